// The client's and the expert's pre-booking lists load a page at a time: 'Show more' asks the server
// for the next page, and the figure shown is the server's total, not how many rows are loaded.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PreBooking } from "@shared/contracts/pre-bookings";
import { OWN_LIST_PAGE_SIZE } from "@/lib/paged-list";
import { apiError, json, sentTo, stubFetch, type RecordedRequest } from "@/test/fetch";
import { preBooking } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { ClientPreBookings } from "./client-pre-bookings";
import { ExpertPreBookings } from "./expert-pre-bookings";
import { formatMoment } from "@/lib/calendar-date";

/** More than one page, and a last page that is not full. */
const TOTAL = OWN_LIST_PAGE_SIZE + 7;
const rows: PreBooking[] = Array.from({ length: TOTAL }, (_, i) => preBooking({ id: 1000 - i, expertName: `Expert ${i + 1}`, clientName: `Client ${i + 1}` }));

/** Answers ?limit&offset like the server: that slice of the rows, and the total in X-Total-Count. */
function pageOf(request: RecordedRequest) {
  const query = new URL(request.url, "http://localhost").searchParams;
  const limit = Number(query.get("limit"));
  const offset = Number(query.get("offset"));
  const res = json(200, rows.slice(offset, offset + limit));
  res.headers.set("X-Total-Count", String(TOTAL));
  return res;
}

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "user-token");
});

describe("ClientPreBookings", () => {
  it("shows the first page with the total, and the rest after 'Show more'", async () => {
    const requests = stubFetch({ "GET /api/pre-bookings/client/12": pageOf });
    const { user } = renderWithApp(<ClientPreBookings clientId={12} onBrowseExperts={() => {}} />);

    const list = await screen.findByRole("list", { name: "Your pre-bookings" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(OWN_LIST_PAGE_SIZE);
    expect(screen.getByText(`Showing ${OWN_LIST_PAGE_SIZE} of ${TOTAL} pre-bookings`)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(TOTAL));
    expect(screen.getByText(`Showing ${TOTAL} of ${TOTAL} pre-bookings`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(within(list).getByText(`Expert ${TOTAL}`)).toBeTruthy();
    // The company's list: each card says which member booked it.
    expect(within(list).getAllByTestId("pre-booking-booked-by").map((e) => e.textContent)).toEqual(rows.map((r) => r.clientName));
    expect(sentTo(requests, "GET /api/pre-bookings/client/12").map((r) => r.url)).toEqual([
      `/api/pre-bookings/client/12?limit=${OWN_LIST_PAGE_SIZE}&offset=0`,
      `/api/pre-bookings/client/12?limit=${OWN_LIST_PAGE_SIZE}&offset=${OWN_LIST_PAGE_SIZE}`,
    ]);
  });

  it("offers no 'Show more' when one page holds every booking", async () => {
    stubFetch({
      "GET /api/pre-bookings/client/12": () => {
        const res = json(200, rows.slice(0, 3));
        res.headers.set("X-Total-Count", "3");
        return res;
      },
    });
    renderWithApp(<ClientPreBookings clientId={12} onBrowseExperts={() => {}} />);
    expect(await screen.findByText("Showing 3 of 3 pre-bookings")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});

describe("ExpertPreBookings", () => {
  it("keeps what is shown when the next page fails, and says so", async () => {
    let calls = 0;
    stubFetch({
      "GET /api/pre-bookings/expert/31": (request) => (++calls === 1 ? pageOf(request) : apiError(500, "internal", "Something went wrong")),
    });
    const { user } = renderWithApp(<ExpertPreBookings expertId={31} />);
    const region = await screen.findByRole("region", { name: "Recent Pre-bookings" });
    expect(within(region).getAllByRole("article")).toHaveLength(OWN_LIST_PAGE_SIZE);
    expect(within(region).getByText(`Showing ${OWN_LIST_PAGE_SIZE} of ${TOTAL} pre-bookings`)).toBeTruthy();

    await user.click(within(region).getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(within(region).getAllByRole("article")).toHaveLength(OWN_LIST_PAGE_SIZE);
  });
});

describe("the expiry of a pending request", () => {
  it("is the server's, shown as it came, and only while the request is pending", async () => {
    const expiresAt = "2031-03-15T09:00:00.000Z";
    // In the reader's own zone and words, as every moment on a screen.
    const shown = formatMoment(expiresAt);
    stubFetch({
      "GET /api/pre-bookings/expert/31": () => {
        const res = json(200, [preBooking({ id: 1, clientName: "Waiting Client", expiresAt }), preBooking({ id: 2, clientName: "Settled Client", status: "confirmed" })]);
        res.headers.set("X-Total-Count", "2");
        return res;
      },
    });
    renderWithApp(<ExpertPreBookings expertId={31} />);
    const waiting = await screen.findByRole("article", { name: "Pre-booking from Waiting Client · Analytical Engines Ltd" });
    expect(within(waiting).getByTestId("pre-booking-expires").textContent).toBe(`Answer by ${shown}, or it is declined automatically.`);
    const settled = screen.getByRole("article", { name: "Pre-booking from Settled Client · Analytical Engines Ltd" });
    expect(within(settled).queryByTestId("pre-booking-expires")).toBeNull();
  });
});
