// The band of the client's day with an expert's hours over it, for the engagement's own dates. A New
// York client (09:00–17:00) and a Johannesburg expert (08:00–17:00, UTC+2 all year):
//   January, New York on UTC−5: client 14:00–22:00 UTC, expert 06:00–15:00 UTC → 14:00–15:00 UTC,
//     1 hour, 09:00–10:00 New York time.
//   July, New York on UTC−4: client 13:00–21:00 UTC → 13:00–15:00 UTC, 2 hours, 09:00–11:00.
// New York leaves daylight saving on Sun 2 Nov 2031 (and enters it on Sun 9 Mar 2031).
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { OverlapBand } from "./overlap-band";

const client = { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" };
const expert = { timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" };

/** The band's stretches as [left %, width %] (rounded), by kind. */
function drawn(kind: "day" | "others" | "shared") {
  return Array.from(document.querySelectorAll<HTMLElement>(`[data-band="${kind}"]`)).map((el) => [Math.round(parseFloat(el.style.left) * 100) / 100, Math.round(parseFloat(el.style.width) * 100) / 100]);
}

const pct = (minutes: number) => Math.round((minutes / 1440) * 100 * 100) / 100;

describe("OverlapBand: New York client, Johannesburg expert", () => {
  it("shares one hour, 09:00–10:00 New York time, in January", () => {
    renderWithApp(<OverlapBand engagement={{ startDate: "2031-01-06", weeks: 4 }} client={client} expert={expert} />);

    expect(screen.getByRole("img", { name: "Shares 1 hour: 09:00–10:00 your time" })).toBeTruthy();
    // The client's 09:00–17:00; the expert's 01:00–10:00 New York time; the shared 09:00–10:00.
    expect(drawn("day")).toEqual([[pct(540), pct(480)]]);
    expect(drawn("others")).toEqual([[pct(60), pct(540)]]);
    expect(drawn("shared")).toEqual([[pct(540), pct(60)]]);
    expect(screen.getByText(/Your day, Mon 6 Jan 2031/)).toBeTruthy();
  });

  it("shares two hours, 09:00–11:00 New York time, in July", () => {
    renderWithApp(<OverlapBand engagement={{ startDate: "2031-07-07", weeks: 4 }} client={client} expert={expert} />);

    expect(screen.getByRole("img", { name: "Shares 2 hours: 09:00–11:00 your time" })).toBeTruthy();
    expect(drawn("others")).toEqual([[pct(120), pct(540)]]);
    expect(drawn("shared")).toEqual([[pct(540), pct(120)]]);
  });

  it("draws the first working day and says the fewest hours when daylight saving ends part-way", () => {
    // Mon 27 Oct 2031 is still on UTC−4 (2 hours); from Mon 3 Nov, UTC−5 (1 hour).
    renderWithApp(<OverlapBand engagement={{ startDate: "2031-10-27", weeks: 2 }} client={client} expert={expert} />);

    expect(screen.getByRole("img", { name: "Shares 2 hours: 09:00–11:00 your time on the first day; at least 1 hour on every working day" })).toBeTruthy();
  });

  it("starts on the first working day of an engagement that starts on a weekend, and takes the server's fewest hours", () => {
    // Sat 8 Mar 2031: the first working day is Mon 10 Mar, already on UTC−4.
    renderWithApp(<OverlapBand engagement={{ startDate: "2031-03-08", weeks: 1 }} client={client} expert={expert} fewestHours={2} />);

    expect(screen.getByRole("img", { name: "Shares 2 hours: 09:00–11:00 your time" })).toBeTruthy();
    expect(screen.getByText(/Your day, Mon 10 Mar 2031/)).toBeTruthy();
  });

  it("says so when nothing is shared", () => {
    renderWithApp(<OverlapBand engagement={{ startDate: "2031-01-06", weeks: 1 }} client={{ ...client, workStart: "12:00" }} expert={{ ...expert, workEnd: "16:00" }} />);

    expect(screen.getByRole("img", { name: "Shares none of your working day" })).toBeTruthy();
    expect(drawn("shared")).toEqual([]);
  });
});
