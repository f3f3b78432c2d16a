// The team plan's timeline: one row per member over the plan's days, their booked and unavailable
// stretches drawn on a free background, and the proposed engagement drawn across every row. It
// scrolls sideways on a narrow screen (a focusable, labelled region); each row also says in words
// what it shows.
import type { PlanMember, TeamPlan } from "@shared/contracts/dream-teams";
import { CostEstimate } from "@/components/ui/cost-estimate";
import { cn } from "@/lib/cn";
import { hoursShort } from "@/lib/working-hours";
import { periodText } from "../lib/plan-summary";
import { daysBetween, formatDay } from "@shared/calendar";

export interface PlanTimelineProps {
  plan: TeamPlan;
  className?: string;
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });

/** The first day of each month inside the timeline (and its first day), for the scale. */
function monthTicks(start: string, end: string): string[] {
  const ticks = [start];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  for (;;) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const first = `${year}-${String(month).padStart(2, "0")}-01`;
    if (first > end) return ticks;
    ticks.push(first);
  }
}

export function PlanTimeline({ plan, className }: PlanTimelineProps) {
  const { start, end } = plan.timeline;
  const days = daysBetween(start, end) + 1;
  const at = (date: string) => (Math.min(Math.max(daysBetween(start, date), 0), days) / days) * 100;
  const span = (from: string, to: string) => ({ left: `${at(from)}%`, width: `${at(to) + 100 / days - at(from)}%` });
  const proposed = plan.earliestStart && plan.endDate && plan.earliestStart <= end ? span(plan.earliestStart, plan.endDate < end ? plan.endDate : end) : null;
  const label = `Team timeline, ${formatDay(start)} to ${formatDay(end)}`;

  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}>
      <div className="min-w-[720px]">
        <div className="grid grid-cols-[9rem_minmax(0,1fr)] border-b border-border bg-muted/60 text-xs text-muted-foreground sm:grid-cols-[12rem_minmax(0,1fr)]" aria-hidden="true">
          <div className="sticky left-0 bg-muted px-3 py-2 font-medium">Member</div>
          <div className="relative h-8">
            {monthTicks(start, end).map((tick) => (
              <span key={tick} className="absolute top-0 h-full border-l border-slate-300 pl-1 leading-8" style={{ left: `${at(tick)}%` }}>
                {tick === start ? formatDay(tick).replace(/ \d{4}$/, "") : MONTH.format(new Date(`${tick}T00:00:00Z`))}
              </span>
            ))}
            {proposed && (
              <span className="absolute -bottom-px top-0 border-x-2 border-t-2 border-accent bg-teal-50/70 px-1 text-[11px] font-semibold leading-6 text-teal-900" style={proposed}>
                Proposed
              </span>
            )}
          </div>
        </div>
        <ul aria-label="Members">
          {plan.members.map((member) => (
            <MemberRow key={member.expertId} member={member} span={span} proposed={proposed} />
          ))}
        </ul>
        <Legend hasWindow={proposed !== null} />
      </div>
    </div>
  );
}

interface MemberRowProps {
  member: PlanMember;
  span: (from: string, to: string) => { left: string; width: string };
  proposed: { left: string; width: string } | null;
}

function MemberRow({ member, span, proposed }: MemberRowProps) {
  const free = member.firstFreeDate ? `Free for the whole engagement from ${formatDay(member.firstFreeDate)}` : member.isActive ? "Not free for the whole engagement within a year" : "No longer active";
  const busy = member.periods.length ? `Not free: ${member.periods.map(periodText).join("; ")}. Free on the other days.` : "Free on every day shown.";
  return (
    <li className="grid grid-cols-[9rem_minmax(0,1fr)] border-b border-border last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)]" data-testid="plan-member">
      <div className="sticky left-0 z-10 flex flex-col gap-0.5 bg-card px-3 py-2 text-sm">
        <span className="font-medium leading-tight">{member.name}</span>
        <span className="text-xs text-muted-foreground">{free}</span>
        <span className="text-xs text-muted-foreground">Shares {hoursShort(member.overlapHours)} of your day</span>
        {member.estimate && <CostEstimate estimate={member.estimate} className="text-xs" />}
        <span className="sr-only">{busy}</span>
      </div>
      <div className="relative min-h-16 bg-green-50" aria-hidden="true">
        {member.periods.map((period, i) => (
          <div
            key={i}
            title={periodText(period)}
            className={cn(
              "absolute top-3 h-[calc(100%-1.5rem)] rounded-sm",
              period.kind === "unavailable"
                ? "bg-[repeating-linear-gradient(45deg,theme(colors.slate.300)_0_4px,theme(colors.slate.200)_4px_8px)]"
                : period.status === "confirmed"
                  ? "bg-red-300"
                  : "bg-amber-300",
            )}
            style={span(period.start, period.end)}
            data-kind={period.kind === "booked" ? `booked-${period.status}` : "unavailable"}
          />
        ))}
        {proposed && <div className="absolute inset-y-0 border-x-2 border-accent bg-teal-400/10" style={proposed} data-kind="proposed" />}
      </div>
    </li>
  );
}

function Legend({ hasWindow }: { hasWindow: boolean }) {
  const item = (swatch: string, text: string) => (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn("inline-block h-3 w-4 rounded-sm", swatch)} />
      {text}
    </span>
  );
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-border px-3 py-2 text-xs text-muted-foreground" aria-hidden="true">
      {item("bg-green-50 ring-1 ring-green-200", "Free")}
      {item("bg-amber-300", "Booked, pending")}
      {item("bg-red-300", "Booked, confirmed")}
      {item("bg-[repeating-linear-gradient(45deg,theme(colors.slate.300)_0_4px,theme(colors.slate.200)_4px_8px)]", "Unavailable")}
      {hasWindow && item("border-2 border-accent bg-teal-400/10", "Proposed engagement")}
    </div>
  );
}
