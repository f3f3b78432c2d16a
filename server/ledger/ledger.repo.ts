// The books' queries: an entry written with its lines, and the figures read from them, each summed
// in the database.
import { and, asc, eq, sql } from "drizzle-orm";
import type { LedgerAccount, LedgerEntry } from "@shared/ledger";
import { companies, ledgerEntries, ledgerLines } from "@shared/schema";
import { arrayParam } from "../db/arrays";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * Writes the entry and its lines, unless its source posted one already: answers its id, or null
 * when one was there (the unique source index decides, so two posting at once write one).
 */
export async function insertEntry(tx: Db, entry: LedgerEntry): Promise<number | null> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ kind: entry.kind, sourceId: entry.sourceId, bookedOn: entry.bookedOn })
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.sourceId] })
    .returning({ id: ledgerEntries.id });
  if (!row) return null;
  await tx.insert(ledgerLines).values(
    entry.lines.map((l) => ({ entryId: row.id, account: l.account, companyId: l.companyId ?? null, expertId: l.expertId ?? null, amountCents: l.amountCents })),
  );
  return row.id;
}

/**
 * Writes several entries and their lines in two statements, skipping those whose source posted one
 * already; answers how many were written. Each column goes as one array (server/db/arrays.ts): a
 * statement's batch of a thousand payments is two statements of a few parameters each.
 */
export async function insertEntries(tx: Db, entries: LedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const written = rowsOf<{ id: number; kind: string; source_id: number }>(
    await tx.execute(sql`
      insert into ${ledgerEntries} (kind, source_id, booked_on)
      select e.kind, e.source_id, e.booked_on
        from unnest(${arrayParam(entries.map((e) => e.kind), "text")}, ${arrayParam(entries.map((e) => e.sourceId), "int")}, ${arrayParam(entries.map((e) => e.bookedOn), "date")})
             as e(kind, source_id, booked_on)
      on conflict (kind, source_id) do nothing
      returning id, kind, source_id`),
  );
  const idOf = new Map(written.map((r) => [`${r.kind}:${r.source_id}`, Number(r.id)]));
  const lines = entries.flatMap((e) => {
    const entryId = idOf.get(`${e.kind}:${e.sourceId}`);
    return entryId === undefined ? [] : e.lines.map((l) => ({ entryId, account: l.account, companyId: l.companyId ?? null, expertId: l.expertId ?? null, amountCents: l.amountCents }));
  });
  if (lines.length > 0) {
    await tx.execute(sql`
      insert into ${ledgerLines} (entry_id, account, company_id, expert_id, amount_cents)
      select * from unnest(${arrayParam(lines.map((l) => l.entryId), "int")}, ${arrayParam(lines.map((l) => l.account), "text")}, ${arrayParam(lines.map((l) => l.companyId), "int")},
                           ${arrayParam(lines.map((l) => l.expertId), "int")}, ${arrayParam(lines.map((l) => l.amountCents), "bigint")})`);
  }
  return written.length;
}

const cents = (value: ReturnType<typeof sql>) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

/** Each account's debits, credits and balance. */
export function accountTotals(db: Db) {
  return db
    .select({
      account: sql<LedgerAccount>`${ledgerLines.account}`,
      debitCents: cents(sql`sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.amountCents} > 0)`),
      creditCents: cents(sql`-sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.amountCents} < 0)`),
      balanceCents: cents(sql`sum(${ledgerLines.amountCents})`),
    })
    .from(ledgerLines)
    .groupBy(ledgerLines.account)
    .orderBy(asc(ledgerLines.account));
}

/** A company's balance on one of its accounts (receivables, credit on account). */
export async function companyBalance(db: Db, account: "receivables" | "credit-on-account", companyId: number) {
  const [row] = await db
    .select({ balanceCents: cents(sql`sum(${ledgerLines.amountCents})`) })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.account, account), eq(ledgerLines.companyId, companyId)));
  return row?.balanceCents ?? 0;
}

/** Per company: what it owes and the credit it holds, for companies with either. */
export function companyBalances(db: Db) {
  return db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      receivablesCents: cents(sql`sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'receivables')`),
      creditCents: cents(sql`-sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'credit-on-account')`),
    })
    .from(ledgerLines)
    .innerJoin(companies, eq(companies.id, ledgerLines.companyId))
    .groupBy(companies.id, companies.name)
    .having(
      sql`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'receivables'), 0) <> 0
       or coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'credit-on-account'), 0) <> 0`,
    )
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Per month of the business day, from `from` (a month's first day): cash in, paid out, fees earned. */
export function monthFigures(db: Db, from: string) {
  const month = sql<string>`to_char(${ledgerEntries.bookedOn}, 'YYYY-MM')`;
  return db
    .select({
      month,
      cashInCents: cents(sql`sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'cash' and ${ledgerLines.amountCents} > 0)`),
      paidOutCents: cents(sql`-sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'cash' and ${ledgerLines.amountCents} < 0)`),
      feesCents: cents(sql`-sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'fees')`),
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(sql`${ledgerEntries.bookedOn} >= ${from}`)
    .groupBy(month)
    .orderBy(asc(month));
}

/**
 * What each company owes on its open invoices, by how long past their due date on `today`: not yet
 * due, 1–30, 31–60 and over 60 days. Owed is an invoice's total less what its payments settled.
 */
export async function receivablesByAge(db: Db, today: string) {
  const rows = await db.execute(sql`
    with owed as (
      select i.company_id, ${today}::date - i.due_date as late,
             i.total_cents - coalesce((select sum(p.applied_cents) from payments p where p.invoice_id = i.id), 0) as cents
        from invoices i
       where i.status = 'open')
    select o.company_id as "companyId", c.name as "companyName",
           coalesce(sum(o.cents) filter (where o.late <= 0), 0)::bigint as "currentCents",
           coalesce(sum(o.cents) filter (where o.late between 1 and 30), 0)::bigint as "days1to30Cents",
           coalesce(sum(o.cents) filter (where o.late between 31 and 60), 0)::bigint as "days31to60Cents",
           coalesce(sum(o.cents) filter (where o.late > 60), 0)::bigint as "over60Cents",
           sum(o.cents)::bigint as "totalCents"
      from owed o join companies c on c.id = o.company_id
     where o.cents > 0
     group by o.company_id, c.name
     order by sum(o.cents) desc, c.name, o.company_id`);
  const money = ["currentCents", "days1to30Cents", "days31to60Cents", "over60Cents", "totalCents"] as const;
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    companyId: Number(r.companyId),
    companyName: String(r.companyName),
    ...(Object.fromEntries(money.map((k) => [k, Number(r[k])])) as Record<(typeof money)[number], number>),
  }));
}
