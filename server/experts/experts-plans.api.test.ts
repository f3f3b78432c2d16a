// The search's conditions are served by indexes: for rare matches the plans of the page and count
// queries go through the trigram, skills and rate indexes, and a page of common matches walks the
// name index rather than sorting every match. The data and its statistics are fixed, so the plans
// are too. Plans, not timings: the speed itself is shown by `npm run bench:search`.
import { sql, type SQLWrapper } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experts, users } from "@shared/schema";
import { startTestServer, type TestServer } from "../test/harness";
import { expertSearchText, searchQueries, type ExpertFilter } from "./experts.repo";

let t: TestServer;
const EXPERTS = 2000;
const SKILLS = ["Python", "SQL", "Spark", "AWS", "Airflow", "dbt", "Snowflake", "Kafka"];

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  const { db } = t.deps;
  for (let from = 0; from < EXPERTS; from += 1000) {
    const index = Array.from({ length: 1000 }, (_, i) => from + i);
    const ids = await db
      .insert(users)
      .values(index.map((i) => ({ username: `plan${i}`, email: `plan${i}@example.test`, passwordHash: "-", firstName: `First${i}`, lastName: "Plan", userType: "expert" as const })))
      .returning({ id: users.id });
    await db.insert(experts).values(
      index.map((i, k) => {
        // One in 500 is a rare "Quokka" with the rare skill "Rust" and a low rate; the rest share common words.
        const rare = i % 500 === 7;
        const e = {
          name: rare ? `Quokka Expert${i}` : `Common Expert${i}`,
          role: i % 2 ? "Data Engineer" : "ML Engineer",
          skills: rare ? ["Rust", SKILLS[i % SKILLS.length]] : [SKILLS[i % SKILLS.length], SKILLS[(i + 3) % SKILLS.length]],
        };
        return { userId: ids[k].id, ...e, hourlyRateCents: (rare ? 20 : 60 + (i % 60)) * 100, isActive: i % 20 !== 0, searchText: expertSearchText(e) };
      }),
    );
  }
  // VACUUM also refreshes the GIN indexes' statistics, which the planner reads to cost them.
  await db.execute(sql`vacuum analyze experts`);
});
afterAll(async () => {
  await t?.close();
});

/** The plan's text for one query, as EXPLAIN prints it. */
async function plan(query: SQLWrapper) {
  const result = (await t.deps.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join("\n");
}

async function plans(filter: Omit<ExpertFilter, "includeInactive">) {
  const queries = searchQueries(t.deps.db, { ...filter, includeInactive: false }, { limit: 20, offset: 0, countCap: 1000 });
  return { page: await plan(queries.page), count: await plan(queries.count) };
}

describe("expert search plans", () => {
  it("finds rare text through the trigram index", async () => {
    const { page, count } = await plans({ q: "quokka" });
    for (const p of [page, count]) {
      expect(p).toContain("experts_search_trgm_idx");
      expect(p).not.toContain("Seq Scan");
    }
  });

  it("finds a rare skill through the skills index", async () => {
    const { page, count } = await plans({ skill: "Rust" });
    for (const p of [page, count]) {
      expect(p).toContain("experts_skills_gin_idx");
      expect(p).not.toContain("Seq Scan");
    }
  });

  it("finds low rates through the rate index", async () => {
    const { page, count } = await plans({ maxRate: 25 });
    for (const p of [page, count]) {
      expect(p).toContain("experts_active_rate_idx");
      expect(p).not.toContain("Seq Scan");
    }
  });

  it("walks the name index for a page of common matches instead of sorting them all", async () => {
    const { page } = await plans({ q: "engineer" });
    expect(page).toContain("experts_active_name_idx");
    expect(page).not.toContain("Seq Scan");
    expect(page).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });
});
