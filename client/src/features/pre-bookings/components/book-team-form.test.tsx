// "Book the team": the body sent for the plan's dates, the 409 that names each member who cannot take
// it and why, other refusals, and exactly the lists a booking changes refreshed afterwards.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, deferred, json, sentTo, stubFetch, validationError, type Handler } from "@/test/fetch";
import { preBooking } from "@/test/fixtures";
import { findToast, renderWithApp } from "@/test/render";
import { BookTeamForm } from "./book-team-form";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

/** A fresh answer each time (a Response body is read once). */
const booked = () =>
  json(201, {
    teamId: 7,
    preBookings: [
      preBooking({ id: 41, expertId: 31, expertName: "Ruan Botha", dreamTeamId: 7, startDate: "2031-03-17", endDate: "2031-03-30" }),
      preBooking({ id: 42, expertId: 32, expertName: "Thandi Nkosi", dreamTeamId: 7, startDate: "2031-03-17", endDate: "2031-03-30" }),
    ],
  });

function renderForm(book: Handler, props: Partial<Parameters<typeof BookTeamForm>[0]> = {}) {
  const requests = stubFetch({ "POST /api/dream-teams/7/pre-bookings": book });
  const onBooked = vi.fn();
  const view = renderWithApp(
    <BookTeamForm target={{ kind: "team", teamId: 7 }} teamName="Risk Platform Squad" startDate="2031-03-17" endDate="2031-03-30" memberCount={2} onBooked={onBooked} {...props} />,
    { path: "/client/teams/7/plan" },
  );
  return {
    ...view,
    requests,
    onBooked,
    submit: () => view.user.click(screen.getByRole("button", { name: "Book the team (2)" })),
    bookings: () => sentTo(requests, "POST /api/dream-teams/7/pre-bookings"),
  };
}

describe("BookTeamForm", () => {
  it("books every member for the plan's dates with the pre-booking's other fields", async () => {
    const f = renderForm(booked);
    expect(screen.getByText(/Mon 17 Mar 2031 to Sun 30 Mar 2031\./)).toBeTruthy();
    await f.user.selectOptions(screen.getByLabelText("Contract length for the team"), "3");
    // One length, stated with the days booked so the two agree.
    expect(screen.getByText("13 days booked, of an intended 3-month contract, the same for every member.")).toBeTruthy();
    await f.user.click(screen.getByLabelText("Request a pre-interview"));
    expect(screen.getByText(/confirmed after expert approval$/)).toBeTruthy();
    await f.user.type(screen.getByLabelText("Notes"), "Fraud scoring platform");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Pre-booking submitted", description: "2 requests sent for Risk Platform Squad. Each expert is notified." });
    expect(f.bookings().map((r) => r.body)).toEqual([
      { startDate: "2031-03-17", endDate: "2031-03-30", contractLength: 3, preInterviewRequested: false, notes: "Fraud scoring platform" },
    ]);
    expect(f.onBooked).toHaveBeenCalledWith(2);
  });

  it("states one length for the whole team (6 months unless another is chosen), and asks for a pre-interview by default", async () => {
    const f = renderForm(booked);
    const length = screen.getByLabelText("Contract length for the team") as HTMLSelectElement;
    expect(Array.from(length.options).map((o) => o.value)).toEqual(["3", "6", "12", "18", "24"]);
    expect(length.value).toBe("6");
    await f.submit();

    await waitFor(() => expect(f.bookings()).toHaveLength(1));
    expect(f.bookings()[0].body).toEqual({ startDate: "2031-03-17", endDate: "2031-03-30", contractLength: 6, preInterviewRequested: true, notes: null });
  });

  it("names each member who cannot take it and why on a 409, and takes the keyboard there", async () => {
    const f = renderForm(() =>
      apiError(409, "team_not_bookable", "The team cannot be booked for these dates: Ruan Botha is already booked from 10 Mar 2031 to 20 Mar 2031. Thandi Nkosi is only available from 1 Apr 2031.", [
        { path: "members.31", expertId: 31, name: "Ruan Botha", reason: "already_booked", message: "is already booked from 10 Mar 2031 to 20 Mar 2031." },
        { path: "members.32", expertId: 32, name: "Thandi Nkosi", reason: "before_available_from", message: "is only available from 1 Apr 2031." },
      ] as unknown as { path: string; message: string }[]),
    );
    await f.submit();

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The team cannot be booked for these dates:")).toBeTruthy();
    expect(within(alert).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Ruan Botha is already booked from 10 Mar 2031 to 20 Mar 2031.",
      "Thandi Nkosi is only available from 1 Apr 2031.",
    ]);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const toast = await findToast();
    expect(toast.title).toBe("Pre-booking failed");
    expect(f.onBooked).not.toHaveBeenCalled();
  });

  it("says any other refusal in words", async () => {
    const f = renderForm(() => validationError([{ path: "startDate", message: "The start date cannot be in the past." }]));
    await f.submit();

    expect((await screen.findByRole("alert")).textContent).toBe("startDate: The start date cannot be in the past.");
  });

  it("offers no button without dates to book, and says why", () => {
    stubFetch({});
    renderWithApp(<BookTeamForm target={{ kind: "team", teamId: 7 }} teamName="Squad" startDate={null} endDate={null} memberCount={2} unavailableReason="There are no dates within a year when every member is free." />);

    expect(screen.getByText("There are no dates within a year when every member is free.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Book the team/ })).toBeNull();
  });

  it("refreshes exactly what a booking changes: the client's and each expert's bookings, plans, matches and availability searches", async () => {
    const answer = deferred();
    const f = renderForm(() => answer.reply);
    const keys = {
      clientBookings: ["/api/pre-bookings/client", 12],
      expertBookings: ["/api/pre-bookings/expert", 32],
      otherExpert: ["/api/pre-bookings/expert", 99],
      plan: ["/api/dream-teams", 7, "plan", { weeks: 2 }],
      match: ["/api/match", { mustHave: ["Python"] }],
      freeSearch: ["/api/experts", { availableFrom: "2031-03-17", weeks: 2, limit: 12 }, "pages"],
      plainSearch: ["/api/experts", { q: "spark", limit: 12 }, "pages"],
      teams: ["/api/dream-teams/client", 12],
    };
    for (const key of Object.values(keys)) f.queryClient.setQueryData(key, []);
    await f.submit();
    answer.resolve(booked());
    await waitFor(() => expect(f.onBooked).toHaveBeenCalled());

    const stale = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, f.queryClient.getQueryState(key)?.isInvalidated]));
    expect(stale).toEqual({
      clientBookings: true,
      expertBookings: true,
      otherExpert: false,
      plan: true,
      match: true,
      freeSearch: true,
      plainSearch: false,
      teams: false,
    });
  });
});
