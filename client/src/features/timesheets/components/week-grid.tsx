// One timesheet week as a grid of days × hours: the expert picks each day's hours in quarter hours,
// saves a draft or submits; the client approves or disputes with a reason; an approved week is
// locked and shown so. Days outside the engagement take no hours. What the reader may do comes from
// the server (`week.may`); the grid only mirrors it.
import { useId, useState, type FormEvent } from "react";
import { disputeWeekSchema, type SaveWeekInput, type TimesheetWeek } from "@shared/contracts/timesheets";
import { excessMinutes, weekTotalMinutes } from "@shared/flows/timesheet-week";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { browserTimeZone, zoneCity } from "@/lib/time-zones";
import { TIMESHEET_STATUS_STYLES } from "../lib/format";
import { MINUTE_STEPS, clockHours, hoursText } from "../lib/hours";
import { formatMoment } from "@/lib/calendar-date";
import { formatGridDay, formatLongDay } from "@shared/calendar";

type Days = SaveWeekInput["days"];

export interface WeekGridProps {
  week: TimesheetWeek;
  busy?: boolean;
  onSave?: (days: Days) => void;
  onSubmit?: (days: Days) => void;
  onApprove?: () => void;
  onDispute?: (reason: string) => void;
  /** The reader's zone from their profile; the browser's when not given. Times are shown in it. */
  timeZone?: string;
}

const HOUR_OPTIONS = MINUTE_STEPS.map((m) => ({ value: String(m), label: clockHours(m) }));

export function WeekGrid({ week, busy = false, onSave, onSubmit, onApprove, onDispute, timeZone }: WeekGridProps) {
  const id = useId();
  const [minutes, setMinutes] = useState<Record<string, number>>(() => Object.fromEntries(week.days.map((d) => [d.date, d.minutes])));
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const editable = week.may.edit;
  // The server's total and excess; while the expert types, the same rules (shared/flows/timesheet-week.ts)
  // applied to the hours not yet saved. Over the agreed hours, a week waits for the client.
  const total = editable ? weekTotalMinutes(week.days.map((d) => ({ minutes: minutes[d.date] ?? 0 }))) : week.totalMinutes;
  const over = editable ? excessMinutes(total, week.agreedMinutes) : week.excessMinutes;
  // The server refuses a week of zero hours, so it is not offered.
  const empty = total === 0;
  // Days to come are not sent: hours are recorded for days worked (the server refuses them ahead).
  const days = (): Days => week.days.filter((d) => d.inEngagement && d.hasCome).map((d) => ({ date: d.date, minutes: minutes[d.date] ?? 0 }));
  const style = TIMESHEET_STATUS_STYLES[week.status];

  const sendDispute = (event: FormEvent) => {
    event.preventDefault();
    const parsed = disputeWeekSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? "Please give a reason");
      return;
    }
    setReasonError(null);
    onDispute?.(parsed.data.reason);
  };

  return (
    <div className={cn("flex flex-col gap-4 rounded-lg border p-4 sm:p-5", week.locked ? "border-green-200 bg-green-50/40" : "border-border")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          Week of {formatLongDay(week.weekStart)}
        </h3>
        <Badge variant={style.variant}>{style.label}</Badge>
      </div>
      {week.locked && (
        <p className="text-sm text-green-900">
          Approved{week.autoApproved ? " automatically" : ""}
          {week.approvedAt ? ` on ${formatMoment(week.approvedAt, timeZone)}` : ""}. This week is locked: its hours can no longer change.
        </p>
      )}
      {week.status === "submitted" && week.submittedAt && (
        <p className="text-sm text-muted-foreground">
          Submitted {formatMoment(week.submittedAt, timeZone)}.{" "}
          {week.excessMinutes > 0
            ? "It is over the agreed hours, so it is never approved automatically: it waits for the client's answer."
            : week.autoApproveAt
              ? `Unanswered, it is approved automatically on ${formatMoment(week.autoApproveAt, timeZone)} (${zoneCity(timeZone ?? browserTimeZone() ?? "UTC")} time).`
              : ""}
        </p>
      )}
      {week.disputeReason && (week.status === "disputed" || week.status === "submitted") && (
        <p role={week.status === "disputed" ? "alert" : undefined} className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {week.status === "disputed" ? "Disputed" : "Disputed before"}
          {week.disputedAt ? ` on ${formatMoment(week.disputedAt, timeZone)}` : ""}: {week.disputeReason}
        </p>
      )}

      <table className="w-full text-sm" aria-labelledby={`${id}-title`}>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Day
            </th>
            <th scope="col" className="py-1 font-medium">
              Hours
            </th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((d) => (
            <tr key={d.date} className="border-t border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {formatGridDay(d.date)}
              </th>
              <td className="py-2">
                {!d.inEngagement ? (
                  <span className="text-muted-foreground">Outside the engagement</span>
                ) : editable && !d.hasCome ? (
                  <span className="text-muted-foreground">Not yet</span>
                ) : editable ? (
                  <Select
                    aria-label={`Hours on ${formatLongDay(d.date)}`}
                    className="w-28"
                    value={String(minutes[d.date] ?? 0)}
                    options={HOUR_OPTIONS}
                    disabled={busy}
                    onChange={(event) => setMinutes((m) => ({ ...m, [d.date]: Number(event.target.value) }))}
                  />
                ) : (
                  <span aria-label={hoursText(minutes[d.date] ?? 0)}>{clockHours(minutes[d.date] ?? 0)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border">
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            <td className="py-2 font-semibold" aria-live="polite">
              {clockHours(total)} ({hoursText(total)})
            </td>
          </tr>
          {week.agreedMinutes !== null && (
            <tr>
              <th scope="row" className="py-1 pr-3 text-left font-normal text-muted-foreground">
                Agreed
              </th>
              <td className="py-1 text-muted-foreground">{hoursText(week.agreedMinutes)} a week</td>
            </tr>
          )}
        </tfoot>
      </table>
      {over > 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {hoursText(over)} over the {hoursText(week.agreedMinutes!)} a week agreed. A week over the agreed hours is never approved automatically: the
          client approves or disputes it.
        </p>
      )}

      {(editable || week.may.answer) && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {editable && onSave && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => onSave(days())}>
              Save draft
            </Button>
          )}
          {editable && onSubmit && !empty && (
            <Button type="button" variant="accent" disabled={busy || !week.may.submit} onClick={() => onSubmit(days())}>
              {busy && <Spinner className="h-4 w-4" />}
              Submit the week
            </Button>
          )}
          {week.may.answer && onApprove && (
            <Button type="button" variant="accent" disabled={busy} onClick={onApprove}>
              {busy && <Spinner className="h-4 w-4" />}
              Approve
            </Button>
          )}
          {week.may.answer && onDispute && !disputing && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => setDisputing(true)}>
              Dispute
            </Button>
          )}
        </div>
      )}
      {editable && !week.may.submit && <p className="text-sm text-muted-foreground">You can submit this week once it has started.</p>}
      {editable && onSubmit && week.may.submit && empty && (
        <p className="text-sm text-muted-foreground">There is nothing to submit yet: a week of zero hours is not submitted. Pick the hours you worked, then submit the week.</p>
      )}
      {disputing && week.may.answer && (
        <form className="flex flex-col gap-3" onSubmit={sendDispute} noValidate>
          <FormField label="What is wrong with this week?" error={reasonError ?? undefined} required hint="The expert sees this and corrects the week.">
            <Textarea rows={3} value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              Send the dispute
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDisputing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
