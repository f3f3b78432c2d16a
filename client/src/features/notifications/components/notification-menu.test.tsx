// The bell: the unread figure is the server's count, and the list pages through the database with
// 'Show more' until the server's total is shown.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppNotification } from "@shared/contracts/notifications";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { findToast, renderWithApp } from "@/test/render";
import NotificationMenu from "./notification-menu";

function notice(id: number): AppNotification {
  return { id, kind: "pre-booking.created", title: `Request ${id}`, body: "A client asked for you.", link: null, read: id % 2 === 0, readAt: null, createdAt: "2031-01-15T10:00:00.000Z" };
}

function stubServer(total: number, unread: number, failFrom = Infinity) {
  const all = Array.from({ length: total }, (_, i) => notice(total - i));
  return stubFetch({
    "GET /api/notifications/unread-count": json(200, { count: unread }),
    "GET /api/notifications": (request) => {
      const params = new URL(request.url, "http://localhost").searchParams;
      const offset = Number(params.get("offset"));
      const limit = Number(params.get("limit"));
      if (offset >= failFrom) return apiError(503, "unavailable", "Try again shortly.");
      return new Response(JSON.stringify(all.slice(offset, offset + limit)), { status: 200, headers: { "X-Total-Count": String(total) } });
    },
  });
}

describe("NotificationMenu", () => {
  it("shows the server's unread count and pages the list to the server's total", async () => {
    const requests = stubServer(27, 14);
    const { user } = renderWithApp(<NotificationMenu />);
    const bell = await screen.findByRole("button", { name: "Notifications, 14 unread" });
    await user.click(bell);

    const panel = screen.getByRole("region", { name: "Your notifications" });
    const list = await within(panel).findByRole("list", { name: "Latest notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(within(panel).getByText("Showing 20 of 27")).toBeTruthy();

    await user.click(within(panel).getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(27));
    expect(within(panel).getByText("Showing 27 of 27")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Show more" })).toBeNull();
    expect(sentTo(requests, "GET /api/notifications").map((r) => r.url)).toEqual(["/api/notifications?limit=20&offset=0", "/api/notifications?limit=20&offset=20"]);
    // Oldest last, each once.
    expect(within(list).getAllByText(/^Request \d+/).map((el) => el.textContent?.replace(" (unread)", ""))).toEqual(Array.from({ length: 27 }, (_, i) => `Request ${27 - i}`));
  });

  it("offers no 'Show more' when everything fits on one page", async () => {
    stubServer(3, 1);
    const { user } = renderWithApp(<NotificationMenu />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = screen.getByRole("region", { name: "Your notifications" });
    await within(panel).findByText("Showing 3 of 3");
    expect(within(panel).queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("keeps what is shown and says why when the next page fails", async () => {
    stubServer(25, 0, 20);
    const { user } = renderWithApp(<NotificationMenu />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 0 unread" }));
    const panel = screen.getByRole("region", { name: "Your notifications" });
    await within(panel).findByText("Showing 20 of 25");
    await user.click(within(panel).getByRole("button", { name: "Show more" }));
    expect(await findToast()).toEqual({ title: "Could not load more notifications", description: "Try again shortly." });
    expect(within(panel).getAllByTestId("notification-item")).toHaveLength(20);
    expect(within(panel).getByRole("button", { name: "Show more" })).toBeTruthy();
  });
});
