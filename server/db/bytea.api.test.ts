// Files (CVs, photos) are kept as bytea. On the embedded database they cross PGlite's text form
// through our own codec (db/client.ts); on PostgreSQL through pg's binary parameters. Either way
// every byte value must arrive as sent, and the database must hold the bytes themselves, not a
// text that only our own reader would turn back.
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCvFile, insertCvFile } from "../candidates/candidates.repo";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function roundTrip(data: Buffer) {
  const owner = await t.createUser("candidate");
  const row = await insertCvFile(t.deps.db, { userId: owner.id, originalName: "cv.pdf", mimeType: "application/pdf", data });
  const stored = await t.deps.db.execute(sql`select md5(data) as md5, length(data) as length from cv_files where id = ${row.id}`);
  const read = await findCvFile(t.deps.db, row.id);
  return { stored: (stored as unknown as { rows: { md5: string; length: number }[] }).rows[0], read: read!.data };
}

describe("bytea", () => {
  it("keeps every byte value, in the database and back", async () => {
    const all = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const { stored, read } = await roundTrip(all);
    expect(Number(stored.length)).toBe(512);
    expect(stored.md5).toBe(createHash("md5").update(all).digest("hex"));
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read.equals(all)).toBe(true);
  });

  it("keeps a 5 MB file whole, and a slice of a larger buffer as the slice alone", async () => {
    const big = randomBytes(5 * 1024 * 1024);
    const whole = await roundTrip(big);
    expect(whole.stored.md5).toBe(createHash("md5").update(big).digest("hex"));
    expect(whole.read.equals(big)).toBe(true);

    const slice = big.subarray(1000, 3000);
    const part = await roundTrip(slice);
    expect(Number(part.stored.length)).toBe(2000);
    expect(part.read.equals(slice)).toBe(true);
  });
});
