// The rules the database holds by itself, whatever the code above it does: unique keys (e-mail and
// username case-insensitively, slug, one membership per team and expert), foreign keys, enums for
// every status and checks on ranges. Runs on PGlite and, in `npm test`, on a real PostgreSQL.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** The Postgres error code of a statement that must fail (23505 unique, 23503 foreign key, 23514 check, 22P02 enum). */
async function refusal(statement: SQL): Promise<string> {
  try {
    await t.deps.db.execute(statement);
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? "unknown";
  }
  throw new Error("the database accepted the statement");
}

async function insertUser(email: string, username: string | null, userType = "client"): Promise<number> {
  const result = await t.deps.db.execute(sql`
    insert into users (email, username, password_hash, first_name, last_name, user_type)
    values (${email}, ${username}, 'x', 'A', 'B', ${userType}::user_type) returning id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
}

describe("database rules", () => {
  it("keeps e-mail addresses and usernames unique whatever their case", async () => {
    await insertUser("Case.Test@Example.com", "case-test");
    expect(await refusal(sql`insert into users (email, username, password_hash, first_name, last_name, user_type)
      values ('case.test@example.COM', 'other-name', 'x', 'A', 'B', 'client')`)).toBe("23505");
    expect(await refusal(sql`insert into users (email, username, password_hash, first_name, last_name, user_type)
      values ('someone.else@example.com', 'CASE-TEST', 'x', 'A', 'B', 'client')`)).toBe("23505");
    // Clients have no username: many may leave it empty.
    await insertUser("no-name-1@example.com", null);
    await insertUser("no-name-2@example.com", null);
  });

  it("refuses an unknown user type and an unknown status", async () => {
    expect(await refusal(sql`insert into users (email, password_hash, first_name, last_name, user_type)
      values ('wizard@example.com', 'x', 'A', 'B', 'wizard')`)).toBe("22P02");
    const clientId = await insertUser("status-test@example.com", null);
    expect(await refusal(sql`insert into dream_teams (client_id, name, status) values (${clientId}, 'T', 'archived')`)).toBe("22P02");
    expect(await refusal(sql`update pre_bookings set status = 'maybe'`)).toBe("22P02");
  });

  it("keeps blog slugs unique", async () => {
    await t.deps.db.execute(sql`insert into blog_posts (title, slug, excerpt, content) values ('A', 'rules-slug', 'e', '<p>c</p>')`);
    expect(await refusal(sql`insert into blog_posts (title, slug, excerpt, content) values ('B', 'rules-slug', 'e', '<p>c</p>')`)).toBe("23505");
  });

  it("holds one row per team and expert, and only for a real team and expert", async () => {
    const clientId = await insertUser("team-owner@example.com", null);
    const company = await t.deps.db.execute(sql`insert into companies (name) values ('Rules Co') returning id`);
    const companyId = Number((company as unknown as { rows: { id: number }[] }).rows[0].id);
    await t.deps.db.execute(sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${clientId}, 'owner')`);
    const team = await t.deps.db.execute(sql`insert into dream_teams (client_id, name) values (${clientId}, 'Rules') returning id`);
    const teamId = Number((team as unknown as { rows: { id: number }[] }).rows[0].id);
    const expert = await t.deps.db.execute(sql`select user_id from experts order by user_id limit 1`);
    const expertId = Number((expert as unknown as { rows: { user_id: number }[] }).rows[0].user_id);
    await t.deps.db.execute(sql`insert into dream_team_members (team_id, expert_id) values (${teamId}, ${expertId})`);
    expect(await refusal(sql`insert into dream_team_members (team_id, expert_id) values (${teamId}, ${expertId})`)).toBe("23505");
    expect(await refusal(sql`insert into dream_team_members (team_id, expert_id) values (${teamId}, 987654321)`)).toBe("23503");
    expect(await refusal(sql`insert into dream_teams (client_id, company_id, name) values (987654321, ${companyId}, 'Nobody''s')`)).toBe("23503");
    expect(await refusal(sql`insert into dream_teams (client_id, company_id, name) values (${clientId}, 987654321, 'No company''s')`)).toBe("23503");
  });

  it("checks ranges: years of experience, salary, contract length and booking dates", async () => {
    const candidateId = await insertUser("range-test@example.com", "range-test", "candidate");
    expect(await refusal(sql`insert into candidate_profiles (user_id, name, role, years_experience) values (${candidateId}, 'A', 'Tech Lead', 51)`)).toBe("23514");
    expect(await refusal(sql`insert into candidate_profiles (user_id, name, role, expected_salary) values (${candidateId}, 'A', 'Tech Lead', -1)`)).toBe("23514");
    expect(await refusal(sql`update experts set years_experience = -1`)).toBe("23514");
    expect(await refusal(sql`update availability set preferred_contract_length = 7`)).toBe("23514");
    expect(await refusal(sql`update pre_bookings set end_date = start_date`)).toBe("23514");
  });
});
