// What the visitor sees once the call is booked: the time in both zones, the meeting link and the calendar file.
import { useEffect, useRef } from "react";
import type { BookedDiscoveryCall } from "@shared/contracts/discovery-calls";
import { Button, buttonVariants } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { formatDayLong, formatTime, placeName, zoneAbbreviation } from "@/lib/calendar-date";
import { wallClock } from "@shared/calendar";

export interface BookingConfirmationProps {
  booking: BookedDiscoveryCall;
  visitorZone: string;
  officeZone: string;
  onBookAnother: () => void;
}

export function BookingConfirmation({ booking, visitorZone, officeZone, onBookAnother }: BookingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="container py-10">
      <section aria-labelledby="booking-confirmed-title" className="mx-auto max-w-2xl rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <CheckIcon className="h-5 w-5" />
          </span>
          <h2 id="booking-confirmed-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            Your discovery call is booked
          </h2>
        </div>
        <p className="mt-4 text-lg">
          {formatDayLong(wallClock(booking.slotStart, visitorZone).date)}, {formatTime(booking.slotStart, visitorZone)} –{" "}
          {formatTime(booking.slotEnd, visitorZone)}{" "}
          <span className="text-muted-foreground">({zoneAbbreviation(booking.slotStart, visitorZone)})</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          That is {formatTime(booking.slotStart, officeZone)} in {placeName(officeZone)}.
        </p>
        {booking.meetingUrl ? (
          <p className="mt-4 text-muted-foreground">
            Thank you, {booking.name}. We have e-mailed the confirmation, the calendar file and the video call link to{" "}
            <strong className="text-foreground">{booking.email}</strong>. The call takes place at{" "}
            <a href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" className="break-all font-semibold text-accent underline">
              {booking.meetingUrl}
            </a>
            .
          </p>
        ) : (
          <p className="mt-4 text-muted-foreground">
            Thank you, {booking.name}. We have e-mailed the confirmation to <strong className="text-foreground">{booking.email}</strong> and
            will send the video call link before the call. Add it to your calendar so you don&apos;t miss it.
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={booking.icsUrl}
            download
            className={buttonVariants({ size: "lg" })}
          >
            Add to calendar (.ics)
          </a>
          <Button variant="outline" size="lg" onClick={onBookAnother}>
            Book another call
          </Button>
        </div>
      </section>
    </div>
  );
}
