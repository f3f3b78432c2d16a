import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companyInvitations } from "./companies";
import { discoveryCalls } from "./discovery-calls";
import { invoiceMails } from "./invoice-mails";
import { notifications } from "./notifications";
import { users } from "./users";

/**
 * Notifications waiting to be e-mailed, one row each (docs/decisions/035-mail-outbox.md). A trigger
 * on notifications writes the row in the same transaction as the notification, for users who
 * have e-mail on; the mail worker claims due rows, renders the message from the notification,
 * sends it and marks it sent, or tries again later. `next_attempt_at` null: nothing more to do
 * (sent, or given up).
 *
 * Account mail (a password reset, an address to verify, the notice to an old address that it was
 * replaced) has no notification: `account_mail` says which, and `link` holds its single-use link
 * (none for the notice) until the mail is sent or given up, then is cleared, so a sent link lives
 * in the recipient's mailbox only (docs/decisions/043-*).
 *
 * A discovery call's confirmation has neither: `discovery_call_id` names the call, and the row goes
 * to the visitor who booked it (no account: `user_id` null) or to an admin (docs/decisions/079-*).
 *
 * A company's invitation is account mail to an address with no account yet: `user_id` null,
 * `company_invitation_id` names the invitation (docs/decisions/085-*).
 *
 * An invoice's mail (issued, or a reminder) names its claim in `invoice_mail_id`; it goes to the
 * company's billing address (`user_id` null) or to each owner and finance member (docs/decisions/099-*).
 */
export type AccountMailKind = "password-reset" | "verify-email" | "email-changed" | "company-invitation" | "bank-account-changed";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    notificationId: integer("notification_id")
      .unique()
      .references(() => notifications.id, { onDelete: "cascade" }),
    /** The recipient's account; null for the visitor who booked a discovery call. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The address when the notification was made. */
    toAddress: text("to_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sending attempts begun; also the claim's fencing token (a stale sender's result is ignored). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    /** A sender holds the row until then; a sender that died lets it go when this passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    accountMail: text("account_mail").$type<AccountMailKind>(),
    link: text("link"),
    discoveryCallId: integer("discovery_call_id").references(() => discoveryCalls.id, { onDelete: "cascade" }),
    companyInvitationId: integer("company_invitation_id").references(() => companyInvitations.id, { onDelete: "cascade" }),
    invoiceMailId: integer("invoice_mail_id").references(() => invoiceMails.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    // The retention job's: rows with nothing more to do, oldest first (docs/decisions/058-what-we-keep-and-for-how-long.md).
    index("mail_outbox_done_idx").on(t.createdAt).where(sql`${t.nextAttemptAt} is null`),
    // A call's rows go with it.
    index("mail_outbox_discovery_call_idx").on(t.discoveryCallId).where(sql`${t.discoveryCallId} is not null`),
    check("mail_outbox_what", sql`num_nonnulls(${t.notificationId}, ${t.accountMail}, ${t.discoveryCallId}, ${t.invoiceMailId}) = 1`),
    check("mail_outbox_whom", sql`${t.userId} is not null or ${t.discoveryCallId} is not null or ${t.companyInvitationId} is not null or ${t.invoiceMailId} is not null`),
    index("mail_outbox_invoice_mail_idx").on(t.invoiceMailId).where(sql`${t.invoiceMailId} is not null`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
