import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

/** The cheapest question the database can answer: is it there? */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
