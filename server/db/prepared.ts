import type { Db } from "./client";

/**
 * A statement prepared once per database on first use and then reused: PostgreSQL plans a prepared
 * statement once per connection instead of on every call (decision 050). For the statements every
 * request of a kind runs; `build` ends in Drizzle's `.prepare(name)` with a name unique to it.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
