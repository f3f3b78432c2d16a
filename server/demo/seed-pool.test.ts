// The demo pool's plan, without a database: the same plan for the same moment, and the booking
// rules kept on any day it is made. What the seeded database holds is checked in seed.api.test.ts.
import { describe, expect, it } from "vitest";
import { LANDING_PROFILES } from "@shared/landing-profiles";
import { planPool, POOL_PENDING_MAX_AGE_HOURS, type PoolPlan } from "./seed-pool";
import { todayUtc } from "@shared/calendar";

const DAY = 86_400_000;

type Window = { startDate: string; endDate: string };
const overlaps = (a: Window, b: Window) => a.startDate <= b.endDate && b.startDate <= a.endDate;

describe("the pool plan", () => {
  it("is the same plan for the same moment", () => {
    const now = new Date("2026-05-12T09:30:00Z");
    expect(planPool(now)).toEqual(planPool(now));
  });

  it("keeps the booking rules whatever day it runs on, daylight-saving changes included", () => {
    for (let i = 0; i < 40; i += 1) {
      const now = new Date(Date.UTC(2026, 0, 3) + i * 19 * DAY + ((i * 7) % 24) * 3_600_000);
      const plan: PoolPlan = planPool(now);
      const today = todayUtc(now);
      const avail = new Map(plan.experts.map((e) => [e.slug, e.availability]));
      expect(plan.experts.filter((e) => e.isActive).length, today).toBeGreaterThanOrEqual(52);
      const held = plan.bookings.filter((b) => b.status === "confirmed" || b.status === "completed");
      for (const a of held) {
        for (const b of plan.bookings) {
          if (b === a || b.expertSlug !== a.expertSlug || b.status === "declined") continue;
          expect(overlaps(a, b), `${today}: ${a.expertSlug} ${a.status} ${a.startDate} and ${b.status} ${b.startDate}`).toBe(false);
        }
      }
      for (const b of plan.bookings) {
        const where = `${today}: ${b.status} of ${b.expertSlug} from ${b.startDate}`;
        expect(b.endDate > b.startDate, where).toBe(true);
        expect(b.createdAt.getTime(), where).toBeLessThan(now.getTime());
        expect(todayUtc(b.createdAt) <= b.startDate, where).toBe(true);
        if (b.status === "completed") expect(b.endDate < today && b.completedAt! <= now && b.confirmedAt! > b.createdAt, where).toBe(true);
        if (b.status === "confirmed") expect(b.endDate >= today && b.confirmedAt! > b.createdAt && b.confirmedAt! <= now, where).toBe(true);
        if (b.status === "declined") expect(b.declinedAt! > b.createdAt && b.declinedAt! <= now, where).toBe(true);
        if (b.status === "pending") {
          expect(now.getTime() - b.createdAt.getTime(), where).toBeLessThanOrEqual(POOL_PENDING_MAX_AGE_HOURS * 3_600_000);
          expect(b.startDate > today, where).toBe(true);
        }
        if (b.status === "pending" || (b.status === "confirmed" && b.startDate > today)) {
          const a = avail.get(b.expertSlug)!;
          expect(a.status, where).toBe("available");
          expect(b.startDate >= a.availableFrom && (!a.availableTo || b.endDate <= a.availableTo), where).toBe(true);
        }
      }
      const weeks = new Set(plan.bookings.map((b) => Math.floor((now.getTime() - b.createdAt.getTime()) / (7 * DAY))).filter((w) => w < 12));
      expect(weeks.size, today).toBeGreaterThanOrEqual(11);
      for (const s of ["pending", "confirmed", "declined", "completed"]) expect(plan.bookings.filter((b) => b.status === s).length, `${today} ${s}`).toBeGreaterThanOrEqual(10);
      expect(plan.bookings.filter((b) => b.teamName === "Clinical Notes Assistant" && b.status === "pending").length, today).toBe(3);
    }
  });

  it("names nobody the landing people's searches would also find, and sorts every new name after Johan Pretorius", () => {
    const taken = [...LANDING_PROFILES.map((p) => p.slug), "sipho", "naledi", "lindiwe", "bongani", "quasar", "qwabe", "kafka streams"];
    const plan = planPool(new Date("2026-05-12T09:30:00Z"));
    for (const e of plan.experts) {
      const text = [e.name, e.role, ...e.skills].join(" ").toLowerCase();
      for (const word of taken) expect(text, e.name).not.toContain(word);
      expect(e.name > "Johan Pretorius", e.name).toBe(true);
      expect(e.skills, e.name).not.toContain("Spark");
    }
    expect(new Set(plan.experts.map((e) => e.slug)).size).toBe(plan.experts.length);
  });
});
