/** A throwaway PostgreSQL database for one bench run (`--db pg`), made and dropped like the PG test run's. */
import pg from "pg";

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `bench_<time>_<pid>` on the server PG_ADMIN_URL names (default: the local one). */
export async function createPostgresDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const fresh = new pg.Client({ connectionString: url.toString() });
  await fresh.connect();
  await fresh.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
  await fresh.end();
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
