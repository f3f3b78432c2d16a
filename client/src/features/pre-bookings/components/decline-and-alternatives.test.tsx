// A decline has a reason, and the pre-interview comes first: the expert declines with a reason chosen
// from the short list (a native select, reached and chosen by keyboard), waits for the pre-interview
// before confirming, and the client reads the reason with the experts offered instead. The lengths
// agree on both cards: the days booked, of the intended contract.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { DECLINE_REASON_TEXT, DECLINE_REASONS, type PreBooking } from "@shared/contracts/pre-bookings";
import { json, sentTo, stubFetch, type Handler } from "@/test/fetch";
import { preBooking } from "@/test/fixtures";
import { findToast, renderWithApp } from "@/test/render";
import { ClientPreBookings } from "./client-pre-bookings";
import { ExpertPreBookings } from "./expert-pre-bookings";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 31, userType: "expert" }));
  window.localStorage.setItem("userToken", "user-token");
});

const listOf = (items: PreBooking[]): Handler => () => {
  const res = json(200, items);
  res.headers.set("X-Total-Count", String(items.length));
  return res;
};

const ARTICLE = "Pre-booking from Ada Lovelace · Analytical Engines Ltd";

describe("the expert declines with a reason", () => {
  it("asks for the reason in a select, refuses to send without one, and sends the chosen code", async () => {
    const requests = stubFetch({
      "GET /api/pre-bookings/expert/31": listOf([preBooking({ id: 5, preInterviewRequested: false, preInterview: null })]),
      "PATCH /api/pre-bookings/5": (r) => json(200, preBooking({ id: 5, status: "declined", ...(r.body as object) })),
    });
    const { user } = renderWithApp(<ExpertPreBookings expertId={31} />);
    const item = await screen.findByRole("article", { name: ARTICLE });

    await user.click(within(item).getByRole("button", { name: "Decline pre-booking from Ada Lovelace · Analytical Engines Ltd" }));
    const reason = within(item).getByRole("combobox", { name: "Why are you declining? The client sees your reason." }) as HTMLSelectElement;
    expect(document.activeElement).toBe(reason);
    expect(Array.from(reason.options).map((o) => o.textContent)).toEqual(["Choose a reason", ...DECLINE_REASONS.map((r) => DECLINE_REASON_TEXT[r].label)]);

    await user.click(within(item).getByRole("button", { name: "Decline request" }));
    expect(within(item).getByRole("alert").textContent).toBe("Choose a reason to decline.");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(sentTo(requests, "PATCH /api/pre-bookings/5")).toHaveLength(0);

    // By keyboard: the select has focus; a reason is chosen from it, Tab reaches "Decline request", Enter sends.
    reason.focus();
    await user.selectOptions(reason, "other_work");
    expect(reason.value).toBe("other_work");
    expect(within(item).queryByRole("alert")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(within(item).getByRole("button", { name: "Decline request" }));
    await user.keyboard("{Enter}");
    expect(await findToast()).toMatchObject({ title: "Booking declined" });
    expect(sentTo(requests, "PATCH /api/pre-bookings/5").map((r) => r.body)).toEqual([{ status: "declined", reason: "other_work" }]);
  });

  it("'Keep it' puts the request back as it was, with nothing sent", async () => {
    const requests = stubFetch({ "GET /api/pre-bookings/expert/31": listOf([preBooking({ id: 6, preInterviewRequested: false, preInterview: null })]) });
    const { user } = renderWithApp(<ExpertPreBookings expertId={31} />);
    const item = await screen.findByRole("article", { name: ARTICLE });
    await user.click(within(item).getByRole("button", { name: "Decline pre-booking from Ada Lovelace · Analytical Engines Ltd" }));
    await user.click(within(item).getByRole("button", { name: "Keep it" }));
    expect(within(item).queryByRole("combobox")).toBeNull();
    expect(within(item).getByRole("button", { name: "Confirm pre-booking from Ada Lovelace · Analytical Engines Ltd" })).toBeTruthy();
    expect(sentTo(requests, "PATCH /api/pre-bookings/*")).toHaveLength(0);
  });
});

describe("the pre-interview first, on the expert's card", () => {
  it.each([
    ["none", /once they have interviewed you and recorded it as passed/],
    ["scheduled", /pre-interview with the client is scheduled/],
    ["failed", /recorded the pre-interview as not passed/],
  ] as const)("offers no Confirm while the pre-interview is %s, and says why", async (state, words) => {
    stubFetch({ "GET /api/pre-bookings/expert/31": listOf([preBooking({ id: 7, preInterview: state })]) });
    renderWithApp(<ExpertPreBookings expertId={31} />);
    const item = await screen.findByRole("article", { name: ARTICLE });
    expect(within(item).getByTestId("pre-interview-first").textContent).toMatch(words);
    expect(within(item).queryByRole("button", { name: /^Confirm/ })).toBeNull();
    expect(within(item).getByRole("button", { name: /^Decline/ })).toBeTruthy();
  });

  it("offers Confirm once it passed, and states the lengths without contradiction", async () => {
    stubFetch({ "GET /api/pre-bookings/expert/31": listOf([preBooking({ id: 8, preInterview: "passed", startDate: "2031-04-01", endDate: "2031-06-23", contractLength: 18 })]) });
    renderWithApp(<ExpertPreBookings expertId={31} />);
    const item = await screen.findByRole("article", { name: ARTICLE });
    expect(within(item).queryByTestId("pre-interview-first")).toBeNull();
    expect(within(item).getByRole("button", { name: /^Confirm/ })).toBeTruthy();
    expect(item.textContent).toContain("1 Apr 2031 – 23 Jun 2031 · 83 days booked, of an intended 18-month contract");
    expect(item.textContent).not.toMatch(/18 months/);
  });
});

describe("the client's view of a decline", () => {
  it("shows the reason and the experts offered instead, and no alternatives while nothing was declined", async () => {
    window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
    stubFetch({
      "GET /api/pre-bookings/client/12": listOf([
        preBooking({
          id: 9,
          status: "declined",
          declineReason: "dates",
          statusReason: DECLINE_REASON_TEXT.dates.forClient,
          alternatives: [
            { expertId: 41, name: "Katherine Johnson", role: "Data Scientist", profileImage: null },
            { expertId: 42, name: "Alan Turing", role: "ML Engineer", profileImage: null },
          ],
        }),
        preBooking({ id: 10, expertName: "Edsger Dijkstra", startDate: "2031-04-01", endDate: "2031-06-23", contractLength: 18 }),
      ]),
    });
    renderWithApp(<ClientPreBookings clientId={12} onBrowseExperts={() => {}} />);
    const [declined, pending] = await screen.findAllByTestId("client-pre-booking");
    expect(within(declined).getByTestId("decline-reason").textContent).toBe("The expert is not available on these dates.");
    const offered = within(declined).getByRole("region", { name: "Others who fit the same need and dates" });
    expect(within(offered).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Katherine Johnson · Data Scientist", "Alan Turing · ML Engineer"]);

    expect(within(pending).queryByRole("region", { name: "Others who fit the same need and dates" })).toBeNull();
    expect(within(pending).queryByTestId("decline-reason")).toBeNull();
    const terms = within(pending).getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toContainEqual(["Length", "83 days booked, of an intended 18-month contract"]);
    expect(terms).toContainEqual(["Pre-interview", "Requested, not booked yet"]);
  });
});
