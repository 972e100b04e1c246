import { sql } from "kysely";

/**
 * Who pays for a student, the one place the rule is written: their parent, or their own login when
 * nobody manages them (a self-paying student). As SQL on a `student_profiles` alias, for every query
 * of payments and billing that joins or filters by payer.
 */
export function payerIdOf(profiles: "s" | "student_profiles") {
  return sql<string>`coalesce(${sql.ref(`${profiles}.parent_user_id`)}, ${sql.ref(`${profiles}.user_id`)})`;
}
