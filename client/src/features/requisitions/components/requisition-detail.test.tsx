// A requisition as its client sees it: the clock and the state, each candidate's profile, reasons and
// our team's note, and the answers: interview, declined with a reason (required), pre-book.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { requisition, requisitionCandidate } from "@/test/fixtures";
import { formatMoment } from "@/lib/calendar-date";
import { renderWithApp } from "@/test/render";
import { RequisitionDetail } from "./requisition-detail";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const grace = requisitionCandidate();
const alan = requisitionCandidate({ expertId: 32, expert: { ...grace.expert, id: 32, userId: 32, name: "Alan Turing", hourlyRate: null }, note: "Strong on Spark." });
const withCandidates = requisition({ status: "shortlisted", shortlistedAt: "2031-03-09T10:00:00.000Z", candidates: [grace, alan], counts: { proposed: 2, interview: 0, declined: 0, confirmedBookings: 0 } });

function renderDetail(r = withCandidates, routes = {}) {
  const requests = stubFetch(routes);
  const onPreBook = vi.fn();
  const view = renderWithApp(<RequisitionDetail requisition={r} onPreBook={onPreBook} may={ALL} />);
  return { ...view, requests, onPreBook };
}

const card = (name: string) => screen.getByRole("article", { name });
/** A member whose role may do everything here (owner, hiring). */
const ALL = { changeNeed: true, answer: true, preBook: true };

describe("RequisitionDetail", () => {
  it("shows the state, the clock and each candidate with the match's reasons and our note", () => {
    renderDetail();
    expect(screen.getByText("Status:").parentElement!.textContent).toBe("Status: Shortlisted");
    expect(screen.getByRole("progressbar", { name: "14-day shortlist clock" }).getAttribute("aria-valuetext")).toMatch(/^\d+(\.\d)? of 14 days used\. Shortlisted in \d+ days?\.$/);
    expect(screen.getByText("2 of 2 candidates proposed")).toBeTruthy();
    const g = within(card("Grace Hopper"));
    expect(g.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Python", "Spark", "Lacks Airflow"]);
    expect(g.getByText("At least 6 h of the working day, on every working day")).toBeTruthy();
    expect(g.getByText("100% of the engagement")).toBeTruthy();
    expect(g.getByText("$80/hr, $10 under the $90 budget")).toBeTruthy();
    expect(g.getByText("Ran the same migration for a lender.")).toBeTruthy();
    expect(within(card("Alan Turing")).getByText("No rate set (agreed per engagement)")).toBeTruthy();
  });

  it("gives the deadline in the client's own zone, named, not the browser's", () => {
    const r = requisition({ clientTimeZone: "America/New_York", dueAt: "2031-03-24T12:00:00.000Z" });
    renderDetail(r);
    // 12:00 UTC (the browser's zone here) is 08:00 in New York.
    expect(screen.getByText(/^Due by/).textContent).toBe(`Due by ${formatMoment("2031-03-24T12:00:00.000Z", "America/New_York")} (New York time)`);
  });

  it("says the search is on while nobody is proposed yet", () => {
    renderDetail(requisition());
    expect(screen.getByRole("status").textContent).toBe("Our team is searching. Candidates appear here as they are proposed, and you are told at once.");
  });

  it("marks a candidate for interview", async () => {
    const answered = { ...withCandidates, candidates: [{ ...grace, decision: "interview" as const }, alan] };
    const f = renderDetail(withCandidates, { "PATCH /api/requisitions/5/candidates/31": () => json(200, answered) });
    await f.user.click(within(card("Grace Hopper")).getByRole("button", { name: "Mark for interview: Grace Hopper" }));
    await waitFor(() => expect(sentTo(f.requests, "PATCH /api/requisitions/5/candidates/31").map((r) => r.body)).toEqual([{ decision: "interview" }]));
  });

  it("declines only with a reason, which is sent", async () => {
    const f = renderDetail(withCandidates, { "PATCH /api/requisitions/5/candidates/32": () => json(200, withCandidates) });
    await f.user.click(within(card("Alan Turing")).getByRole("button", { name: "Decline Alan Turing" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline Alan Turing?" });
    await f.user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(within(dialog).getByText("Please say why you are declining this candidate")).toBeTruthy();
    expect(sentTo(f.requests, "PATCH /api/requisitions/5/candidates/32")).toEqual([]);

    await f.user.type(within(dialog).getByLabelText(/Reason/), "We need production Kafka.");
    await f.user.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(sentTo(f.requests, "PATCH /api/requisitions/5/candidates/32").map((r) => r.body)).toEqual([{ decision: "declined", reason: "We need production Kafka." }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("hands a candidate to the page to pre-book, and offers nothing to answer once the search is over", async () => {
    const f = renderDetail();
    await f.user.click(within(card("Grace Hopper")).getByRole("button", { name: "Pre-book Grace Hopper" }));
    expect(f.onPreBook).toHaveBeenCalledWith(grace);
    f.unmount();
    renderDetail({ ...withCandidates, status: "closed", closedAt: "2031-03-10T10:00:00.000Z", searching: false });
    expect(screen.queryByRole("button", { name: /Mark for interview|Decline|Pre-book|Close this search/ })).toBeNull();
  });
});

describe("RequisitionDetail of a free replacement", () => {
  it("names the engagement that ended in the trial and the reason given", () => {
    renderDetail(requisition({ replacementOf: { engagementId: 9, expertName: "Grace Hopper", endedAt: "2031-03-07T10:00:00.000Z", reason: "Not enough Spark yet." } }));
    const note = screen.getByTestId("replacement-note");
    expect(within(note).getByText("Replacement for Grace Hopper’s engagement ended in the trial")).toBeTruthy();
    expect(note.textContent).toContain("The reason given: Not enough Spark yet.");
  });

  it("says nothing of a replacement on an ordinary requisition", () => {
    renderDetail(requisition());
    expect(screen.queryByTestId("replacement-note")).toBeNull();
  });
});

describe("RequisitionDetail of a need that can still be edited", () => {
  it("says who fits now and offers 'Edit need' while open with no candidate", async () => {
    stubFetch({});
    const onEdit = vi.fn();
    const { user } = renderWithApp(<RequisitionDetail requisition={requisition({ editable: true, fitCount: 3 })} onPreBook={vi.fn()} onEdit={onEdit} may={ALL} />);
    expect(screen.getByText("3 experts pass every filter")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit need" }));
    expect(onEdit).toHaveBeenCalled();
  });

  it("offers no edit once a candidate is proposed", () => {
    stubFetch({});
    renderWithApp(<RequisitionDetail requisition={withCandidates} onPreBook={vi.fn()} onEdit={vi.fn()} may={ALL} />);
    expect(screen.queryByRole("button", { name: "Edit need" })).toBeNull();
  });
});

describe("RequisitionDetail for a member who reads only", () => {
  it("offers no edit, no close and no answer or booking of a candidate, yet shows them all", () => {
    stubFetch({});
    const searching = requisition({ ...withCandidates, editable: true });
    renderWithApp(<RequisitionDetail requisition={searching} onPreBook={vi.fn()} onEdit={vi.fn()} may={{ changeNeed: false, answer: false, preBook: false }} />);
    expect(card("Grace Hopper")).toBeTruthy();
    expect(card("Alan Turing")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
