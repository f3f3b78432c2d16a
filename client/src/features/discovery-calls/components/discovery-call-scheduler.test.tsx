// The /booking scheduler's first answer: the free times and the office-hours line above them appear
// in one step (were the times shown first, the line would push them down a moment later, under the
// pointer of a visitor already choosing a day); and the answer is asked for the visitor's own zone.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { DiscoveryCallScheduler } from "./discovery-call-scheduler";

const NOW = "2031-03-10T06:00:00Z";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Free quarter hours from 08:00 to 10:00 Johannesburg time (06:00 to 08:00 UTC) on the next three days. */
const slots = ["2031-03-11", "2031-03-12", "2031-03-13"].flatMap((day) => Array.from({ length: 8 }, (_, i) => new Date(Date.parse(`${day}T06:00:00Z`) + i * 15 * 60_000).toISOString()));

const CAPE_TOWN = { name: "Cape Town", timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00" };
const OFFICES = [CAPE_TOWN, { name: "London", timeZone: "Europe/London", dayStart: "09:00", dayEnd: "17:00" }, { name: "New York", timeZone: "America/New_York", dayStart: "09:00", dayEnd: "17:00" }];

/** The browser reports `zone` as its time zone. */
function browserIn(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

describe("DiscoveryCallScheduler", () => {
  it("shows the office hours and the free times together, never the times alone", async () => {
    stubFetch({
      "GET /api/discovery-calls/slots": json(200, { timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00", offices: [CAPE_TOWN], daysAhead: 14, slotMinutes: 15, slots }),
    });
    const seen: { days: number; note: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const days = screen.queryAllByRole("radio", { name: /: \d+ free times$/ }).length;
      if (days > 0) seen.push({ days, note: screen.queryByText(/^Our office hours, 09:00–17:00 in Johannesburg/) !== null });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithApp(<DiscoveryCallScheduler />, { path: "/booking" });

    expect(await screen.findAllByRole("radio", { name: /: \d+ free times$/ })).toHaveLength(3);
    await screen.findByText(/^Our office hours, 09:00–17:00 in Johannesburg/);
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => !s.note)).toEqual([]);
  });

  it("asks for the slots of the browser's zone and shows them in it, with South African time alongside", async () => {
    browserIn("America/New_York");
    // 07:00 to 09:00 New York time (EDT, UTC-4) on 11 March 2031: 13:00 to 15:00 in Johannesburg.
    const newYorkSlots = Array.from({ length: 8 }, (_, i) => new Date(Date.parse("2031-03-11T11:00:00Z") + i * 15 * 60_000).toISOString());
    const requests = stubFetch({
      "GET /api/discovery-calls/slots": json(200, { timeZone: "America/New_York", dayStart: "07:00", dayEnd: "17:00", offices: OFFICES, daysAhead: 21, slotMinutes: 15, slots: newYorkSlots }),
    });
    renderWithApp(<DiscoveryCallScheduler />, { path: "/booking" });

    await screen.findByText(/^Our office hours, 07:00–17:00 in New York \(your time\), from our offices in Cape Town, London and New York\./);
    expect(sentTo(requests, "GET /api/discovery-calls/slots").map((r) => r.url)).toEqual(["/api/discovery-calls/slots?timeZone=America%2FNew_York"]);
    await screen.findByText(/^Times are shown in your time zone,/);
    expect(screen.getByText("New York")).toBeTruthy();
    const first = await screen.findByRole("radio", { name: "7:00 AM your time (1:00 PM in Johannesburg)" });
    expect(first.getAttribute("value")).toBe("2031-03-11T11:00:00.000Z");
  });
});
