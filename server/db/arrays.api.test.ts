// A list sent as one array parameter (arrays.ts) reads back in PostgreSQL as the values it was made
// of, on the run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): nulls, empty strings,
// the word NULL, quotes, backslashes, braces, commas, other scripts, numbers of every size.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "./rows";
import { arrayParam, arrayText } from "./arrays";
import { openPglite, openPostgres, type Database } from "./client";

let database: Database;
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = url ? await openPostgres(url, 1) : await openPglite();
});
afterAll(async () => {
  await database?.close();
});

async function readBack(values: unknown[], type: "int" | "bigint" | "text" | "date" | "timestamptz") {
  const result = await database.db.execute(sql`select v::text as v from unnest(${arrayParam(values, type)}) with ordinality as a(v, n) order by n`);
  return rowsOf<{ v: string | null }>(result).map((r) => r.v);
}

describe("an array parameter", () => {
  it("is the array's text PostgreSQL reads", () => {
    expect(arrayText([1, null, "a", 'b "c" \\d', "", "NULL"])).toBe('{1,NULL,"a","b \\"c\\" \\\\d","","NULL"}');
    expect(arrayText([])).toBe("{}");
  });

  it("reads back as the values it was made of", async () => {
    const texts = ["plain", "", "NULL", null, 'a "quoted" word', "back\\slash\\", "{braces}, commas", "Zoë Nguyễn 日本", " spaced ", "line\nbreak"];
    expect(await readBack(texts, "text")).toEqual(texts);
    expect(await readBack([0, -7, 2_147_483_647, null], "int")).toEqual(["0", "-7", "2147483647", null]);
    expect(await readBack([9_007_199_254_740_991, -1], "bigint")).toEqual(["9007199254740991", "-1"]);
    expect(await readBack(["2026-11-27", null], "date")).toEqual(["2026-11-27", null]);
    const [moment] = await readBack([new Date("2026-11-27T18:00:00.000Z")], "timestamptz");
    expect(new Date(moment!).toISOString()).toBe("2026-11-27T18:00:00.000Z");
    expect(await readBack([], "int")).toEqual([]);
  });
});
