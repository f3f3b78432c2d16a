import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** CV files live in the database so every server instance can serve them; keyed by a random id. */
export const cvFiles = pgTable(
  "cv_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cv_files_user_idx").on(t.userId)],
);

export const candidateProfiles = pgTable(
  "candidate_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull(),
    yearsExperience: integer("years_experience"),
    cvFileId: uuid("cv_file_id").references(() => cvFiles.id, { onDelete: "set null" }),
    linkedinProfileUrl: text("linkedin_profile_url"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    phone: text("phone"),
    location: text("location"),
    availability: text("availability"),
    expectedSalary: integer("expected_salary"),
    portfolioUrl: text("portfolio_url"),
    preferredProjectType: text("preferred_project_type"),
    bio: text("bio"),
    /** Dates picked on the profile's availability calendar. */
    availableDates: date("available_dates").array().notNull().default(sql`'{}'::date[]`),
    /**
     * Views counted before each view was recorded in profile_views (a bare counter, no viewer or
     * day); frozen, and added to the rows of profile_views to give 'Profile Views' (decision 040).
     */
    viewsBeforeLog: integer("profile_views").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("candidate_years_range", sql`${t.yearsExperience} is null or ${t.yearsExperience} between 0 and 50`),
    check("candidate_salary_positive", sql`${t.expectedSalary} is null or ${t.expectedSalary} >= 0`),
  ],
);

export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
