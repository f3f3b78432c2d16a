// The admin console's Prebookings tab: every booking, searched (booking id, expert id, expert or client name) and
// filtered by status on the server; confirmed bookings can be marked completed.
import { useId, useState } from "react";
import type { PreBooking } from "@shared/contracts/pre-bookings";
import { PRE_BOOKING_STATUSES } from "@shared/constants";
import { DataTable, type Column } from "@/components/admin/data-table";
import { formatDay } from "@/components/admin/format";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useDebouncedSearch, useErrorToast } from "@/components/admin/list-parts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAdminPreBookings } from "../api/get-admin-pre-bookings";
import { useCompletePreBooking } from "../api/complete-pre-booking";
import type { BookingStatusFilter } from "../api/keys";
import { lengthsLabel } from "../lib/format";
import { bookingStatusStyle } from "../lib/status";
import { BookingStatusBadge } from "./booking-status-badge";

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...PRE_BOOKING_STATUSES.map((s) => ({ value: s, label: bookingStatusStyle(s).label })),
];

function CompleteButton({ booking }: { booking: PreBooking }) {
  const mutation = useCompletePreBooking();
  const onClick = () =>
    mutation.mutate(booking.id, {
      onSuccess: () => toast({ title: "Booking completed", description: `Booking #${booking.id} is marked completed.` }),
      onError: (err) => toast({ variant: "destructive", title: "Failed to update booking", description: errorMessage(err, "Something went wrong") }),
    });
  return (
    <Button size="sm" variant="outline" onClick={onClick} disabled={mutation.isPending} aria-label={`Mark completed: booking #${booking.id}`}>
      Mark completed
    </Button>
  );
}

const columns: Column<PreBooking>[] = [
  { key: "id", label: "Booking", cell: (b) => <span className="font-medium text-foreground">#{b.id}</span> },
  {
    key: "expert",
    label: "Expert",
    cell: (b) => (
      <>
        <span className="font-medium text-foreground">{b.expertName}</span> <span className="text-muted-foreground">#{b.expertId}</span>
        <span className="block text-muted-foreground">{b.expertRole}</span>
      </>
    ),
  },
  {
    key: "client",
    label: "Client",
    cell: (b) => (
      <>
        {b.clientName}
        {b.companyName && <span className="block text-muted-foreground">{b.companyName}</span>}
      </>
    ),
  },
  {
    key: "dates",
    label: "Dates",
    cell: (b) => (
      <>
        {formatDay(b.startDate)} – {formatDay(b.endDate)}
        <span className="block text-muted-foreground">{lengthsLabel(b.startDate, b.endDate, b.contractLength)}</span>
      </>
    ),
  },
  {
    key: "status",
    label: "Status",
    cell: (b) => <BookingStatusBadge status={b.status} />,
  },
  { key: "created", label: "Requested", cell: (b) => formatDay(b.createdAt) },
  { key: "actions", label: "Actions", hideLabel: true, cell: (b) => (b.status === "confirmed" ? <CompleteButton booking={b} /> : null), className: "md:text-right" },
];

export function AdminPreBookingsPanel() {
  const id = useId();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<BookingStatusFilter>("all");
  const [offset, setOffset] = useState(0);
  // Search as the admin types, once they pause.
  const q = useDebouncedSearch(text, () => setOffset(0));

  const bookings = useAdminPreBookings({ q, status, limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(bookings.error, bookings.errorUpdatedAt, "Could not load bookings", "Something went wrong");
  useClampedOffset(offset, bookings.data, ADMIN_PAGE_SIZE, setOffset);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Prebookings
      </h2>
      <form role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => e.preventDefault()}>
        <div className="flex-1">
          <Label htmlFor={`${id}-q`}>Search bookings</Label>
          <Input
            id={`${id}-q`}
            type="search"
            className="mt-1"
            value={text}
            maxLength={200}
            placeholder="Booking ID, expert ID, expert or client name"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="sm:w-48">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <div className="mt-1">
            <Select
              id={`${id}-status`}
              value={status}
              options={STATUS_OPTIONS}
              onChange={(e) => {
                setStatus(e.target.value as BookingStatusFilter);
                setOffset(0);
              }}
            />
          </div>
        </div>
      </form>
      {bookings.isPending ? (
        <ListSkeleton label="Loading bookings..." />
      ) : bookings.isError ? (
        <LoadError what="bookings" onRetry={() => void bookings.refetch()} />
      ) : bookings.data.items.length === 0 ? (
        <EmptyState>No bookings match your criteria</EmptyState>
      ) : (
        <div aria-busy={bookings.isFetching}>
          <DataTable caption="Pre-bookings" columns={columns} rows={bookings.data.items} rowKey={(b) => b.id} />
          <Pager label="Booking pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={bookings.data.items.length} total={bookings.data.total} capped={bookings.data.capped} onOffsetChange={setOffset} busy={bookings.isFetching} />
        </div>
      )}
    </section>
  );
}
