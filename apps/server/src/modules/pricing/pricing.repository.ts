import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** Every plan, in the order the pricing page shows them. */
export function listPlans(db: Db) {
  return db
    .selectFrom("plans")
    .select([
      "id",
      "name",
      "tagline",
      "monthly_price_cents",
      "currency",
      "ai_sessions_per_month",
      "tutor_sessions_per_month",
      "features",
      "is_featured",
    ])
    .orderBy("position")
    .orderBy("monthly_price_cents")
    .execute();
}

/** The credit packages on sale, AI sessions first, cheapest first within a kind. */
export function listActiveCreditOffers(db: Db) {
  return db
    .selectFrom("credit_offers")
    .select(["id", "slug", "name", "credit_type", "credits", "price_cents", "currency", "description"])
    .where("is_active", "=", true)
    .orderBy("credit_type")
    .orderBy("position")
    .orderBy("price_cents")
    .execute();
}
