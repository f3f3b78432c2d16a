// "What needs you now" (PRODUCT.md): the heading at once, then the waiting items grouped by kind with
// the most urgent first, each a link to the exact item, every time in the reader's zone; an empty state
// with the next useful step, and loading and error states.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NeedsYou, NeedsYouItem } from "@shared/contracts/dashboard";
import { apiError, deferred, json, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { NeedsYouSection } from "./needs-you";

const none = { week_to_approve: 0, terms_to_accept: 0, interview_outcome: 0, candidate_to_answer: 0, interview_to_schedule: 0, invoice_due: 0 };

const week: NeedsYouItem = {
  kind: "week_to_approve",
  key: "week-7-2025-03-03",
  title: "Approve Thandi Nkosi's week of Monday 3 March 2025",
  at: "2025-03-12T19:30:00.000Z",
  moment: "auto_approves",
  href: "/client/engagements/7?week=2025-03-03",
};
const candidate: NeedsYouItem = {
  kind: "candidate_to_answer",
  key: "candidate-4-31",
  title: "Answer Sipho Dlamini, proposed for Analytics engineer",
  at: "2025-03-10T08:05:00.000Z",
  moment: "proposed",
  href: "/client/requisitions/4#candidate-31",
};
const invoice: NeedsYouItem = {
  kind: "invoice_due",
  key: "invoice-9",
  title: "Pay invoice INV-000009 for February 2025: $1,619.13",
  at: "2025-03-01T06:00:00.000Z",
  moment: "issued",
  href: "/client/invoices/9",
};

const answer = (items: NeedsYouItem[], counts: Partial<NeedsYou["counts"]> = {}): NeedsYou => ({ items, counts: { ...none, ...counts } });

describe("NeedsYouSection", () => {
  it("shows its heading while the items load", async () => {
    const reply = deferred();
    stubFetch({ "GET /api/client/needs-you": () => reply.reply });
    renderWithApp(<NeedsYouSection timeZone="America/New_York" />);
    expect(screen.getByRole("heading", { level: 2, name: "What needs you now" })).toBeTruthy();
    expect(screen.getByRole("status", { name: "Loading what needs you" })).toBeTruthy();
    reply.resolve(json(200, answer([])));
    await screen.findByText("Nothing needs you right now.");
  });

  it("groups the items by kind, most urgent first, each a link to the exact item", async () => {
    stubFetch({ "GET /api/client/needs-you": json(200, answer([week, candidate, invoice], { week_to_approve: 1, candidate_to_answer: 12, invoice_due: 1 })) });
    renderWithApp(<NeedsYouSection timeZone="America/New_York" />);

    const groups = await screen.findAllByRole("heading", { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(["Weeks to approve (1)", "Candidates to answer (12)", "Invoices due (1)"]);
    expect(screen.getByRole("link", { name: /Approve Thandi Nkosi's week/ }).getAttribute("href")).toBe("/client/engagements/7?week=2025-03-03");
    expect(screen.getByRole("link", { name: /Answer Sipho Dlamini/ }).getAttribute("href")).toBe("/client/requisitions/4#candidate-31");
    expect(screen.getByRole("link", { name: /Pay invoice INV-000009/ }).getAttribute("href")).toBe("/client/invoices/9");
    // Twelve candidates wait; the list shows one of them.
    const candidates = screen.getByRole("region", { name: "Candidates to answer (12)" });
    expect(within(candidates).getByText("And 11 more.")).toBeTruthy();
  });

  it("says every time in the reader's zone", async () => {
    stubFetch({ "GET /api/client/needs-you": json(200, answer([week, candidate])) });
    const { unmount } = renderWithApp(<NeedsYouSection timeZone="America/New_York" />);
    const link = await screen.findByRole("link", { name: /Approve Thandi Nkosi's week/ });
    expect(link.textContent).toContain("Approved automatically Wed 12 Mar 2025, 15:30");
    expect(screen.getByText("Times are in New York time.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Answer Sipho Dlamini/ }).textContent).toContain("Proposed Mon 10 Mar 2025, 04:05");
    expect(link.querySelector("time")?.getAttribute("dateTime")).toBe(week.at);
    unmount();

    stubFetch({ "GET /api/client/needs-you": json(200, answer([week])) });
    renderWithApp(<NeedsYouSection timeZone="Europe/London" />);
    expect((await screen.findByRole("link", { name: /Approve Thandi Nkosi's week/ })).textContent).toContain("Approved automatically Wed 12 Mar 2025, 19:30");
    expect(screen.getByText("Times are in London time.")).toBeTruthy();
  });

  it("says nothing needs the client, and offers the next useful step", async () => {
    stubFetch({ "GET /api/client/needs-you": json(200, answer([])) });
    renderWithApp(<NeedsYouSection timeZone="UTC" />);
    expect(await screen.findByText("Nothing needs you right now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start your shortlist" }).getAttribute("href")).toBe("/client/shortlist/new");
    expect(screen.getByRole("link", { name: "Find my team" }).getAttribute("href")).toBe("/client/match");
  });

  it("says when the items could not be read, and tries again", async () => {
    let calls = 0;
    stubFetch({ "GET /api/client/needs-you": () => (++calls === 1 ? apiError(500, "internal", "Something went wrong") : json(200, answer([invoice]))) });
    const { user } = renderWithApp(<NeedsYouSection timeZone="UTC" />);
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Pay invoice INV-000009/ })).toBeTruthy();
  });
});
