// Our own scheduler for /booking: free slots in the visitor's zone, the form, and the confirmation.
import { useDeferredValue, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { BookedDiscoveryCall } from "@shared/contracts/discovery-calls";
import { DISCOVERY_MESSAGES } from "@shared/discovery-messages";
import { groupByLocalDate, visitorDays } from "@shared/visitor-days";
import { ApiError, errorMessage, fieldErrors, isNetworkError } from "@/lib/api-client";
import { useDiscoverySlots } from "../api/get-discovery-slots";
import { browserTimeZone, formatDayLong, formatTime, placeName, zoneAbbreviation } from "@/lib/calendar-date";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingForm, type BookingFormFields, type SetFieldError } from "./booking-form";
import { OfficeHoursNote } from "./office-hours-note";
import { SlotPicker } from "./slot-picker";
import { wallClock } from "@shared/calendar";

// A page's first Intl formatter costs its main thread tens of milliseconds on a phone (the runtime
// loads its locale data); reading the zone once as this module loads, in a task of its own, keeps
// that out of the hydration task that first reads it below.
if (typeof window !== "undefined") setTimeout(browserTimeZone, 0);

const noopSubscribe = () => () => {};
/** Null while prerendering and hydrating: the zone is the browser's, known only there. */
function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(noopSubscribe, browserTimeZone, () => null);
}

const FORM_FIELDS: readonly BookingFormFields[] = ["name", "email", "company", "needs"];
const NETWORK_MESSAGE = "We could not reach the server. Please check your connection and try again.";

export function DiscoveryCallScheduler() {
  const visitorZone = useVisitorTimeZone();
  // The server offers only slots between 07:00 and 20:00 of the visitor's day, so it is told the zone.
  const slotsQuery = useDiscoverySlots(visitorZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [selectedSlot, setSelectedSlot] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedDiscoveryCall | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The times are grouped and drawn in a render React may pause (a transition), not in the task
  // that takes in the server's answer: the page stays responsive while they appear.
  const data = useDeferredValue(slotsQuery.data);
  // South African time, the first office's, is shown alongside the visitor's.
  const officeZone = data?.offices[0]?.timeZone ?? "Africa/Johannesburg";
  const zone = visitorZone ?? "UTC";
  // Until the times arrive the picker shows placeholders: no day is read (the page hydrates
  // without making a date formatter).
  const { slotsByDay, days } = useMemo(() => {
    if (!data) return { slotsByDay: new Map<string, string[]>(), days: [] };
    return { slotsByDay: groupByLocalDate(data.slots, zone), days: visitorDays(new Date(), zone, data.slots.at(-1), 7) };
  }, [data, zone]);

  // The first day with a free slot until the visitor picks one.
  const selectedDay = chosenDay ?? days.find((d) => slotsByDay.has(d)) ?? days[0] ?? null;
  const slotStillFree = selectedSlot !== null && (data?.slots.includes(selectedSlot) ?? false);
  const slot = slotStillFree ? selectedSlot : null;

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked}
        visitorZone={zone}
        officeZone={officeZone}
        onBookAnother={() => {
          setBooked(null);
          setSelectedSlot(null);
          setNotice(null);
        }}
      />
    );
  }

  const showNotice = (message: string) => {
    setNotice(message);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const onFailed = (err: unknown, setFieldError: SetFieldError) => {
    if (err instanceof ApiError && err.status === 409) {
      setSelectedSlot(null);
      showNotice(errorMessage(err, DISCOVERY_MESSAGES.taken));
      return;
    }
    const fields = fieldErrors(err);
    const formField = FORM_FIELDS.find((f) => fields[f]);
    for (const f of FORM_FIELDS) if (fields[f]) setFieldError(f, fields[f]);
    if (fields.slotStart) setSelectedSlot(null);
    if (!formField || fields.slotStart || fields.timeZone) {
      showNotice(isNetworkError(err) ? NETWORK_MESSAGE : (fields.slotStart ?? fields.timeZone ?? errorMessage(err, DISCOVERY_MESSAGES.failed)));
    }
  };

  const sample = selectedDay ? (slotsByDay.get(selectedDay)?.[0] ?? `${selectedDay}T12:00:00Z`) : new Date().toISOString();

  const picker = (loading: boolean) => (
    <SlotPicker
      days={days}
      slotsByDay={slotsByDay}
      selectedDay={selectedDay}
      onSelectDay={(day) => {
        setChosenDay(day);
        setNotice(null);
      }}
      selectedSlot={slot}
      onSelectSlot={(s) => {
        setSelectedSlot(s);
        setNotice(null);
      }}
      visitorZone={zone}
      officeZone={officeZone}
      loading={loading}
    />
  );

  return (
    <div className="container grid gap-10 py-10 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="pick-time-title" className="min-w-0">
        <h2 id="pick-time-title" className="text-2xl font-bold">
          1. Pick a time
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {visitorZone ? (
            <>
              Times are shown in your time zone, <strong className="text-foreground">{placeName(zone)}</strong> (
              {zoneAbbreviation(sample, zone)}), with South African time alongside.
            </>
          ) : (
            "Times are shown in your time zone, with South African time alongside."
          )}
        </p>
        {/* The note and the times arrive in one answer and appear together: a line arriving above
            the times a moment after them would move the day a visitor is clicking. */}
        {data && visitorZone && <OfficeHoursNote hours={data} visitorZone={zone} />}

        <div
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className={notice ? "mt-4 rounded-md border border-destructive bg-red-50 px-4 py-3 text-sm font-medium text-destructive outline-none" : "sr-only"}
        >
          {notice}
        </div>

        <div className="mt-6">
          {slotsQuery.isError ? (
            <div role="alert" className="rounded-md border border-border p-6 text-center">
              <p>{errorMessage(slotsQuery.error, "We could not load the free times.")}</p>
              <button type="button" className="mt-3 font-semibold text-accent underline" onClick={() => void slotsQuery.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            picker(!data)
          )}
        </div>
      </section>

      <section aria-labelledby="your-details-title" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <h2 id="your-details-title" className="text-2xl font-bold">
          2. Your details
        </h2>
        <div className="mt-4">
          <BookingForm
            chosen={slot ? `${formatDayLong(wallClock(slot, zone).date)} at ${formatTime(slot, zone)} your time (${formatTime(slot, officeZone)} in ${placeName(officeZone)})` : null}
            slot={slot}
            timeZone={zone}
            onMissingSlot={() => showNotice(DISCOVERY_MESSAGES.slot)}
            onSending={() => setNotice(null)}
            onBooked={setBooked}
            onFailed={onFailed}
          />
        </div>
      </section>
    </div>
  );
}
