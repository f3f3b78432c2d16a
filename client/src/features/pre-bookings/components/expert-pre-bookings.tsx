// The signed-in expert's recent pre-bookings (SPEC.md "/expert/dashboard"): a list that scrolls
// past 600px, with confirm and decline only while a request is pending.
import { PREBOOKING_LIST_MAX_HEIGHT_PX, type PreBookingStatus } from "@shared/constants";
import { PRE_BOOKING_MESSAGES, type PreBooking } from "@shared/contracts/pre-bookings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useExpertPreBookings } from "../api/get-expert-pre-bookings";
import { useUpdatePreBookingStatus } from "../api/update-pre-booking-status";
import { durationLabel } from "../lib/format";
import { BookingStatusBadge } from "./booking-status-badge";
import { formatDay, formatUtcMoment } from "@shared/calendar";

export interface ExpertPreBookingsProps {
  /** The signed-in expert's id (their user id). */
  expertId: number;
  /** Heading level of the card title, to fit the page outline. */
  headingLevel?: "h2" | "h3";
  className?: string;
}

export function ExpertPreBookings({ expertId, headingLevel = "h2", className }: ExpertPreBookingsProps) {
  const bookings = useExpertPreBookings(expertId);
  const titleId = `expert-pre-bookings-${expertId}`;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as={headingLevel} id={titleId}>
          Recent Pre-bookings
        </CardTitle>
        <CardDescription>Requests from clients who want to book you. Confirm or decline each pending request.</CardDescription>
      </CardHeader>
      <CardContent>
        {bookings.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading pre-bookings" className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : bookings.data === undefined ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(bookings.error, "Could not load your pre-bookings.")}
          </p>
        ) : bookings.data.items.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{PRE_BOOKING_MESSAGES.empty}</p>
        ) : (
          // Focusable so keyboard users can scroll it; labelled by the card title.
          <div
            role="region"
            aria-labelledby={titleId}
            tabIndex={0}
            className="overflow-y-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            style={{ maxHeight: PREBOOKING_LIST_MAX_HEIGHT_PX }}
            data-testid="expert-pre-bookings-scroll"
          >
            <ul className="flex flex-col gap-3 pr-1">
              {bookings.data.items.map((booking) => (
                <li key={booking.id}>
                  <ExpertBookingItem booking={booking} />
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
        )}
      </CardContent>
    </Card>
  );
}

function ExpertBookingItem({ booking }: { booking: PreBooking }) {
  const update = useUpdatePreBookingStatus();
  const answer = (status: Extract<PreBookingStatus, "confirmed" | "declined">) =>
    update.mutate(
      { bookingId: booking.id, status },
      {
        onSuccess: () => toast({ title: status === "confirmed" ? PRE_BOOKING_MESSAGES.confirmed : PRE_BOOKING_MESSAGES.declined }),
        onError: (err) =>
          toast({
            title: PRE_BOOKING_MESSAGES.updateFailed.title,
            description: errorMessage(err, PRE_BOOKING_MESSAGES.updateFailed.description),
            variant: "destructive",
          }),
      },
    );
  const who = booking.companyName ? `${booking.clientName} · ${booking.companyName}` : booking.clientName;
  return (
    <article className={cn("rounded-lg border border-border p-4", booking.status === "pending" && "border-amber-300 bg-amber-50/40")} aria-label={`Pre-booking from ${who}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{who}</p>
          <p className="text-sm text-muted-foreground">
            {formatDay(booking.startDate)} – {formatDay(booking.endDate)} · {durationLabel(booking.startDate, booking.endDate)}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="mt-2 text-sm">
        {booking.contractLength} months · {booking.preInterviewRequested ? "Pre-interview requested" : "No pre-interview"}
        {booking.dreamTeamName ? ` · Team: ${booking.dreamTeamName}` : ""}
      </p>
      {booking.notes && <p className="mt-2 whitespace-pre-line text-sm text-muted-foreground">{booking.notes}</p>}
      {booking.expiresAt && (
        <p className="mt-2 text-sm font-medium text-amber-900" data-testid="pre-booking-expires">
          Answer by {formatUtcMoment(booking.expiresAt)}, or it is declined automatically.
        </p>
      )}
      {booking.status === "declined" && booking.statusReason && <p className="mt-2 text-sm text-muted-foreground">{booking.statusReason}</p>}
      {booking.status === "pending" && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="accent" disabled={update.isPending} onClick={() => answer("confirmed")} aria-label={`Confirm pre-booking from ${who}`}>
            Confirm
          </Button>
          <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => answer("declined")} aria-label={`Decline pre-booking from ${who}`}>
            Decline
          </Button>
        </div>
      )}
    </article>
  );
}
