// Migrations one by one, for tests that write rows before a migration and read them after it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };

/** The journal's tags in order, and the index of `tag` among them. */
export const migrationTags = journal.entries.map((e) => e.tag);
export const indexOfMigration = (tag: string) => journal.entries.find((e) => e.tag === tag)!.idx;

/** Runs one migration's statements on `db`, as the migrator splits them. */
export async function applyMigration(db: { execute(query: string): Promise<unknown> }, tag: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.execute(statement);
  }
}
