import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { CLOCK_TIME_PATTERN, DEFAULT_EXPERT_TIME_ZONE, DEFAULT_EXPERT_WORK_END, DEFAULT_EXPERT_WORK_START } from "../working-day";
import { availabilityStatusEnum } from "./enums";
import { users } from "./users";

/**
 * An expert's public profile. Its key is the expert's user id, so "expertId" and
 * "userId" name the same number everywhere in the API.
 */
export const experts = pgTable(
  "experts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull(),
    profileImage: text("profile_image"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    yearsExperience: integer("years_experience").notNull().default(0),
    /** USD cents an hour (whole dollars at the API's edge: SPEC.md's `hourlyRate`), or not set. */
    hourlyRateCents: bigint("hourly_rate_cents", { mode: "number" }),
    bio: text("bio"),
    isActive: boolean("is_active").notNull().default(false),
    /** Working hours: an IANA zone and 'HH:MM' local times (see shared/working-hours.ts). */
    timeZone: text("time_zone").notNull().default(DEFAULT_EXPERT_TIME_ZONE),
    workStart: text("work_start").notNull().default(DEFAULT_EXPERT_WORK_START),
    workEnd: text("work_end").notNull().default(DEFAULT_EXPERT_WORK_END),
    /** lower-cased name, role and skills, kept by the repo on every write; trigram-indexed for search. */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("experts_years_range", sql`${t.yearsExperience} between 0 and 50`),
    check("experts_rate_positive", sql`${t.hourlyRateCents} is null or ${t.hourlyRateCents} > 0`),
    check("experts_work_start_format", sql`${t.workStart} ~ ${sql.raw(`'${CLOCK_TIME_PATTERN}'`)}`),
    check("experts_work_end_format", sql`${t.workEnd} ~ ${sql.raw(`'${CLOCK_TIME_PATTERN}'`)}`),
    check("experts_work_hours_order", sql`${t.workEnd} > ${t.workStart}`),
    index("experts_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("experts_skills_gin_idx").using("gin", t.skills),
    // Case-insensitive skill filters (match); lower_skills() is defined in migration 0006.
    index("experts_skills_lower_gin_idx").using("gin", sql`lower_skills(${t.skills})`),
    index("experts_active_rate_idx").on(t.isActive, t.hourlyRateCents),
    index("experts_active_name_idx").on(t.isActive, t.name, t.userId),
    // The distinct working hours of active experts, read by skipping from one to the next (match).
    index("experts_active_hours_idx").on(t.timeZone, t.workStart, t.workEnd).where(sql`${t.isActive}`),
  ],
);

export const availability = pgTable(
  "availability",
  {
    id: serial("id").primaryKey(),
    expertId: integer("expert_id")
      .notNull()
      .unique()
      .references(() => experts.userId, { onDelete: "cascade" }),
    status: availabilityStatusEnum("status").notNull().default("available"),
    currentContractEndDate: date("current_contract_end_date"),
    availableFrom: date("available_from").notNull(),
    availableTo: date("available_to"),
    preferredContractLength: integer("preferred_contract_length").notNull().default(6),
    autoExtend: boolean("auto_extend").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("availability_contract_length", sql`${t.preferredContractLength} in (3, 6, 12, 18, 24)`),
    check("availability_range", sql`${t.availableTo} is null or ${t.availableTo} >= ${t.availableFrom}`),
    // Everything the free-days queries read of a row, so a lookup per expert needs no visit to the table (match, plan).
    index("availability_expert_window_idx").on(t.expertId, t.status, t.availableFrom, t.availableTo),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An expert's uploaded profile photo, kept in the database so every server instance can serve it. */
export const expertPhotos = pgTable("expert_photos", {
  expertId: integer("expert_id")
    .primaryKey()
    .references(() => experts.userId, { onDelete: "cascade" }),
  mimeType: text("mime_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  data: bytea("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ExpertRow = typeof experts.$inferSelect;
export type AvailabilityRow = typeof availability.$inferSelect;
