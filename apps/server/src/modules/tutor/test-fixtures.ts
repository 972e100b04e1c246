import { FRACTIONS } from "@app/domain/tutor/fixtures";
import { sql } from "kysely";
import type { TestApp } from "../../test/helpers.ts";

/** The fractions lesson of the domain's tests, stored as a published material; answers its id. */
export async function createFractionsMaterial(t: TestApp): Promise<number> {
  const row = await t.database.db
    .insertInto("material_templates")
    .values({
      slug: `fractions-${Math.random().toString(36).slice(2, 10)}`,
      module_id: null,
      title: FRACTIONS.title,
      subject: "Mathematics",
      body: FRACTIONS.body,
      tags: "[]",
      prerequisites: "[]",
      examples: JSON.stringify(FRACTIONS.examples),
      deck_structure: "[]",
      practice: JSON.stringify(FRACTIONS.questions),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links a student profile to a parent account, as a family does. */
export async function linkParent(
  t: TestApp,
  studentId: number,
  parentUserId: string,
  consent: "given" | "missing",
) {
  await t.database.db
    .updateTable("student_profiles")
    .set({
      parent_user_id: parentUserId,
      parent_consent_required: consent === "missing",
      parent_consented_at: consent === "given" ? new Date() : null,
    })
    .where("id", "=", studentId)
    .execute();
}

/** Rows of the ledger that started tutor sessions for a student. */
export async function aiSessionSpends(t: TestApp, studentId: number): Promise<number> {
  const row = await sql<{ n: string }>`
    select count(*) as n from credit_movements m join credit_packages p on p.id = m.package_id
    where p.student_id = ${studentId} and p.credit_type = 'ai-session' and m.delta < 0`.execute(
    t.database.db,
  );
  return Number(row.rows[0]!.n);
}
