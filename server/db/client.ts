import fs from "node:fs";
import path from "node:path";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
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
import { ConnectionWaits } from "./connection-waits";
import { assertChannel, pgListener, type Listener, type Subscriber } from "./listener";
import { PROJECT_ROOT } from "../lib/project-root";

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
  /**
   * Whether requests for a pooled connection have been waiting longer than the pool's target over
   * the last interval (connection-waits.ts): the database answers slower than work arrives.
   * Absent on the embedded database, which has no pool, and when no target is set.
   */
  connectionQueueStanding?(): boolean;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "migrations");
const MIGRATION_LOCK_KEY = 827_364_501;
const STARTUP_LOCK_KEY = 827_364_502;

/**
 * bytea to and from PGlite's text form (`\\x` and hex) with Buffer's native hex codec. PGlite's
 * own turns each byte into a string of its own: a 5 MB CV took a second of the event loop each way.
 */
const pgliteBytea = {
  serialize: (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new TypeError("A bytea value must be a Buffer or Uint8Array");
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  },
  parse: (text: string) => Buffer.from(text.slice(2), "hex"),
};

/**
 * Embedded Postgres (PGlite). `dataDir` undefined means in memory (tests); `loadDataDir` starts it
 * from a copy of another database's files (PGlite's dumpDataDir), as the tests' templates do.
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gist },
    loadDataDir: opts.loadDataDir,
    serializers: { [pgliteTypes.BYTEA]: pgliteBytea.serialize },
    parsers: { [pgliteTypes.BYTEA]: pgliteBytea.parse },
  });
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
    async close() {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

export interface PostgresOptions {
  /**
   * A connection straight to PostgreSQL (not through a pooler in transaction mode, which would
   * hand a session's LISTEN or lock to whichever client comes next) for LISTEN and the start-up's
   * session-level locks; the pool's URL when unset.
   */
  directUrl?: string;
  /**
   * Limits on every pooled connection, in ms (PostgreSQL's statement_timeout and
   * idle_in_transaction_session_timeout); 0 or unset leaves the server's own. A statement past its
   * limit is cancelled and the request answered 503 (lib/error-handler.ts); a transaction left
   * idle past its limit loses its connection, so neither holds a connection or its locks for ever.
   */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  onConnectionError?: (err: Error) => void;
  /** The target, in ms, of the waits for a pooled connection (connection-waits.ts); 0 or unset does not watch them. */
  connectionWaitTargetMs?: number;
  /** The listening connection is back after it was lost. */
  onListening?: () => void;
}

/** A real Postgres server through a pg pool. */
export async function openPostgres(url: string, poolSize = 20, opts: PostgresOptions = {}): Promise<Database> {
  const directUrl = opts.directUrl ?? url;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // Sent when the connection opens; unset ones are not sent at all.
    statement_timeout: opts.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs || undefined,
  });
  const onConnectionError = (err: Error) => opts.onConnectionError?.(err);
  // A dropped connection must not take the process down. An idle one is reported on the pool,
  // which replaces it; a checked-out one (a transaction in progress when the server restarts or
  // the network fails) emits 'error' on the client itself, with no listener from the pool, and an
  // unheard 'error' event would end the process. Its pending query fails with the same error, the
  // request gets an error answer, and the pool discards the broken client when it is released.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => client.on("error", onConnectionError));
  // Each ask for a connection (a query, or a transaction's checkout) is timed until it is handed one.
  const waits = opts.connectionWaitTargetMs ? new ConnectionWaits(opts.connectionWaitTargetMs) : undefined;
  if (waits) {
    type Handed = (err: Error | undefined, client: pg.PoolClient, done: (release?: unknown) => void) => void;
    const connect = pool.connect.bind(pool) as (callback: Handed) => void;
    const timed = (callback?: Handed) => {
      // It queues only when every connection the pool may open is open and out. (Asks in one turn
      // while a connection is idle all see it idle, as the pool hands it over on the next turn:
      // the burst is taken as not queued. A standing queue has every connection out, so there
      // the asks that wait are seen.)
      const handed = waits.asked(undefined, pool.idleCount === 0 && pool.totalCount >= poolSize);
      if (callback) return connect((err, client, done) => (handed(), callback(err, client, done)));
      return new Promise<pg.PoolClient>((resolve, reject) => connect((err, client) => (handed(), err ? reject(err) : resolve(client))));
    };
    pool.connect = timed as typeof pool.connect;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Opened on the first listen(): a process that never listens never holds the extra connection.
  let listener: Listener | undefined;
  /**
   * A connection of its own for the start-up's session-level advisory locks, which a pooled
   * connection would hand back with the lock still held, and without the pool's limits: waiting
   * for another instance to finish migrating, or a long migration, is not a stuck statement.
   */
  const withOwnConnection = async <T>(fn: (conn: pg.Client) => Promise<T>) => {
    const conn = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5000 });
    conn.on("error", () => {});
    await conn.connect();
    try {
      return await fn(conn);
    } finally {
      await conn.end().catch(() => {});
    }
  };
  return {
    db,
    driver: "pg",
    async ping() {
      await pool.query("select 1");
    },
    async migrate() {
      // Several instances may start at once: one migrates, the others wait.
      await withOwnConnection(async (conn) => {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      });
    },
    async withStartupLock(fn) {
      // Held while `fn` runs, on a connection outside the pool (so even a pool of one can run
      // `fn`); a second instance blocks here until the first has finished. A different key from
      // the migration lock, which `fn` takes in turn. Closing the connection releases it.
      return withOwnConnection(async (conn) => {
        await conn.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return fn();
      });
    },
    async listen(channel, subscriber) {
      listener ??= pgListener(directUrl, { onConnectionError, onReconnected: opts.onListening });
      return listener.listen(channel, subscriber);
    },
    connectionQueueStanding: waits && (() => waits.isStanding()),
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}

export async function openDatabase(
  opts: PostgresOptions & {
    url?: string;
    dataDir?: string;
    poolSize?: number;
  },
): Promise<Database> {
  const { url, dataDir, poolSize, ...postgres } = opts;
  return url ? openPostgres(url, poolSize, postgres) : openPglite(dataDir);
}
