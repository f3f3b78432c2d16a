// The retention job: each kind of record goes once its stated time is up, and not a moment before
// (the clocks are moved in the database: rows are written with their times in the past). The
// audit log's trigger still refuses to delete anything younger than a year, whoever asks.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, auditLog, companyInvitations, companyMembers, loginAttempts, mailOutbox } from "@shared/schema";
import { AUDIT_RETENTION_DAYS } from "./audit/audit.service";
import { AUTH_RETENTION } from "./auth/auth.service";
import { SPENT_INVITATION_RETENTION_DAYS } from "./companies/companies.service";
import { JOBS } from "./jobs";
import { SENT_MAIL_RETENTION_DAYS } from "./notifications/notifications.service";
import { purgeExpired } from "./retention";
import { startTestServer, type TestServer } from "./test/harness";

let t: TestServer;
let userId: number;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
  userId = (await t.createUser("client")).id;
});
afterAll(async () => {
  await t?.close();
});

const ago = (days: number) => sql`now() - make_interval(secs => ${Math.round(days * 86_400)})`;
const ahead = (days: number) => sql`now() + make_interval(secs => ${Math.round(days * 86_400)})`;

describe("the retention job", () => {
  it("runs every hour with the other jobs", () => {
    expect(JOBS.find((j) => j.name === "purge-expired-records")?.everyMs).toBe(60 * 60_000);
  });

  it("deletes each kind of record past its time and keeps the rest", async () => {
    expect(AUDIT_RETENTION_DAYS).toBe(365);
    expect(AUTH_RETENTION).toEqual({ attemptCounterHours: 24, spentLinkDays: 7 });
    expect(SENT_MAIL_RETENTION_DAYS).toBe(30);
    expect(SPENT_INVITATION_RETENTION_DAYS).toBe(7);

    const audit = await t.deps.db
      .insert(auditLog)
      .values([
        { action: "retention.old", at: ago(AUDIT_RETENTION_DAYS + 1) },
        { action: "retention.young", at: ago(AUDIT_RETENTION_DAYS - 1) },
      ])
      .returning({ id: auditLog.id, action: auditLog.action });
    await t.deps.db.insert(loginAttempts).values([
      { key: "retention:stale", failures: 3, windowStartedAt: ago(1.1) },
      { key: "retention:stale-but-locked", failures: 9, windowStartedAt: ago(1.1), lockedUntil: ahead(0.01) },
      { key: "retention:fresh", failures: 1, windowStartedAt: ago(0.9) },
    ]);
    const token = (name: string, values: { expiresAt: ReturnType<typeof ago>; usedAt?: ReturnType<typeof ago> }) => ({
      userId,
      purpose: "password-reset" as const,
      tokenHash: `retention-${name}`,
      email: "someone@example.test",
      ...values,
    });
    await t.deps.db.insert(accountTokens).values([
      token("used-long-ago", { usedAt: ago(8), expiresAt: ago(7.9) }),
      token("expired-long-ago", { expiresAt: ago(8) }),
      token("used-lately", { usedAt: ago(1), expiresAt: ahead(1) }),
      token("waiting", { expiresAt: ahead(0.04) }),
    ]);
    const mail = (values: { createdAt: ReturnType<typeof ago>; nextAttemptAt: ReturnType<typeof ago> | null; sentAt?: ReturnType<typeof ago> }) => ({
      userId,
      toAddress: "someone@example.test",
      accountMail: "email-changed" as const,
      link: null,
      ...values,
    });
    const mails = await t.deps.db
      .insert(mailOutbox)
      .values([
        mail({ createdAt: ago(SENT_MAIL_RETENTION_DAYS + 1), sentAt: ago(SENT_MAIL_RETENTION_DAYS + 1), nextAttemptAt: null }),
        mail({ createdAt: ago(SENT_MAIL_RETENTION_DAYS + 1), nextAttemptAt: null }),
        mail({ createdAt: ago(SENT_MAIL_RETENTION_DAYS - 1), sentAt: ago(SENT_MAIL_RETENTION_DAYS - 1), nextAttemptAt: null }),
        mail({ createdAt: ago(SENT_MAIL_RETENTION_DAYS + 1), nextAttemptAt: ahead(0.001) }),
      ])
      .returning({ id: mailOutbox.id });

    const [{ companyId }] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, userId));
    const invitation = (name: string, values: { expiresAt: ReturnType<typeof ago>; acceptedAt?: ReturnType<typeof ago>; revokedAt?: ReturnType<typeof ago> }) => ({
      companyId,
      email: `${name}@example.test`,
      role: "viewer" as const,
      tokenHash: `retention-invitation-${name}`,
      createdAt: ago(10),
      ...values,
    });
    await t.deps.db.insert(companyInvitations).values([
      invitation("accepted-long-ago", { acceptedAt: ago(8), expiresAt: ahead(1) }),
      invitation("revoked-long-ago", { revokedAt: ago(7.5), expiresAt: ahead(1) }),
      invitation("expired-long-ago", { expiresAt: ago(7.1) }),
      invitation("accepted-lately", { acceptedAt: ago(6.9), expiresAt: ago(6.5) }),
      invitation("expired-lately", { expiresAt: ago(1) }),
      invitation("pending", { expiresAt: ahead(3) }),
    ]);

    expect(await purgeExpired(t.deps)).toBe(false);

    const auditLeft = await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(inArray(auditLog.id, audit.map((a) => a.id)));
    expect(auditLeft.map((a) => a.action)).toEqual(["retention.young"]);
    const keys = (await t.deps.db.select({ key: loginAttempts.key }).from(loginAttempts)).map((r) => r.key).filter((k) => k.startsWith("retention:"));
    expect(keys.sort()).toEqual(["retention:fresh", "retention:stale-but-locked"]);
    const links = (await t.deps.db.select({ hash: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.hash).filter((h) => h.startsWith("retention-"));
    expect(links.sort()).toEqual(["retention-used-lately", "retention-waiting"]);
    const mailLeft = await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, mails.map((m) => m.id)));
    expect(mailLeft.map((m) => m.id)).toEqual([mails[2].id, mails[3].id]);
    const invitationsLeft = (await t.deps.db.select({ email: companyInvitations.email }).from(companyInvitations).where(eq(companyInvitations.companyId, companyId))).map((r) => r.email);
    expect(invitationsLeft.sort()).toEqual(["accepted-lately@example.test", "expired-lately@example.test", "pending@example.test"]);
  });

  it("works in batches and says when there is more to do", async () => {
    await t.deps.db.insert(auditLog).values(Array.from({ length: 5 }, (_, i) => ({ action: `retention.batch-${i}`, at: ago(AUDIT_RETENTION_DAYS + 10 + i) })));
    expect(await purgeExpired(t.deps, 3)).toBe(true);
    expect(await purgeExpired(t.deps, 3)).toBe(false);
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(sql`${auditLog.action} like 'retention.batch-%'`);
    expect(n).toBe(0);
  });

  it("cannot be used to delete younger audit entries: the database refuses, whoever asks", async () => {
    const [young] = await t.deps.db.insert(auditLog).values({ action: "retention.protected", at: ago(AUDIT_RETENTION_DAYS - 1) }).returning({ id: auditLog.id });
    for (const attempt of [sql`delete from audit_log where id = ${young.id}`, sql`delete from audit_log where at < now()`, sql`truncate audit_log`]) {
      const err = await t.deps.db.execute(attempt).then(
        () => null,
        (e: { message?: string; cause?: { message?: string } }) => e,
      );
      expect(String(err?.cause?.message ?? err?.message)).toMatch(/audit_log is append-only/);
    }
    expect(await t.deps.db.select().from(auditLog).where(inArray(auditLog.id, [young.id]))).toHaveLength(1);
  });
});
