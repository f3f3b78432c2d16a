// An interview's place and its moves on both parties' screens: the meeting link as an accessible
// "Join", the reason the other side gave for a move, a move that asks for a reason before it is
// sent, and booking with the client's own link (required where none is made for them).
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Interview, InterviewSlots } from "@shared/contracts/interviews";
import { json, sentTo, stubFetch, validationError } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { InterviewsSection } from "./interviews-section";
import { ScheduleInterviewDialog } from "./schedule-interview-dialog";

const MEETING = "https://meet.example.test/protea-interview-41-0123456789abcdef";

const interview = (extra: Partial<Interview> = {}): Interview => ({
  id: 41,
  uid: "5b0f6a3e-3f7c-4a53-9f57-2f1b0c1d9e11",
  sequence: 1,
  status: "scheduled",
  startsAt: "2031-03-10T14:00:00.000Z",
  endsAt: "2031-03-10T14:30:00.000Z",
  minutes: 30,
  client: { id: 12, name: "Dana Whitfield", companyName: "Northwind", timeZone: "America/New_York", starts: { date: "2031-03-10", time: "10:00" }, ends: { date: "2031-03-10", time: "10:30" } },
  expert: { id: 7, name: "Thandi Nkosi", role: "Data Engineer", timeZone: "Africa/Johannesburg", starts: { date: "2031-03-10", time: "16:00" }, ends: { date: "2031-03-10", time: "16:30" } },
  preBooking: { id: 3, status: "pending", startDate: "2031-04-01", endDate: "2031-06-30" },
  requisition: null,
  meetingUrl: MEETING,
  moveReason: null,
  movedBy: null,
  movedAt: null,
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  outcomeNotes: null,
  outcomeAt: null,
  createdAt: "2031-03-01T09:00:00.000Z",
  updatedAt: "2031-03-02T09:00:00.000Z",
  ...extra,
});

const slotsAnswer = (extra: Partial<InterviewSlots> = {}): InterviewSlots => ({
  expertId: 7,
  expertName: "Thandi Nkosi",
  clientName: "Dana Whitfield",
  from: "2031-03-10",
  days: 7,
  minutes: 30,
  client: { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" },
  expert: { timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" },
  slots: [
    {
      startsAt: "2031-03-11T14:00:00.000Z",
      endsAt: "2031-03-11T14:30:00.000Z",
      client: { starts: { date: "2031-03-11", time: "10:00" }, ends: { date: "2031-03-11", time: "10:30" } },
      expert: { starts: { date: "2031-03-11", time: "16:00" }, ends: { date: "2031-03-11", time: "16:30" } },
    },
  ],
  meetingUrlMade: true,
  emptyReason: null,
  emptyMessage: null,
  ...extra,
});

const listOf = (items: Interview[]) => () => {
  const res = json(200, items);
  res.headers.set("X-Total-Count", String(items.length));
  return res;
};

beforeEach(() => {
  // The cards' clock: before the interview, so it can still be moved.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-01T12:00:00Z") });
  return () => vi.useRealTimers();
});

describe("an interview's meeting link", () => {
  it.each(["client", "expert"] as const)("is a 'Join' link on the %s's card, named for screen readers, opening the meeting in a new tab", async (viewer) => {
    stubFetch({ "GET /api/interviews": listOf([interview()]) });
    renderWithApp(<InterviewsSection viewer={viewer} />);
    const other = viewer === "client" ? "Thandi Nkosi" : "Dana Whitfield \\(Northwind\\)";
    const join = await screen.findByRole("link", { name: new RegExp(`^Join the video meeting with ${other} \\(opens in a new tab\\)$`) });
    expect(join.getAttribute("href")).toBe(MEETING);
    expect(join.getAttribute("target")).toBe("_blank");
    expect(join.getAttribute("rel")).toContain("noopener");
    // The address itself is there to read or copy.
    expect(within(screen.getByTestId("interview")).getByText(MEETING)).toBeTruthy();
  });

  it("is not offered once the interview is cancelled", async () => {
    stubFetch({ "GET /api/interviews": listOf([interview({ status: "cancelled", cancelReason: "Filled", cancelledBy: "client", cancelledAt: "2031-03-02T09:00:00.000Z" })]) });
    renderWithApp(<InterviewsSection viewer="expert" />);
    expect(await screen.findByText(/Cancelled by/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Join/ })).toBeNull();
  });
});

describe("the reason for a move", () => {
  const moved = interview({ moveReason: "A release moved to that morning.", movedBy: "expert", movedAt: "2031-03-02T15:30:00.000Z" });

  it("is shown to the other side, with who moved it and when, on their own clock", async () => {
    stubFetch({ "GET /api/interviews": listOf([moved]) });
    renderWithApp(<InterviewsSection viewer="client" />);
    const line = await screen.findByTestId("move-reason");
    expect(line.textContent).toMatch(/^Moved by Thandi Nkosi on .*Mar.*2031.*10:30.*: A release moved to that morning\.$/);
  });

  it("reads as their own to the one who moved it", async () => {
    stubFetch({ "GET /api/interviews": listOf([moved]) });
    renderWithApp(<InterviewsSection viewer="expert" />);
    expect((await screen.findByTestId("move-reason")).textContent).toMatch(/^You moved it on .*: A release moved to that morning\.$/);
  });

  it("is asked for before a move is sent, and goes with it", async () => {
    const requests = stubFetch({
      "GET /api/interviews": listOf([interview()]),
      "GET /api/interviews/41/slots": json(200, slotsAnswer()),
      "PATCH /api/interviews/41": json(200, interview({ sequence: 2, moveReason: "Our CTO joins later.", movedBy: "client", movedAt: "2031-03-01T12:00:00.000Z" })),
    });
    const { user } = renderWithApp(<InterviewsSection viewer="client" mayChange />);
    await user.click(await screen.findByRole("button", { name: /^Move\s*the interview with Thandi Nkosi$/ }));
    const dialog = await screen.findByRole("dialog");
    const reason = within(dialog).getByRole("textbox", { name: "Why are you moving it?" });
    expect(reason.getAttribute("aria-required")).toBe("true");

    const time = await within(dialog).findByRole("button", { name: /^Move to Tue 11 Mar 2031/ });
    await user.click(time);
    expect(sentTo(requests, "PATCH /api/interviews/41")).toEqual([]);
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText(/Please say why you are moving it/)).toBeTruthy();
    expect(document.activeElement).toBe(reason);

    await user.type(reason, "  Our CTO joins later. ");
    await user.click(time);
    const [sent] = sentTo(requests, "PATCH /api/interviews/41");
    expect(sent.body).toEqual({ action: "move", startsAt: "2031-03-11T14:00:00.000Z", minutes: 30, reason: "Our CTO joins later." });
  });

  it("shows the server's refusal of the reason on the field", async () => {
    stubFetch({
      "GET /api/interviews": listOf([interview()]),
      "GET /api/interviews/41/slots": json(200, slotsAnswer()),
      "PATCH /api/interviews/41": validationError([{ path: "reason", message: "reason must be at most 1000 characters" }]),
    });
    const { user } = renderWithApp(<InterviewsSection viewer="expert" />);
    await user.click(await screen.findByRole("button", { name: /^Move\s*the interview with/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Why are you moving it?" }), "Because");
    await user.click(await within(dialog).findByRole("button", { name: /^Move to/ }));
    expect(await within(dialog).findByText("reason must be at most 1000 characters")).toBeTruthy();
  });
});

describe("booking with a meeting link", () => {
  const dialog = (meetingUrlMade: boolean) => {
    const requests = stubFetch({
      "GET /api/interviews/slots": json(200, slotsAnswer({ meetingUrlMade })),
      "POST /api/interviews": json(201, interview()),
    });
    const view = renderWithApp(<ScheduleInterviewDialog expertId={7} expertName="Thandi Nkosi" subject={{ preBookingId: 3 }} open onOpenChange={() => {}} />);
    return { requests, ...view };
  };

  it("makes one when the client leaves theirs out", async () => {
    const { requests, user } = dialog(true);
    const link = screen.getByRole("textbox", { name: "Your meeting link" });
    expect(link.getAttribute("aria-required")).toBeNull();
    await user.click(await screen.findByRole("button", { name: /^Book Tue 11 Mar 2031/ }));
    const [sent] = sentTo(requests, "POST /api/interviews");
    expect(sent.body).toEqual({ expertId: 7, startsAt: "2031-03-11T14:00:00.000Z", minutes: 30, preBookingId: 3 });
  });

  it("takes only an https link, and sends the client's own", async () => {
    const { requests, user } = dialog(true);
    const link = screen.getByRole("textbox", { name: "Your meeting link" });
    await user.type(link, "http://zoom.example.com/j/123");
    const book = await screen.findByRole("button", { name: /^Book Tue 11 Mar 2031/ });
    await user.click(book);
    expect(sentTo(requests, "POST /api/interviews")).toEqual([]);
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/must be an https:\/\/ link/)).toBeTruthy();

    await user.clear(link);
    await user.type(link, "https://zoom.example.com/j/123");
    await user.click(book);
    expect(sentTo(requests, "POST /api/interviews")[0].body).toMatchObject({ meetingUrl: "https://zoom.example.com/j/123" });
  });

  it("asks for the client's own where none is made for them", async () => {
    const { requests, user } = dialog(false);
    const book = await screen.findByRole("button", { name: /^Book Tue 11 Mar 2031/ });
    const link = screen.getByRole("textbox", { name: "Your meeting link" });
    expect(link.getAttribute("aria-required")).toBe("true");
    await user.click(book);
    expect(sentTo(requests, "POST /api/interviews")).toEqual([]);
    expect(screen.getByText(/Please give the link to your video meeting/)).toBeTruthy();
    expect(document.activeElement).toBe(link);
  });
});

describe("a client member whose role may not change interviews", () => {
  it("reads each interview with no button to move, cancel or record it", async () => {
    stubFetch({ "GET /api/interviews": listOf([interview()]) });
    renderWithApp(<InterviewsSection viewer="client" mayChange={false} />);
    expect(await screen.findByRole("link", { name: /^Join the video meeting/ })).toBeTruthy();
    expect(within(screen.getByTestId("interview")).queryByRole("button")).toBeNull();
  });
});
