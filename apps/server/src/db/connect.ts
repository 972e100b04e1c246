import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { prepareDataDir, probeDataDirWrite, tightenModes } from "./data-dir.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import type { Database } from "./database.ts";
import { DataDirFlusher } from "./flusher.ts";
import { WriteWatch } from "./write-watch.ts";

/** A connection listening on a notification channel (see change-feed.ts). */
export interface Listener {
  stop(): Promise<void>;
  /** The listening connection's backend id on a PostgreSQL server (see `listen`'s `presence`). */
  sessionId?: number;
}

/** An open database: the Kysely handle, a way to run a multi-statement script, and close. */
export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Kysely<Database>;
  /** Runs a script of several statements inside one transaction. */
  runScript(sql: string): Promise<void>;
  /** Serialises migrations between processes sharing a server database. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Fails when the database's storage cannot take a write (full disk, read-only, I/O error);
   * answers whether it could tell (an embedded database on disk), or not (memory, a server).
   */
  probeStorage(): Promise<boolean>;
  /** The background flush of an embedded database on disk (see flusher.ts). */
  flusher?: DataDirFlusher;
  /** Counts this process's writes of tables kept in memory (see write-watch.ts). */
  writes: WriteWatch;
  /**
   * Listens on a notification channel: `onMessage` gets each payload; `onLost` is called when
   * notifications may have been missed (the connection broke) and the listener is dead. On a
   * PostgreSQL server, `presence` is an advisory lock key the connection holds (shared) while it
   * listens, so other processes can tell who listens (see change-feed.ts, `reachEveryProcess`).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: unknown) => void,
    presence?: readonly [number, number],
  ): Promise<Listener>;
  /** An embedded database's whole data folder as one uncompressed tar (a test template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens an embedded PGlite database; `dataDir` undefined keeps it in memory (tests). `template`, a
 * data folder made by `dumpDataDir`, starts the database from it instead of an empty cluster: the
 * tests start from one migrated database in a fifth of the time (docs/performance.md).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<DatabaseHandle> {
  if (dataDir) prepareDataDir(dataDir);
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  const pgliteDir = dataDir ? path.join(dataDir, "pglite") : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(pgliteDir, {
      extensions: { pg_trgm },
      ...(template ? { loadDataDir: template } : {}),
    });
    // PGlite unpacks its initial database with every file writable by anyone; the umask set by
    // prepareDataDir covers only the files made after it.
    if (pgliteDir) tightenModes(pgliteDir);
  } catch (error) {
    release();
    throw error;
  }
  const flusher = pgliteDir ? new DataDirFlusher(pgliteDir) : undefined;
  flusher?.start();
  const writes = new WriteWatch();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [writes] });
  return {
    kind: "pglite",
    db,
    writes,
    // One process owns the database and its single connection: nothing can be missed.
    async listen(channel, onMessage) {
      const unlisten = await pglite.listen(channel, onMessage);
      return { stop: () => unlisten() };
    },
    ...(flusher ? { flusher } : {}),
    async probeStorage() {
      if (!dataDir) return false;
      if (flusher?.lastError) throw flusher.lastError;
      await probeDataDirWrite(dataDir);
      return true;
    },
    async runScript(script) {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    withMigrationLock: (work) => work(),
    dumpDataDir: () => pglite.dumpDataDir("none") as Promise<Blob>,
    async close() {
      try {
        if (dataDir && !pglite.closed) await pglite.exec("CHECKPOINT");
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        // The last flush runs after the checkpoint, so what the checkpoint wrote is on disk too.
        try {
          await flusher?.stop();
        } finally {
          release();
        }
      }
    },
  };
}

/** Opens a PostgreSQL server database; `schema` puts every table in its own schema (tests). */
export async function openPostgres(connectionString: string, schema?: string): Promise<DatabaseHandle> {
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  // Extensions live in public, shared by every test schema.
  const options = schema ? { options: `-c search_path="${schema}",public` } : {};
  const pool = new pg.Pool({ connectionString, max: 10, ...options });
  const writes = new WriteWatch();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  return {
    kind: "postgres",
    db,
    writes,
    // A connection of its own, outside the pool: it must stay open and idle to hear notifications.
    async listen(channel, onMessage, onLost, presence) {
      const client = new pg.Client({ connectionString, ...options });
      let isStopped = false;
      const fail = (error: unknown) => {
        if (isStopped) return;
        isStopped = true;
        client.end().catch(() => {});
        onLost(error);
      };
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      client.on("error", fail);
      client.on("end", () => fail(new Error("the listening connection ended")));
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      const { rows } = await client.query<{ pid: number }>(
        presence
          ? "SELECT pg_backend_pid() AS pid, pg_advisory_lock_shared($1, $2)"
          : "SELECT pg_backend_pid() AS pid",
        presence ? [...presence] : [],
      );
      return {
        sessionId: rows[0]?.pid,
        async stop() {
          if (isStopped) return;
          isStopped = true;
          await client.end();
        },
      };
    },
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query(script);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    async withMigrationLock(work) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(7261001)");
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock(7261001)");
        client.release();
      }
    },
    // The server's disk is not ours to probe: a write that failed there is remembered instead.
    probeStorage: async () => false,
    async close() {
      await db.destroy();
      if (schema) {
        const admin = new pg.Client({ connectionString });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      }
    },
  };
}
