// The week grid: the expert picks each day's hours in quarter hours and saves or submits exactly the
// days inside the engagement that have come; the client approves or disputes with a reason (required); an approved
// week is locked and says so.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TimesheetWeek } from "@shared/contracts/timesheets";
import { renderWithApp } from "@/test/render";
import { WeekGrid } from "./week-grid";

const WEEK = "2031-03-03";
const day = (i: number) => `2031-03-0${3 + i}`;

function week(overrides: Partial<TimesheetWeek> = {}): TimesheetWeek {
  return {
    engagementId: 7,
    weekStart: WEEK,
    weekEnd: "2031-03-09",
    status: "draft",
    totalMinutes: 480,
    saved: true,
    days: Array.from({ length: 7 }, (_, i) => ({ date: day(i), minutes: i === 2 ? 480 : 0, inEngagement: i >= 2, hasCome: true })),
    submittedAt: null,
    disputedAt: null,
    disputeReason: null,
    approvedAt: null,
    autoApproved: false,
    agreedMinutes: 600,
    excessMinutes: 0,
    autoApproveAt: null,
    locked: false,
    may: { edit: true, submit: true, answer: false },
    ...overrides,
  };
}

describe("WeekGrid", () => {
  it("lets the expert pick quarter hours on days inside the engagement and sends only those days", async () => {
    const onSave = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<WeekGrid week={week()} onSave={onSave} onSubmit={onSubmit} />);
    expect(screen.getAllByText("Outside the engagement")).toHaveLength(2);
    const thursday = screen.getByRole("combobox", { name: "Hours on Thursday 6 March 2031" });
    expect(within(thursday).getAllByRole("option")).toHaveLength(49);
    await user.selectOptions(thursday, "7:30");
    expect(screen.getByText("15:30 (15.5 hours)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSave).toHaveBeenCalledWith([
      { date: day(2), minutes: 480 },
      { date: day(3), minutes: 450 },
      { date: day(4), minutes: 0 },
      { date: day(5), minutes: 0 },
      { date: day(6), minutes: 0 },
    ]);
    await user.click(screen.getByRole("button", { name: "Submit the week" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("offers no hours for days to come, and does not send them", async () => {
    const onSave = vi.fn();
    // Today is the Thursday: Friday to Sunday have not come.
    const current = week({ days: week().days.map((d, i) => ({ ...d, hasCome: i <= 3 })) });
    const { user } = renderWithApp(<WeekGrid week={current} onSave={onSave} />);
    expect(screen.getAllByText("Not yet")).toHaveLength(3);
    expect(screen.queryByRole("combobox", { name: "Hours on Friday 7 March 2031" })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Hours on Thursday 6 March 2031" }), "6:00");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSave).toHaveBeenCalledWith([
      { date: day(2), minutes: 480 },
      { date: day(3), minutes: 360 },
    ]);
  });

  it("does not offer to submit a week of zero hours, says why, and offers it once hours are picked", async () => {
    const onSubmit = vi.fn();
    const empty = week({ totalMinutes: 0, days: week().days.map((d) => ({ ...d, minutes: 0 })) });
    const { user } = renderWithApp(<WeekGrid week={empty} onSave={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.queryByRole("button", { name: "Submit the week" })).toBeNull();
    expect(screen.getByText("There is nothing to submit yet: a week of zero hours is not submitted. Pick the hours you worked, then submit the week.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Hours on Wednesday 5 March 2031" }), "1:00");
    expect(screen.queryByText(/a week of zero hours is not submitted/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit the week" }));
    expect(onSubmit).toHaveBeenCalledWith([
      { date: day(2), minutes: 60 },
      { date: day(3), minutes: 0 },
      { date: day(4), minutes: 0 },
      { date: day(5), minutes: 0 },
      { date: day(6), minutes: 0 },
    ]);
  });

  it("asks the client for a reason before a dispute, and approves in one click", async () => {
    const onApprove = vi.fn();
    const onDispute = vi.fn();
    const submitted = week({ status: "submitted", submittedAt: "2031-03-07T16:00:00.000Z", autoApproveAt: "2031-03-12T16:00:00.000Z", may: { edit: false, submit: false, answer: true } });
    const { user } = renderWithApp(<WeekGrid week={submitted} onApprove={onApprove} onDispute={onDispute} />);
    expect(screen.queryByRole("combobox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Dispute" }));
    await user.click(screen.getByRole("button", { name: "Send the dispute" }));
    expect(screen.getByText("Please say what is wrong with this week, so the expert can correct it")).toBeTruthy();
    expect(onDispute).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: /What is wrong with this week/ }), "Wednesday was a holiday.");
    await user.click(screen.getByRole("button", { name: "Send the dispute" }));
    expect(onDispute).toHaveBeenCalledWith("Wednesday was a holiday.");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it("shows the hours over the agreed week as they are picked, and says such a week waits for the client", async () => {
    const { user, unmount } = renderWithApp(<WeekGrid week={week()} onSave={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByText("10 hours a week")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Hours on Thursday 6 March 2031" }), "240");
    expect(screen.getByRole("status").textContent).toBe(
      "2 hours over the 10 hours a week agreed. A week over the agreed hours is never approved automatically: the client approves or disputes it.",
    );
    unmount();

    const over = week({ status: "submitted", submittedAt: "2031-03-07T16:00:00.000Z", totalMinutes: 720, excessMinutes: 120, may: { edit: false, submit: false, answer: true } });
    over.days[3].minutes = 240;
    renderWithApp(<WeekGrid week={over} onApprove={vi.fn()} onDispute={vi.fn()} />);
    expect(screen.getByText(/^Submitted .*It is over the agreed hours, so it is never approved automatically: it waits for the client's answer\.$/)).toBeTruthy();
    expect(screen.queryByText(/Unanswered, it is approved automatically/)).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/^2 hours over the 10 hours a week agreed\./);
  });

  it("gives the auto-approval deadline in the reader's zone and names it", () => {
    const submitted = week({ status: "submitted", submittedAt: "2031-03-07T16:00:00.000Z", autoApproveAt: "2031-03-12T16:00:00.000Z", may: { edit: false, submit: false, answer: true } });
    const { unmount } = renderWithApp(<WeekGrid week={submitted} onApprove={vi.fn()} onDispute={vi.fn()} timeZone="America/New_York" />);
    const inNewYork = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" }).format(new Date("2031-03-12T16:00:00.000Z"));
    expect(screen.getByText(/Unanswered/).textContent).toContain(`Unanswered, it is approved automatically on ${inNewYork} (New York time).`);
    expect(screen.getByText(/Unanswered/).textContent).not.toContain("UTC");
    unmount();
    // Without a zone of their own, the browser's (UTC where these tests run) is used and named.
    renderWithApp(<WeekGrid week={submitted} onApprove={vi.fn()} onDispute={vi.fn()} />);
    const inBrowser = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date("2031-03-12T16:00:00.000Z"));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone.split("/").pop()!.replace(/_/g, " ");
    expect(screen.getByText(/Unanswered/).textContent).toContain(`on ${inBrowser} (${zone} time).`);
  });

  it("shows an approved week locked, with no way to change it", () => {
    renderWithApp(<WeekGrid week={week({ status: "approved", locked: true, autoApproved: true, approvedAt: "2031-03-12T16:00:00.000Z", may: { edit: false, submit: false, answer: false } })} />);
    expect(screen.getByText(/Approved automatically on .*This week is locked: its hours can no longer change\./)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
