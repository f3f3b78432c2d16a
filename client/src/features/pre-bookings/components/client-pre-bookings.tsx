// The client's pre-bookings tab: one card per request, or SPEC's empty state. A declined request
// shows why, and the experts the match offered instead.
import type { ReactNode } from "react";
import type { PreBooking } from "@shared/contracts/pre-bookings.answers";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatMoment } from "@/lib/calendar-date";
import { useClientPreBookings } from "../api/get-client-pre-bookings";
import { lengthsLabel } from "../lib/format";
import { BookingStatusBadge } from "./booking-status-badge";
import { formatDay } from "@shared/calendar";

export interface ClientPreBookingsProps {
  clientId: number;
  /** Shown as the empty state's 'Browse Experts' button. */
  onBrowseExperts: () => void;
  /** More for a booking's card (scheduling the interview it asked for). */
  renderActions?: (booking: PreBooking) => ReactNode;
}

export function ClientPreBookings({ clientId, onBrowseExperts, renderActions }: ClientPreBookingsProps) {
  const bookings = useClientPreBookings(clientId);
  if (bookings.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading pre-bookings" className="grid gap-4">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (bookings.data === undefined) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(bookings.error, "Could not load your pre-bookings.")}
      </p>
    );
  }
  if (bookings.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-6 py-12 text-center">
        <p className="text-lg font-semibold">No prebookings yet</p>
        <p className="text-sm text-muted-foreground">Book an expert from the list to send your first request.</p>
        <Button variant="accent" onClick={onBrowseExperts}>
          Browse Experts
        </Button>
      </div>
    );
  }
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your pre-bookings">
        {bookings.data.items.map((booking) => (
          <li key={booking.id} id={`pre-booking-${booking.id}`} className="scroll-mt-24">
            <ClientBookingCard booking={booking} actions={renderActions?.(booking)} />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={bookings.data.items.length}
        total={bookings.data.total}
        noun="pre-bookings"
        loading={bookings.isFetchingNextPage}
        failed={bookings.isFetchNextPageError}
        onShowMore={() => void bookings.fetchNextPage()}
      />
    </div>
  );
}

const PRE_INTERVIEW_WORDS = { none: "Requested, not booked yet", scheduled: "Requested, scheduled", passed: "Passed", failed: "Not passed" } as const;

export function ClientBookingCard({ booking, actions }: { booking: PreBooking; actions?: ReactNode }) {
  const declinedBy = booking.status === "declined";
  return (
    <Card className="h-full" data-testid="client-pre-booking">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>{booking.expertName}</CardTitle>
            <p className="text-sm text-muted-foreground">{booking.expertRole}</p>
          </div>
          <BookingStatusBadge status={booking.status} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Dates</dt>
          <dd>
            {formatDay(booking.startDate)} – {formatDay(booking.endDate)}
          </dd>
          <dt className="text-muted-foreground">Length</dt>
          <dd>{lengthsLabel(booking.startDate, booking.endDate, booking.contractLength)}</dd>
          <dt className="text-muted-foreground">Pre-interview</dt>
          <dd>{booking.preInterview === null ? "Not requested" : PRE_INTERVIEW_WORDS[booking.preInterview]}</dd>
          <dt className="text-muted-foreground">Booked by</dt>
          <dd data-testid="pre-booking-booked-by">{booking.clientName}</dd>
          {booking.dreamTeamName && (
            <>
              <dt className="text-muted-foreground">Dream team</dt>
              <dd>{booking.dreamTeamName}</dd>
            </>
          )}
        </dl>
        {booking.notes && <p className="whitespace-pre-line text-muted-foreground">{booking.notes}</p>}
        {booking.expiresAt && (
          <p className="text-muted-foreground" data-testid="pre-booking-expires">
            Waiting for the expert&apos;s answer until {formatMoment(booking.expiresAt)}; unanswered by then, it is declined automatically.
          </p>
        )}
        {declinedBy && booking.statusReason && (
          <p className="rounded-md bg-red-50 p-3 text-red-900" data-testid="decline-reason">
            {booking.statusReason}
          </p>
        )}
        {declinedBy && booking.alternatives.length > 0 && (
          <section aria-labelledby={`alternatives-${booking.id}`} className="flex flex-col gap-1">
            <h4 id={`alternatives-${booking.id}`} className="font-medium">
              Others who fit the same need and dates
            </h4>
            <ul className="flex flex-col gap-1">
              {booking.alternatives.map((a) => (
                <li key={a.expertId} className="break-words">
                  <span className="font-medium">{a.name}</span>
                  <span className="text-muted-foreground"> · {a.role}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
