// The signed-in expert's recent pre-bookings (SPEC.md "/expert/dashboard"): a list that scrolls
// past 600px, with confirm and decline only while a request is pending. A request that asked for a
// pre-interview is confirmed once it has passed; declining asks for the reason the client reads.
import { useId, useState, type FormEvent } from "react";
import { PREBOOKING_LIST_MAX_HEIGHT_PX } from "@shared/constants";
import { DECLINE_REASON_TEXT, DECLINE_REASONS, PRE_BOOKING_MESSAGES, type DeclineReason, type PreBooking, type PreInterviewState } from "@shared/contracts/pre-bookings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { formatMoment } from "@/lib/calendar-date";
import { cn } from "@/lib/cn";
import { useExpertPreBookings } from "../api/get-expert-pre-bookings";
import { useUpdatePreBookingStatus } from "../api/update-pre-booking-status";
import { lengthsLabel } from "../lib/format";
import { BookingStatusBadge } from "./booking-status-badge";
import { formatDay } from "@shared/calendar";

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

/** Where the client's pre-interview stands, as the expert reads it while a request waits. */
const PRE_INTERVIEW_WAIT: Record<Exclude<PreInterviewState, "passed">, string> = {
  none: "The client asked for a pre-interview first: you can confirm once they have interviewed you and recorded it as passed.",
  scheduled: "Your pre-interview with the client is scheduled: you can confirm once it is recorded as passed.",
  failed: "The client recorded the pre-interview as not passed, so this request cannot be confirmed.",
};

function ExpertBookingItem({ booking }: { booking: PreBooking }) {
  const update = useUpdatePreBookingStatus();
  const ids = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason | "">("");
  const [reasonMissing, setReasonMissing] = useState(false);
  const answer = (change: { status: "confirmed" } | { status: "declined"; reason: DeclineReason }) =>
    update.mutate(
      { bookingId: booking.id, ...change },
      {
        onSuccess: () => toast({ title: change.status === "confirmed" ? PRE_BOOKING_MESSAGES.confirmed : PRE_BOOKING_MESSAGES.declined }),
        onError: (err) =>
          toast({
            title: PRE_BOOKING_MESSAGES.updateFailed.title,
            description: errorMessage(err, PRE_BOOKING_MESSAGES.updateFailed.description),
            variant: "destructive",
          }),
      },
    );
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    answer({ status: "declined", reason });
  };
  const who = booking.companyName ? `${booking.clientName} · ${booking.companyName}` : booking.clientName;
  const waitsFor = booking.status === "pending" && booking.preInterview !== null && booking.preInterview !== "passed" ? PRE_INTERVIEW_WAIT[booking.preInterview] : null;
  const interviewText = !booking.preInterviewRequested ? "No pre-interview" : booking.preInterview === "passed" ? "Pre-interview passed" : "Pre-interview requested";
  return (
    <article className={cn("rounded-lg border border-border p-4", booking.status === "pending" && "border-amber-300 bg-amber-50/40")} aria-label={`Pre-booking from ${who}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{who}</p>
          <p className="text-sm text-muted-foreground">
            {formatDay(booking.startDate)} – {formatDay(booking.endDate)} · {lengthsLabel(booking.startDate, booking.endDate, booking.contractLength)}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="mt-2 text-sm">
        {interviewText}
        {booking.dreamTeamName ? ` · Team: ${booking.dreamTeamName}` : ""}
      </p>
      {booking.notes && <p className="mt-2 whitespace-pre-line text-sm text-muted-foreground">{booking.notes}</p>}
      {booking.expiresAt && (
        <p className="mt-2 text-sm font-medium text-amber-900" data-testid="pre-booking-expires">
          Answer by {formatMoment(booking.expiresAt)}, or it is declined automatically.
        </p>
      )}
      {booking.status === "declined" && booking.statusReason && <p className="mt-2 text-sm text-muted-foreground">{booking.statusReason}</p>}
      {waitsFor && (
        <p className="mt-2 text-sm" data-testid="pre-interview-first">
          {waitsFor}
        </p>
      )}
      {booking.status === "pending" && !declining && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!waitsFor && (
            <Button size="sm" variant="accent" disabled={update.isPending} onClick={() => answer({ status: "confirmed" })} aria-label={`Confirm pre-booking from ${who}`}>
              Confirm
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => setDeclining(true)} aria-label={`Decline pre-booking from ${who}`}>
            Decline
          </Button>
        </div>
      )}
      {booking.status === "pending" && declining && (
        <form className="mt-3 flex flex-col gap-2" onSubmit={decline} aria-label={`Decline pre-booking from ${who}`}>
          <label htmlFor={`${ids}-reason`} className="text-sm font-medium">
            Why are you declining? The client sees your reason.
          </label>
          <Select
            id={`${ids}-reason`}
            autoFocus
            placeholder="Choose a reason"
            value={reason}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? `${ids}-reason-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value as DeclineReason | "");
              setReasonMissing(false);
            }}
            options={DECLINE_REASONS.map((r) => ({ value: r, label: DECLINE_REASON_TEXT[r].label }))}
          />
          {reasonMissing && (
            <p id={`${ids}-reason-error`} role="alert" className="text-sm text-destructive">
              Choose a reason to decline.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={update.isPending}>
              Decline request
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
