// Every kind of value the product stores or reads crosses both drivers alike: the embedded
// database (PGlite) and PostgreSQL through pg. Each expectation here holds on both (npm test runs
// this file on each), so a driver that turns a type differently fails it. bytea has its own file.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateProfiles } from "@shared/schema";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

type Rows<T> = { rows: T[] };
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.deps.db.execute(query)) as unknown as Rows<T>;
  return result.rows[0];
}

describe("values across the driver", () => {
  it("reads integers, counts, sums and numerics as the code expects them", async () => {
    const row = await one<Record<string, unknown>>(sql`
      select 2147483647::integer as int4, count(*) as count, sum(x)::bigint as sum8,
             sum(x)::numeric(12, 2) / 3 as numeric, 0.1::double precision + 0.2 as float8
      from (values (1), (2), (4)) v(x)`);
    expect(row.int4).toBe(2147483647);
    // bigint and numeric keep every digit: text on both drivers, turned into numbers by the code.
    expect(String(row.count)).toBe("3");
    expect(String(row.sum8)).toBe("7");
    expect(Number(row.numeric)).toBeCloseTo(7 / 3, 10);
    expect(row.float8).toBeCloseTo(0.3, 12);
  });

  it("reads text and date arrays through the tables, and jsonb, uuid and booleans as they are", async () => {
    const owner = await t.createUser("candidate");
    const skills = ["Python", "dbt", 'a "quoted", comma', "Ünïcode"];
    const [inserted] = await t.deps.db
      .insert(candidateProfiles)
      .values({ userId: owner.id, name: "Driver Test", role: "Data Engineer", skills, availableDates: ["2026-12-01", "2026-12-24"] })
      .returning();
    const [read] = await t.deps.db.select().from(candidateProfiles).where(eq(candidateProfiles.id, inserted.id));
    expect(read.skills).toEqual(skills);
    expect(read.availableDates).toEqual(["2026-12-01", "2026-12-24"]);
    expect(read.createdAt).toBeInstanceOf(Date);

    const row = await one<Record<string, unknown>>(sql`
      select '{"a": [1, 2], "b": {"c": null}}'::jsonb as doc,
             'b2f1c2de-0000-4000-8000-000000000001'::uuid as id, true as yes, false as no`);
    expect(row.doc).toEqual({ a: [1, 2], b: { c: null } });
    expect(row.id).toBe("b2f1c2de-0000-4000-8000-000000000001");
    expect([row.yes, row.no]).toEqual([true, false]);
  });

  it("keeps a moment exact to the millisecond whatever the session's zone, and a date as its day", async () => {
    const moment = new Date("2026-03-29T01:30:00.123Z"); // the night European clocks go forward
    const row = await one<{ at: Date; day: string; shifted: Date }>(sql`
      select ${moment.toISOString()}::timestamptz as at, ${"2026-02-28"}::date + 1 as day,
             ${moment.toISOString()}::timestamptz at time zone 'Africa/Johannesburg' as shifted`);
    expect(new Date(row.at).toISOString()).toBe(moment.toISOString());
    const day = row.day as unknown;
    expect(day instanceof Date ? day.toISOString().slice(0, 10) : String(day)).toBe("2026-03-01");
    // A timestamp without zone is read as the process's wall clock, which tests keep at UTC.
    expect(new Date(row.shifted).toISOString()).toBe("2026-03-29T03:30:00.123Z");
  });

  it("undoes every write of a transaction that throws, and keeps those of one that ends", async () => {
    await t.deps.db.execute(sql`create table driver_tx (n integer)`);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`insert into driver_tx values (1)`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`insert into driver_tx values (2)`);
    });
    const rows = (await t.deps.db.execute(sql`select n from driver_tx order by n`)) as unknown as Rows<{ n: number }>;
    expect(rows.rows.map((r) => r.n)).toEqual([2]);
  });

  it("hears a NOTIFY once its transaction commits, and never one whose transaction rolls back", async () => {
    const heard: string[] = [];
    const stop = await t.deps.database.listen("driver_types_test", { onMessage: (payload) => heard.push(payload) });
    try {
      await expect(
        t.deps.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('driver_types_test', 'rolled back')`);
          throw new Error("rollback");
        }),
      ).rejects.toThrow("rollback");
      await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('driver_types_test', 'committed')`);
      });
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(["committed"]);
    } finally {
      await stop();
    }
  });
});
