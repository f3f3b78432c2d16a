// The team plan in words: when the whole team can start, and who holds that start back.
import type { PlanMember, PlanPeriod, TeamPlan } from "@shared/contracts/dream-teams";
import { formatDay, formatDayWithWeekday } from "@shared/calendar";

export interface Blocker {
  expertId: number;
  name: string;
  /** When they become free for the whole engagement, or null (not within a year, or inactive). */
  freeFrom: string | null;
  /** In words, naming them. */
  text: string;
}

const weeksText = (weeks: number) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`;

/**
 * The members not free for the whole engagement from the plan's first date, latest first (those
 * never free within a year before them): the ones the team's start waits for.
 */
export function blockers(plan: Pick<TeamPlan, "from" | "weeks" | "members">): Blocker[] {
  const late = plan.members.filter((m) => m.firstFreeDate === null || m.firstFreeDate > plan.from);
  const order = (m: PlanMember) => (m.firstFreeDate === null ? "9999-12-31" : m.firstFreeDate);
  return [...late]
    .sort((a, b) => order(b).localeCompare(order(a)))
    .map((m) => ({
      expertId: m.expertId,
      name: m.name,
      freeFrom: m.isActive ? m.firstFreeDate : null,
      text: !m.isActive
        ? `${m.name} is no longer active and cannot be booked. Remove them to plan the rest of the team.`
        : m.firstFreeDate === null
          ? `${m.name} is not free for ${weeksText(plan.weeks)} in a row within a year.`
          : `${m.name} is not free for the whole engagement until ${formatDay(m.firstFreeDate)}.`,
    }));
}

/** The plan's headline: when everyone can start, or that they cannot within a year. */
export function startHeadline(plan: Pick<TeamPlan, "earliestStart" | "endDate" | "from" | "members">): string {
  if (plan.members.length === 0) return "Add members to this team to plan it.";
  if (!plan.earliestStart || !plan.endDate) return "There is no start within a year when every member is free for the whole engagement.";
  const when = `${formatDayWithWeekday(plan.earliestStart)} to ${formatDayWithWeekday(plan.endDate)}`;
  return plan.earliestStart === plan.from ? `The whole team is free from the date you chose: ${when}.` : `The whole team can start on ${when}.`;
}

/** "Booked (pending) 14 Jan 2027 to 16 Jan 2027". */
export function periodText(period: PlanPeriod): string {
  const what = period.kind === "booked" ? `Booked (${period.status})` : "Unavailable";
  const span = period.start === period.end ? formatDay(period.start) : `${formatDay(period.start)} to ${formatDay(period.end)}`;
  return `${what} ${span}`;
}
