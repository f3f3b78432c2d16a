import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An admin's TOTP secret (RFC 6238), encrypted with a key derived from SESSION_SECRET. Until
 * `enrolledAt` is set the secret is only proposed: sign-in does not ask for it yet.
 * `lastTimeStep` is the 30-second step of the last code accepted; a code of that step or an
 * earlier one is refused, so a code works once.
 */
export const adminTwoFactor = pgTable("admin_two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCipher: text("secret_cipher").notNull(),
  enrolledAt: timestamp("enrolled_at", { withTimezone: true }),
  lastTimeStep: integer("last_time_step").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes; only a SHA-256 of each is stored. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_code_uq").on(t.userId, t.codeHash)],
);

/**
 * The password step of an admin sign-in that still needs its code: a random ticket (only its
 * SHA-256 stored) that is neither a session nor a token and expires within minutes.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("two_factor_challenges_user_idx").on(t.userId)],
);

export type AdminTwoFactorRow = typeof adminTwoFactor.$inferSelect;
