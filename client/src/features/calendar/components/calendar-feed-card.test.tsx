// The calendar feed card: the address in a read-only field, Copy (and what happens when the browser
// will not copy), and a new address only after a confirmation that says the old one stops working.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { CalendarFeedCard } from "./calendar-feed-card";

const OLD = { path: "/api/calendar/oldOLDold_-0123456789abcdefghijklmnopqrstuvwxy.ics", createdAt: "2031-03-01T10:00:00.000Z" };
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
  it("shows the private address, read-only, and copies it", async () => {
    stubFetch({ "GET /api/calendar": () => json(200, OLD) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    expect(screen.getByRole("region", { name: "Calendar feed" })).toBeTruthy();
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(address(OLD)));
    expect(field.readOnly).toBe(true);

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Feed address copied")).toBeTruthy();
    expect(await window.navigator.clipboard.readText()).toBe(address(OLD));
  });

  it("selects the address for copying by hand when the browser has no clipboard to write to", async () => {
    stubFetch({ "GET /api/calendar": () => json(200, OLD) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(address(OLD)));
    Object.defineProperty(window.navigator, "clipboard", { value: undefined, configurable: true });

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(/select the address and copy it yourself/)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, address(OLD).length]);
  });

  it("makes a new address only once confirmed, after saying the old one stops working", async () => {
    const requests = stubFetch({ "GET /api/calendar": () => json(200, OLD), "POST /api/calendar/rotate": () => json(200, NEW) });
    const { user } = renderWithApp(<CalendarFeedCard />);
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(address(OLD)));

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
    expect(field.value).toBe(address(NEW));
  });

  it("says so when the new address could not be made, and keeps the dialog open", async () => {
    stubFetch({ "GET /api/calendar": () => json(200, OLD), "POST /api/calendar/rotate": () => apiError(503, "unavailable", "The service is busy. Please try again.") });
    const { user } = renderWithApp(<CalendarFeedCard />);
    await screen.findByLabelText("Your feed address");
    await user.click(screen.getByRole("button", { name: "Make a new address" }));
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
    const field = (await screen.findByLabelText("Your feed address")) as HTMLInputElement;
    expect(field.value).toBe(address(OLD));
  });
});
