// The calendar feed card: the address in a read-only field once, when it is made, Copy (and what
// happens when the browser will not copy), since when there is one afterwards, and a new address
// only after a confirmation that says the old one stops working.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { CalendarFeedCard } from "./calendar-feed-card";

/** What GET answers: since when there is an address, never the address (the server keeps its hash). */
const NONE = { path: null, createdAt: null };
const OLD = { path: null, createdAt: "2031-03-01T10:00:00.000Z" };
/** What making one answers: the address, this once. */
const NEW = { path: "/api/calendar/newNEWnew_-0123456789abcdefghijklmnopqrstuvwxy.ics", createdAt: "2031-03-02T10:00:00.000Z" };
const address = (feed: { path: string }) => `${window.location.origin}${feed.path}`;

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const clipboard = Object.getOwnPropertyDescriptor(window.navigator, "clipboard");
afterEach(() => {
  if (clipboard) Object.defineProperty(window.navigator, "clipboard", clipboard);
});

describe("CalendarFeedCard", () => {
  it("makes the first address on request and shows it, read-only, this once, and copies it", async () => {
    const requests = stubFetch({ "GET /api/calendar": () => json(200, NONE), "POST /api/calendar/rotate": () => json(200, NEW) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    expect(screen.getByRole("region", { name: "Calendar feed" })).toBeTruthy();
    expect(await screen.findByText(/You have no feed address yet/)).toBeTruthy();
    expect(screen.queryByLabelText("Your feed address")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Make my feed address" }));
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    expect(sentTo(requests, "POST /api/calendar/rotate")).toHaveLength(1);
    expect(field.value).toBe(address(NEW));
    expect(field.readOnly).toBe(true);
    expect(screen.getByText("Copy it now: it is shown only this once.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Feed address copied")).toBeTruthy();
    expect(await window.navigator.clipboard.readText()).toBe(address(NEW));
  });

  it("selects the address for copying by hand when the browser has no clipboard to write to", async () => {
    stubFetch({ "GET /api/calendar": () => json(200, NONE), "POST /api/calendar/rotate": () => json(200, NEW) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    await user.click(await screen.findByRole("button", { name: "Make my feed address" }));
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    Object.defineProperty(window.navigator, "clipboard", { value: undefined, configurable: true });

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(/select the address and copy it yourself/)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, address(NEW).length]);
  });

  it("says when the first address could not be made", async () => {
    stubFetch({ "GET /api/calendar": () => json(200, NONE), "POST /api/calendar/rotate": () => apiError(503, "unavailable", "The service is busy. Please try again.") });
    const { user } = renderWithApp(<CalendarFeedCard />);
    await user.click(await screen.findByRole("button", { name: "Make my feed address" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The service is busy. Please try again.");
    expect(screen.queryByLabelText("Your feed address")).toBeNull();
  });

  it("says since when there is an address, never the address, and makes a new one only once confirmed", async () => {
    const requests = stubFetch({ "GET /api/calendar": () => json(200, OLD), "POST /api/calendar/rotate": () => json(200, NEW) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    expect(await screen.findByText(/You made your feed address on 1 Mar 2031/)).toBeTruthy();
    expect(screen.queryByLabelText("Your feed address")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Make a new address" }));
    let dialog = await screen.findByRole("dialog", { name: "Make a new feed address?" });
    expect(within(dialog).getByText(/The current address stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep the current address" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentTo(requests, "POST /api/calendar/rotate")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Make a new address" }));
    dialog = await screen.findByRole("dialog", { name: "Make a new feed address?" });
    await user.click(within(dialog).getByRole("button", { name: "Make a new address" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentTo(requests, "POST /api/calendar/rotate")).toHaveLength(1);
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    expect(field.value).toBe(address(NEW));
  });

  it("says so when the new address could not be made, and keeps the dialog open", async () => {
    stubFetch({ "GET /api/calendar": () => json(200, OLD), "POST /api/calendar/rotate": () => apiError(503, "unavailable", "The service is busy. Please try again.") });
    const { user } = renderWithApp(<CalendarFeedCard />);
    await user.click(await screen.findByRole("button", { name: "Make a new address" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new feed address?" });
    await user.click(within(dialog).getByRole("button", { name: "Make a new address" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The service is busy. Please try again.");
  });

  it("says when the address could not be loaded, and tries again", async () => {
    let calls = 0;
    stubFetch({ "GET /api/calendar": () => (++calls === 1 ? apiError(500, "internal", "Something went wrong on our side.") : json(200, OLD)) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong on our side.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/You made your feed address on 1 Mar 2031/)).toBeTruthy();
  });
});
