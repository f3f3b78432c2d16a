import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "@shared/schema";
import { assertChannel, pgListener, type Listener, type Subscriber } from "./listener";

type Schema = typeof schema;
/** The one database type the repos see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  /** Runs a trivial query; used by /api/health. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other instance runs its own: the start-up steps (migrate, seed an empty
   * database, ensure the admin account) of processes starting together take turns.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN: `subscriber` hears every payload NOTIFYed on `channel` (by any process on this
   * database, this one included) from the moment this resolves; see listener.ts.
   */
  listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload`, delivered to listeners when the statement's transaction commits. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
const MIGRATION_LOCK_KEY = 827_364_501;
const STARTUP_LOCK_KEY = 827_364_502;

/** Embedded Postgres (PGlite). `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    // One process owns an embedded database; there is nobody to take turns with.
    withStartupLock: (fn) => fn(),
    // Delivered by PGlite itself after each commit; one process, so no connection to lose.
    async listen(channel, subscriber) {
      assertChannel(channel);
      const stop = await client.listen(channel, (payload) => {
        try {
          subscriber.onMessage(payload);
        } catch {
          // A subscriber's fault is its own; the next payload is delivered all the same.
        }
      });
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await client.close();
    },
  };
}

/** A real Postgres server through a pg pool. */
export async function openPostgres(
  url: string,
  poolSize = 20,
  opts: { onConnectionError?: (err: Error) => void; onListening?: () => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  const onConnectionError = (err: Error) => opts.onConnectionError?.(err);
  // A dropped connection must not take the process down. An idle one is reported on the pool,
  // which replaces it; a checked-out one (a transaction in progress when the server restarts or
  // the network fails) emits 'error' on the client itself, with no listener from the pool, and an
  // unheard 'error' event would end the process. Its pending query fails with the same error, the
  // request gets an error answer, and the pool discards the broken client when it is released.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Opened on the first listen(): a process that never listens never holds the extra connection.
  let listener: Listener | undefined;
  return {
    db,
    driver: "pg",
    async ping() {
      await pool.query("select 1");
    },
    async migrate() {
      // Several instances may start at once: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    async withStartupLock(fn) {
      // A session-level lock on a connection outside the pool (so even a pool of one can run
      // `fn`), held while `fn` runs; a second instance blocks here until the first has finished.
      // A different key from the migration lock, which `fn` takes in turn.
      const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      conn.on("error", () => {});
      await conn.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await conn.end().catch(() => {});
      }
    },
    async listen(channel, subscriber) {
      listener ??= pgListener(url, { onConnectionError, onReconnected: opts.onListening });
      return listener.listen(channel, subscriber);
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  onConnectionError?: (err: Error) => void;
  /** The listening connection is back after it was lost. */
  onListening?: () => void;
}): Promise<Database> {
  return opts.url
    ? openPostgres(opts.url, opts.poolSize, { onConnectionError: opts.onConnectionError, onListening: opts.onListening })
    : openPglite(opts.dataDir);
}
