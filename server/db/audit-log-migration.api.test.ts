// Migration 0028 takes what people typed out of the audit log's earlier entries (reasons, notes,
// a team's name, a post's words) and keeps their ids and codes; then the table refuses text in an
// entry's details, whoever writes it. On the run's database: its PostgreSQL when it has one, else PGlite.
import { afterAll, describe, expect, it } from "vitest";
import { applyMigration, indexOfMigration, migrationDatabases, migrationTags, type Run } from "../test/migration-steps";

const TAG = "0028_audit_log_without_typed_text";
const INDEX = indexOfMigration(TAG);

const databases = migrationDatabases("audit_text");
const drivers = databases.drivers;
afterAll(() => databases.close());

/** Entries as the server wrote them before this migration, each with the text someone typed. */
const BEFORE: [string, object][] = [
  ["interview.cancelled", { status: { from: "scheduled", to: "cancelled" }, reason: "Zanele is ill, sorry" }],
  ["timesheet.disputed", { weekStart: "2026-11-02", status: { from: "submitted", to: "disputed" }, minutes: 600, reason: "Tuesday was a holiday, Pieter" }],
  ["requisition.candidate-answered", { expertId: 7, decision: { from: null, to: "declined" }, reason: "Thandi wants more Spark" }],
  ["requisition.candidate-proposed", { expertId: 7, note: "Strong fit, ask Lerato" }],
  ["engagement.ended", { status: { from: "active", to: "ended" }, reason: "trial", note: "Not the fit we hoped for, per Sipho" }],
  ["dream-team.created", { clientId: 4, name: "Naledi's data team" }],
  ["blog-post.created", { title: "Hiring in Cape Town", slug: "hiring-in-cape-town", published: false }],
  ["blog-post.updated", { title: { from: "Hiring in Cape Town", to: "Hiring in Durban" }, author: { from: "Ann Writer", to: "Bo Writer" }, tags: { from: ["a"], to: ["b"] }, content: "edited", published: { from: false, to: true } }],
  ["blog-post.deleted", { title: "Hiring in Durban", slug: "hiring-in-cape-town" }],
  ["password.changed", { via: "reset link" }],
  ["interview.booked", { expertId: 7, startsAt: "2026-11-20T09:00:00.000Z", minutes: 30, preBookingId: 3, requisitionId: null }],
  ["engagement.accepted", { party: "client", termsVersion: 1, sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" }],
  ["some.old-action", { said: "Free text from an action nobody listed", nested: { from: "Words here", to: 3 }, kept: 5 }],
];

const AFTER: Record<string, object | null> = {
  "interview.cancelled": { status: { from: "scheduled", to: "cancelled" } },
  "timesheet.disputed": { weekStart: "2026-11-02", status: { from: "submitted", to: "disputed" }, minutes: 600 },
  "requisition.candidate-answered": { expertId: 7, decision: { from: null, to: "declined" } },
  "requisition.candidate-proposed": { expertId: 7 },
  "engagement.ended": { status: { from: "active", to: "ended" }, reason: "trial" },
  "dream-team.created": { clientId: 4 },
  "blog-post.created": { slug: "hiring-in-cape-town", published: false },
  "blog-post.updated": { title: "edited", author: "edited", tags: "edited", content: "edited", published: { from: false, to: true } },
  "blog-post.deleted": { slug: "hiring-in-cape-town" },
  "password.changed": { via: "reset-link" },
  "interview.booked": { expertId: 7, startsAt: "2026-11-20T09:00:00.000Z", minutes: 30, preBookingId: 3, requisitionId: null },
  "engagement.accepted": { party: "client", termsVersion: 1, sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" },
  "some.old-action": { nested: "edited", kept: 5 },
};

const TYPED = ["Zanele", "Pieter", "Thandi", "Lerato", "Sipho", "Naledi", "Cape Town", "Durban", "Writer", "Free text", "Words here"];

/** The database's refusal, as its message. */
const refusal = (run: Run, statement: string) =>
  run(statement).then(
    () => null,
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

describe.each(drivers)("migration 0028 on %s", (_name, open) => {
  it("strips the typed text of earlier entries and keeps their ids and codes; then the table refuses text", async () => {
    const run = await open();
    for (const tag of migrationTags.slice(0, INDEX)) await applyMigration({ execute: run }, tag);
    for (const [action, changes] of BEFORE) {
      await run(`insert into audit_log (actor_id, actor_name, action, target_type, target_id, changes) values (1, 'Ann Admin', '${action}', 'thing', '1', '${JSON.stringify(changes).replace(/'/g, "''")}'::jsonb)`);
    }

    await applyMigration({ execute: run }, TAG);

    const rows = (await run(`select action, actor_name, changes from audit_log order by id`)) as { action: string; actor_name: string; changes: object | null }[];
    expect(Object.fromEntries(rows.map((r) => [r.action, r.changes]))).toEqual(AFTER);
    for (const word of TYPED) expect(JSON.stringify(rows.map((r) => r.changes)), word).not.toContain(word);
    // What erasure blanks is untouched here, and the log is append-only again.
    expect(rows.every((r) => r.actor_name === "Ann Admin")).toBe(true);
    expect(await refusal(run, `update audit_log set changes = '{}'::jsonb`)).toMatch(/append-only/);

    // New entries: codes, ids, dates, hashes and numbers go in; a sentence, nested or not, does not.
    await run(`insert into audit_log (action, changes) values ('interview.moved', '{"startsAt": {"from": "2026-11-20T09:00:00.000Z", "to": "2026-11-21T10:15:00.000Z"}, "minutes": {"from": 30, "to": 45}, "month": "2026-11", "status": "awaiting_acceptance"}'::jsonb)`);
    await run(`insert into audit_log (action, changes) values ('sign-in.failed', null)`);
    for (const changes of ['{"reason": "Not a fit"}', '{"status": {"from": "open", "to": "Closed by Ann"}}', '{"tags": ["ok", "Two words"]}', '"loose text"', '{"name": "Ünïcode"}']) {
      expect(await refusal(run, `insert into audit_log (action, changes) values ('interview.cancelled', '${changes}'::jsonb)`), changes).toMatch(/audit_log_changes_codes_only/);
    }
  });
});
