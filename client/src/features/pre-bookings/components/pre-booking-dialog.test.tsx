// The pre-booking modal (SPEC.md "Pre-booking modal" and section 5): every date rule and its
// message, the date limits, the duration, contract length, pre-interview and notes, the request
// sent, and the server's refusals. "Today" is fixed at 10 Mar 2031 (UTC).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Availability } from "@shared/contracts/availability";
import { apiError, deferred, json, sentTo, stubFetch, validationError, type Handler } from "@/test/fetch";
import { availabilityRecord, preBooking } from "@/test/fixtures";
import { fieldError, findFieldError, findToast, renderWithApp, shownToasts } from "@/test/render";
import type { BookableExpert } from "./expert-summary";
import { PreBookingDialog } from "./pre-booking-dialog";

const TODAY = "2031-03-10";

const expert: BookableExpert = {
  userId: 31,
  name: "Grace Hopper",
  role: "ML Engineer",
  profileImage: null,
  skills: ["Python", "PyTorch", "MLOps", "SQL", "Spark"],
  yearsExperience: 9,
  hourlyRate: 95,
};

const PRE_INTERVIEW_TEXT =
  "This is a pre-booking request. The expert will be notified and the booking will be confirmed after a successful pre-interview";
const APPROVAL_TEXT = "This is a pre-booking request. The expert will be notified and the booking will be confirmed after expert approval";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

afterEach(() => {
  vi.useRealTimers();
});

interface Options {
  /** The expert's saved availability; null answers 404 (none saved), "error" answers 500. */
  availability?: Availability | null | "error";
  book?: Handler;
  dreamTeamId?: number | null;
}

async function openDialog({ availability = availabilityRecord(), book, dreamTeamId }: Options = {}) {
  // The page loads the availability and passes it in: none saved (404) or a failed call is null.
  const saved = availability === "error" || availability === null ? null : availability;
  const requests = stubFetch(book ? { "POST /api/pre-bookings": book } : {});
  const onOpenChange = vi.fn();
  const onBooked = vi.fn();
  const view = renderWithApp(
    <PreBookingDialog expert={expert} availability={saved} open onOpenChange={onOpenChange} onBooked={onBooked} dreamTeamId={dreamTeamId} />,
    { path: "/client/dashboard" },
  );
  const dialog = await screen.findByRole("dialog", { name: "Pre-book Grace Hopper" });
  await within(dialog).findByRole("form", { name: "Pre-book Grace Hopper" });
  const inDialog = within(dialog);
  const start = () => inDialog.getByLabelText("Start date") as HTMLInputElement;
  const end = () => inDialog.getByLabelText("End date") as HTMLInputElement;
  return {
    ...view,
    requests,
    dialog,
    inDialog,
    onOpenChange,
    onBooked,
    start,
    end,
    length: () => inDialog.getByLabelText("Contract length") as HTMLSelectElement,
    preInterview: () => inDialog.getByLabelText("Request a pre-interview") as HTMLInputElement,
    notes: () => inDialog.getByLabelText("Notes") as HTMLTextAreaElement,
    async dates(from: string, to: string) {
      if (from) await view.user.type(start(), from);
      // The end date follows the start and the length until the client sets it: here they set it by hand (or empty it).
      if (from || to) await view.user.clear(end());
      if (to) await view.user.type(end(), to);
    },
    submit: () => view.user.click(inDialog.getByRole("button", { name: "Submit Pre-booking" })),
    bookings: () => sentTo(requests, "POST /api/pre-bookings"),
  };
}

const booked: Handler = (request) => json(201, preBooking(request.body as object));

describe("PreBookingDialog: what it shows", () => {
  it("shows the expert's card with the first 4 skills and the current availability", async () => {
    const d = await openDialog();

    expect(d.inDialog.getByText("ML Engineer · 9+ years · $95/hr")).toBeTruthy();
    const skills = within(d.inDialog.getByRole("list", { name: "Skills" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(skills).toEqual(["Python", "PyTorch", "MLOps", "SQL", "+1 more"]);
    const summary = d.inDialog.getByRole("heading", { name: "Current availability" }).parentElement!.parentElement!;
    expect(within(summary).getByText("Available")).toBeTruthy();
    const terms = within(summary).getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Available from", "1 Apr 2031"],
      ["Available until", "30 Sep 2031"],
      ["Preferred contract", "12 months"],
    ]);
  });

  it("says the availability is loading until it arrives", async () => {
    stubFetch({});
    const onOpenChange = vi.fn();
    const view = renderWithApp(<PreBookingDialog expert={expert} availability={undefined} open onOpenChange={onOpenChange} />);

    const dialog = await screen.findByRole("dialog", { name: "Pre-book Grace Hopper" });
    expect(within(dialog).getByRole("status").textContent).toContain("Loading availability...");
    expect(within(dialog).queryByLabelText("Start date")).toBeNull();

    view.rerender(<PreBookingDialog expert={expert} availability={availabilityRecord()} open onOpenChange={onOpenChange} />);
    expect(await within(dialog).findByLabelText("Start date")).toBeTruthy();
  });

  it.each([
    ["none is saved (404)", null],
    ["the availability call fails (500)", "error"],
  ] as const)("still opens, without a window, when %s", async (_case, availability) => {
    const d = await openDialog({ availability });

    expect(d.inDialog.queryByRole("heading", { name: "Current availability" })).toBeNull();
    expect(d.start().min).toBe(TODAY);
    expect(d.start().max).toBe("");
    expect(d.end().max).toBe("");
    expect(d.length().value).toBe("6");
  });
});

describe("PreBookingDialog: date limits on the inputs", () => {
  it("lets the start go from the later of today and availableFrom, up to availableTo", async () => {
    const d = await openDialog();

    expect(d.start().min).toBe("2031-04-01");
    expect(d.start().max).toBe("2031-09-30");
    expect(d.end().min).toBe("2031-04-01");
    expect(d.end().max).toBe("2031-09-30");
  });

  it("starts no earlier than today when the expert has been available since before today, with no end when ongoing", async () => {
    const d = await openDialog({ availability: availabilityRecord({ availableFrom: "2031-01-15", availableTo: null }) });

    expect(d.start().min).toBe(TODAY);
    expect(d.start().max).toBe("");
    expect(d.end().max).toBe("");
    expect(d.inDialog.getByText("Ongoing")).toBeTruthy();
  });

  it("moves the end date's minimum to the chosen start date", async () => {
    const d = await openDialog();
    await d.user.type(d.start(), "2031-05-20");

    expect(d.end().min).toBe("2031-05-20");
  });
});

describe("PreBookingDialog: date rules (SPEC.md section 5)", () => {
  it("needs both dates: none given", async () => {
    const d = await openDialog({ book: booked });
    await d.submit();

    expect(await findToast()).toEqual({ title: "Missing dates", description: "Please provide both start and end dates for the booking." });
    expect(await findFieldError(d.start())).toBe("Please provide both start and end dates for the booking.");
    expect(d.bookings()).toHaveLength(0);
  });

  it("needs both dates: no end date", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-04-10", "");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Missing dates", description: "Please provide both start and end dates for the booking." });
    expect(await findFieldError(d.end())).toBe("Please provide both start and end dates for the booking.");
    expect(d.bookings()).toHaveLength(0);
  });

  it("needs both dates: no start date", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("", "2031-05-10");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Missing dates", description: "Please provide both start and end dates for the booking." });
    expect(await findFieldError(d.start())).toBe("Please provide both start and end dates for the booking.");
    expect(d.bookings()).toHaveLength(0);
  });

  it.each([
    ["on the start date", "2031-04-10"],
    ["before the start date", "2031-04-09"],
  ])("refuses an end date %s", async (_case, endDate) => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-04-10", endDate);
    await d.submit();

    expect(await findToast()).toEqual({ title: "Invalid dates", description: "End date must be after start date." });
    expect(await findFieldError(d.end())).toBe("End date must be after start date.");
    expect(d.bookings()).toHaveLength(0);
  });

  it("refuses a start before the expert's availableFrom, naming that date", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-03-31", "2031-05-01");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Invalid start date", description: "The expert is only available from 1 Apr 2031." });
    expect(await findFieldError(d.start())).toBe("The expert is only available from 1 Apr 2031.");
    expect(d.bookings()).toHaveLength(0);
  });

  it("refuses an end after the expert's availableTo, naming that date", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-04-01", "2031-10-01");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Invalid end date", description: "The expert is only available until 30 Sep 2031." });
    expect(await findFieldError(d.end())).toBe("The expert is only available until 30 Sep 2031.");
    expect(d.bookings()).toHaveLength(0);
  });

  it("accepts the window's own first and last days", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-04-01", "2031-09-30");
    await d.submit();

    await waitFor(() => expect(d.bookings()).toHaveLength(1));
    expect(d.bookings()[0].body).toMatchObject({ startDate: "2031-04-01", endDate: "2031-09-30" });
  });

  it("refuses a start date in the past", async () => {
    const d = await openDialog({ availability: availabilityRecord({ availableFrom: "2031-01-15", availableTo: null }), book: booked });
    await d.dates("2031-03-09", "2031-04-09");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Invalid start date", description: "The start date cannot be in the past." });
    expect(await findFieldError(d.start())).toBe("The start date cannot be in the past.");
    expect(d.bookings()).toHaveLength(0);
  });

  it("refuses a past start date even when no availability could be read", async () => {
    const d = await openDialog({ availability: "error", book: booked });
    await d.dates("2031-02-01", "2031-04-01");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Invalid start date", description: "The start date cannot be in the past." });
    expect(d.bookings()).toHaveLength(0);
  });

  it("accepts a start today", async () => {
    const d = await openDialog({ availability: null, book: booked });
    await d.dates(TODAY, "2031-04-10");
    await d.submit();

    await waitFor(() => expect(d.bookings()).toHaveLength(1));
    expect(d.bookings()[0].body).toMatchObject({ startDate: TODAY, endDate: "2031-04-10" });
  });

  it("reports the order of the dates before the window (rules in SPEC's order)", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-03-20", "2031-03-15");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Invalid dates", description: "End date must be after start date." });
  });

  it("clears an earlier date error once the dates are put right", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-03-31", "2031-05-01");
    await d.submit();
    expect(await findFieldError(d.start())).toBe("The expert is only available from 1 Apr 2031.");

    await d.user.clear(d.start());
    await d.user.type(d.start(), "2031-04-02");
    await d.submit();

    await waitFor(() => expect(d.bookings()).toHaveLength(1));
    expect(fieldError(d.start())).toBeNull();
  });
});

describe("PreBookingDialog: duration", () => {
  it("shows the days booked and the intended contract together, once the end is after the start", async () => {
    const d = await openDialog();
    expect(d.inDialog.queryByText(/^Duration:/)).toBeNull();

    await d.dates("2031-04-01", "2031-05-16");
    // The expert's preferred 12 months is the intended contract; the dates are the window booked.
    expect(d.inDialog.getByText(/^Duration:/).textContent).toBe("Duration: 45 days booked, of an intended 12-month contract");
    expect(d.inDialog.queryByText(/~\d+ months?/)).toBeNull();

    await d.user.clear(d.end());
    await d.user.type(d.end(), "2031-04-02");
    expect(d.inDialog.getByText(/^Duration:/).textContent).toBe("Duration: 1 day booked, of an intended 12-month contract");

    await d.user.clear(d.end());
    await d.user.type(d.end(), "2031-04-01");
    expect(d.inDialog.queryByText(/^Duration:/)).toBeNull();
  });
});

describe("PreBookingDialog: the end date follows the length", () => {
  it("fills the end from the start and the chosen length (length × 30 days) until the client edits it by hand", async () => {
    const d = await openDialog({ availability: availabilityRecord({ availableTo: null, preferredContractLength: 3 }) });
    expect(d.end().value).toBe("");
    await d.user.type(d.start(), "2031-04-01");
    // 3 months: 90 days after the start.
    expect(d.end().value).toBe("2031-06-30");
    expect(d.inDialog.getByText("Follows the contract length until you change it.")).toBeTruthy();
    expect(d.inDialog.getByText(/^Duration:/).textContent).toBe("Duration: 90 days booked, of an intended 3-month contract");

    await d.user.selectOptions(d.length(), "18");
    expect(d.end().value).toBe("2032-09-22");
    await d.user.clear(d.start());
    await d.user.type(d.start(), "2031-05-01");
    expect(d.end().value).toBe("2032-10-22");

    // Once the client sets the end date, neither the start nor the length moves it.
    await d.user.clear(d.end());
    await d.user.type(d.end(), "2031-07-23");
    expect(d.inDialog.queryByText("Follows the contract length until you change it.")).toBeNull();
    await d.user.selectOptions(d.length(), "6");
    await d.user.clear(d.start());
    await d.user.type(d.start(), "2031-05-02");
    expect(d.end().value).toBe("2031-07-23");
    expect(d.inDialog.getByText(/^Duration:/).textContent).toBe("Duration: 82 days booked, of an intended 6-month contract");
  });
});

describe("PreBookingDialog: estimated cost", () => {
  it("shows a week and the total at the expert's rate and 40 hours a week, updating as the dates change", async () => {
    const d = await openDialog();
    expect(d.inDialog.queryByTestId("cost-estimate")).toBeNull();

    // 14 days, both counted: 2 weeks of $95 × 40 h.
    await d.dates("2031-04-01", "2031-04-14");
    const estimate = () => d.inDialog.getByTestId("cost-estimate");
    expect(estimate().textContent).toContain("≈ $3,800 a week · $7,600 in total");
    expect(estimate().textContent).toContain("About $3,800 a week, $7,600 in total");
    expect(estimate().textContent).toContain("at $95/hr and 40 hours a week, both dates included");

    // 10 days: 380,000 × 10 / 7 = 542,857 cents, about $5,429.
    await d.user.clear(d.end());
    await d.user.type(d.end(), "2031-04-10");
    expect(estimate().textContent).toContain("≈ $3,800 a week · $5,429 in total");

    await d.user.clear(d.end());
    await d.user.type(d.end(), "2031-04-01");
    expect(d.inDialog.queryByTestId("cost-estimate")).toBeNull();
  });
});

describe("PreBookingDialog: contract length, pre-interview and notes", () => {
  it("offers 3, 6, 12, 18 and 24 months, starting at the expert's preferred length", async () => {
    const d = await openDialog();
    const options = within(d.length())
      .getAllByRole("option")
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ["3", "3 months"],
      ["6", "6 months"],
      ["12", "12 months"],
      ["18", "18 months"],
      ["24", "24 months"],
    ]);
    expect(d.length().value).toBe("12");
  });

  it("starts at 6 months when the expert's preferred length is not one of the choices", async () => {
    const d = await openDialog({ availability: availabilityRecord({ preferredContractLength: 9 }) });
    expect(d.length().value).toBe("6");
  });

  it("asks for a pre-interview by default and explains what happens either way", async () => {
    const d = await openDialog();
    expect(d.preInterview().checked).toBe(true);
    expect(d.inDialog.getByText(PRE_INTERVIEW_TEXT)).toBeTruthy();

    await d.user.click(d.preInterview());
    expect(d.preInterview().checked).toBe(false);
    expect(d.inDialog.getByText(APPROVAL_TEXT)).toBeTruthy();
    expect(d.inDialog.queryByText(PRE_INTERVIEW_TEXT)).toBeNull();
  });

  it("limits notes to 2000 characters", async () => {
    const d = await openDialog();
    expect(d.notes().maxLength).toBe(2000);
  });
});

describe("PreBookingDialog: the request", () => {
  it("sends SPEC's payload as JSON with the client's bearer token", async () => {
    const d = await openDialog({ book: booked, dreamTeamId: 5 });
    await d.dates("2031-04-01", "2031-07-01");
    await d.user.selectOptions(d.length(), "18");
    await d.user.type(d.notes(), "  Fraud models for the EU launch.  ");
    await d.submit();

    await waitFor(() => expect(d.bookings()).toHaveLength(1));
    const [request] = d.bookings();
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe("Bearer client-token");
    expect(request.body).toEqual({
      expertId: 31,
      dreamTeamId: 5,
      startDate: "2031-04-01",
      endDate: "2031-07-01",
      contractLength: 18,
      preInterviewRequested: true,
      notes: "Fraud models for the EU launch.",
    });
  });

  it("sends no dream team, no notes for blank notes, and the pre-interview as unchecked", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-04-01", "2031-05-01");
    await d.user.click(d.preInterview());
    await d.user.type(d.notes(), "   ");
    await d.submit();

    await waitFor(() => expect(d.bookings()).toHaveLength(1));
    expect(d.bookings()[0].body).toEqual({
      expertId: 31,
      dreamTeamId: null,
      startDate: "2031-04-01",
      endDate: "2031-05-01",
      contractLength: 12,
      preInterviewRequested: false,
      notes: null,
    });
  });

  it("on success says it was submitted, hands on the booking and closes", async () => {
    const d = await openDialog({ book: booked });
    await d.dates("2031-04-01", "2031-05-01");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Pre-booking submitted", description: "Grace Hopper will be notified of your request." });
    expect(d.onBooked).toHaveBeenCalledTimes(1);
    expect(d.onBooked.mock.calls[0][0]).toMatchObject({ id: 77, status: "pending", startDate: "2031-04-01", endDate: "2031-05-01" });
    expect(d.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("reads 'Submitting...' and cannot be sent twice while the request is in flight", async () => {
    const answer = deferred();
    const d = await openDialog({ book: () => answer.reply });
    await d.dates("2031-04-01", "2031-05-01");
    await d.submit();

    const busy = await d.inDialog.findByRole("button", { name: "Submitting..." });
    expect(busy).toHaveProperty("disabled", true);
    await d.user.click(busy);
    expect(d.bookings()).toHaveLength(1);

    answer.resolve(json(201, preBooking()));
    await waitFor(() => expect(d.onBooked).toHaveBeenCalled());
  });

  it.each(["Cancel", "Close pre-booking"])("closes on '%s' without sending anything", async (name) => {
    const d = await openDialog({ book: booked });
    await d.user.click(d.inDialog.getByRole("button", { name }));
    expect(d.onOpenChange).toHaveBeenCalledWith(false);
    expect(d.bookings()).toHaveLength(0);
  });

  it("puts a 400's issue on notes or contract length on that field", async () => {
    const d = await openDialog({
      book: () =>
        validationError([
          { path: "notes", message: "Must be at most 2000 characters" },
          { path: "contractLength", message: "Contract length must be one of 3, 6, 12, 18, 24 months" },
        ]),
    });
    await d.dates("2031-04-01", "2031-05-01");
    await d.submit();

    await findToast();
    expect(await findFieldError(d.notes())).toBe("Must be at most 2000 characters");
    expect(await findFieldError(d.length())).toBe("Contract length must be one of 3, 6, 12, 18, 24 months");
  });
});

describe("PreBookingDialog: server refusals", () => {
  it("puts a 400's date issue on its field, shows the message and stays open with the values kept", async () => {
    const message = "The expert is only available from 1 Apr 2031.";
    // The service's refusal (server/pre-bookings/pre-bookings.service.ts): the rule's text as the
    // message and as the one detail. Here the dialog could not read the window, so it let it through.
    const d = await openDialog({ availability: "error", book: () => apiError(400, "bad_request", message, [{ path: "startDate", message }]) });
    await d.dates("2031-03-20", "2031-05-01");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Pre-booking failed", description: message });
    expect(await findFieldError(d.start())).toBe(message);
    expect(d.onBooked).not.toHaveBeenCalled();
    expect(d.onOpenChange).not.toHaveBeenCalled();
    expect(d.start().value).toBe("2031-03-20");
    expect(d.end().value).toBe("2031-05-01");
  });

  it("shows the message of a 409 (the window changed meanwhile)", async () => {
    const d = await openDialog({
      book: () => apiError(409, "conflict", "The expert's availability has just changed. Please check the dates and try again."),
    });
    await d.dates("2031-04-01", "2031-05-01");
    await d.submit();

    expect(await findToast()).toEqual({
      title: "Pre-booking failed",
      description: "The expert's availability has just changed. Please check the dates and try again.",
    });
    expect(d.onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to submit pre-booking' when the answer carries no message", async () => {
    const d = await openDialog({ book: () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }) });
    await d.dates("2031-04-01", "2031-05-01");
    await d.submit();

    expect(await findToast()).toEqual({ title: "Pre-booking failed", description: "Failed to submit pre-booking" });
    expect(shownToasts()).toHaveLength(1);
  });
});
