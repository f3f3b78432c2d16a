// What each `refresh` topic of the live stream refreshes among the real query keys of the domains,
// and the session check after the stream says the sign-in ended.
import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LiveNotification, RefreshTopic } from "@shared/contracts/notifications";
import { authKeys } from "@/features/auth/api/keys";
import { candidateKeys } from "@/features/candidates/api/keys";
import { expertKeys } from "@/features/experts/api/keys";
import { notificationKeys } from "@/features/notifications/api/keys";
import { preBookingKeys } from "@/features/pre-bookings/api/keys";
import { stubEventSource } from "@/test/event-source";
import { renderWithApp } from "@/test/render";
import { LiveUpdates } from "./live-updates";

const SHOWN = {
  expertBookings: preBookingKeys.expert(7),
  clientBookings: preBookingKeys.client(2),
  adminBookings: preBookingKeys.admin({ limit: 20, offset: 0, q: "", status: "all" }),
  match: ["/api/match", { mustHave: ["Python"] }],
  teamPlan: ["/api/dream-teams", 4, "plan", { weeks: 12 }],
  unread: notificationKeys.unreadCount,
  session: authKeys.currentUser,
  experts: ["/api/experts", { limit: 6 }],
  ownProfile: expertKeys.profile(7),
  ownReview: expertKeys.ownReview,
  candidateProfile: candidateKeys.profile,
} as const;
type Name = keyof typeof SHOWN;

const fetches = new Map<Name, number>();

function Shown({ name }: { name: Name }) {
  const query = useQuery({
    queryKey: SHOWN[name],
    queryFn: () => {
      fetches.set(name, (fetches.get(name) ?? 0) + 1);
      return Promise.resolve(fetches.get(name)!);
    },
  });
  return <p data-testid={name}>{query.data ?? 0}</p>;
}

const counts = () => Object.fromEntries((Object.keys(SHOWN) as Name[]).map((name) => [name, Number(screen.getByTestId(name).textContent)]));
const PROFILE = { ownProfile: 1, ownReview: 1, candidateProfile: 1 };
const all = (n: number) => Object.fromEntries(Object.keys(SHOWN).map((name) => [name, n]));

async function renderPage() {
  fetches.clear();
  const opened = stubEventSource();
  renderWithApp(
    <>
      <LiveUpdates />
      {(Object.keys(SHOWN) as Name[]).map((name) => (
        <Shown key={name} name={name} />
      ))}
    </>,
  );
  await waitFor(() => expect(counts()).toEqual(all(1)));
  return opened[0];
}

function notification(id: number, refresh: RefreshTopic[]): LiveNotification {
  return { id, kind: "pre-booking.confirmed", title: "Booking confirmed", body: "", link: "/client/dashboard", read: false, readAt: null, createdAt: "2031-01-15T10:00:00.000Z", refresh };
}

describe("LiveUpdates", () => {
  it("refreshes every pre-booking list and the answers that depend on free days for a pre-booking change, and the bell for a notice", async () => {
    const stream = await renderPage();
    act(() => stream.emit("notification", notification(5, ["notifications", "pre-bookings"]), 5));
    await waitFor(() =>
      expect(counts()).toEqual({ ...all(2), session: 1, experts: 1, ...PROFILE }),
    );

    act(() => stream.emit("notification", notification(6, ["notifications"]), 6));
    await waitFor(() => expect(counts().unread).toBe(3));
    expect(counts()).toEqual({ ...all(2), unread: 3, session: 1, experts: 1, ...PROFILE });
  });

  it("refreshes the person's own profile, application and the bell when their application is reviewed", async () => {
    const stream = await renderPage();
    act(() => stream.emit("notification", { ...notification(7, ["notifications", "profile"]), kind: "review.rejected" }, 7));
    await waitFor(() => expect(counts().ownReview).toBe(2));
    expect(counts()).toEqual({ ...all(1), unread: 2, ownProfile: 2, ownReview: 2, candidateProfile: 2 });
  });

  it("checks the session again when the stream says the sign-in ended", async () => {
    const stream = await renderPage();
    act(() => stream.emit("signed-out", {}));
    await waitFor(() => expect(counts().session).toBe(2));
    expect(counts()).toEqual({ ...all(1), session: 2 });
  });

  it("refreshes everything shown when the stream is live", async () => {
    const stream = await renderPage();
    act(() => stream.emit("ready", { lastId: 4 }, 4));
    await waitFor(() => expect(counts()).toEqual(all(2)));
  });
});
