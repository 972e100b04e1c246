import type { AdminClient, AdminStudent } from "@app/contract/billing";
import type { PlanName } from "@app/domain/credits";
import type { Deps } from "../../deps.ts";
import { notFound, present } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { getStudentCredits, presentPlan } from "../credits/credits.service.ts";
import * as repo from "./billing-admin.repository.ts";

const STUDENT_LIST_LIMIT = 300;
const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** GET /api/admin/clients: every family (parents, and students paying for themselves) and its billing. */
export async function listClients(deps: Deps, now = new Date()): Promise<{ clients: AdminClient[] }> {
  const payers = await repo.listPayers(deps.db);
  const students = await repo.listStudentsOfPayers(
    deps.db,
    payers.map((p) => p.id),
  );
  const credits = await getStudentCredits(
    deps.db,
    students.map((s) => s.id),
    now,
  );
  const summary = await repo.summarisePayers(deps.db);
  const count = (rows: { payer_user_id: string; n: string }[], id: string) =>
    Number(rows.find((r) => r.payer_user_id === id)?.n ?? 0);
  return {
    clients: payers.map((payer) => {
      const money = summary.money.find((m) => m.payer_user_id === payer.id);
      return {
        payer_id: payer.id,
        name: fullName(payer.first_name, payer.last_name),
        email: payer.email,
        kind: payer.role === "parent" ? ("parent" as const) : ("student" as const),
        children: students
          .filter((s) => s.payer_id === payer.id)
          .map((s) => ({
            id: s.id,
            name: fullName(s.first_name, s.last_name),
            ...presentPlan(s.plan, s.plan_paid_until, now),
            balances: present(credits.get(s.id), `credits of student ${s.id}`).balances,
          })),
        paid_cents: Number(money?.paid ?? 0),
        refunded_cents: Number(money?.refunded ?? 0),
        open_invoices: count(summary.invoices, payer.id),
        pending_requests: count(summary.requests, payer.id),
      };
    }),
  };
}

/** GET /api/admin/students: every student with plan, family, credits and assigned tutors. */
export async function listStudents(
  deps: Deps,
  search: string | undefined,
  now = new Date(),
): Promise<{ students: AdminStudent[] }> {
  const rows = await repo.listStudents(deps.db, search || undefined, STUDENT_LIST_LIMIT);
  const ids = rows.map((r) => r.id);
  const [credits, tutors] = await Promise.all([
    getStudentCredits(deps.db, ids, now),
    repo.listTutorsOfStudents(deps.db, ids),
  ]);
  return {
    students: rows.map((row) => ({
      id: row.id,
      name: fullName(row.first_name, row.last_name),
      grade: row.grade,
      age: row.age,
      plan: presentPlan(row.plan, row.plan_paid_until, now).plan,
      has_login: row.user_id !== null,
      family: row.payer_id
        ? {
            payer_id: row.payer_id,
            name: fullName(row.payer_first_name, row.payer_last_name),
            kind: row.payer_role === "parent" ? ("parent" as const) : ("student" as const),
          }
        : null,
      balances: present(credits.get(row.id), `credits of student ${row.id}`).balances,
      tutors: tutors
        .filter((t) => t.student_id === row.id)
        .map((t) => ({
          assignment_id: t.id,
          tutor_id: t.tutor_user_id,
          tutor_name: fullName(t.first_name, t.last_name),
        })),
    })),
  };
}

/** PUT /api/admin/students/{id}/plan: an admin changes a student's plan (decisions.md 3), audit-logged. */
export async function changePlan(deps: Deps, actor: Actor, studentId: number, plan: PlanName) {
  return deps.db.transaction().execute(async (tx) => {
    const before = await repo.findStudentPlan(tx, studentId);
    if (!before) throw notFound("Unknown student");
    if (before.plan !== plan) {
      await repo.setStudentPlan(tx, studentId, plan);
      await recordAdminChange(tx, actor, {
        action: "student.plan",
        entityType: "student",
        entityId: studentId,
        before: { plan: before.plan },
        after: { plan },
      });
    }
    return { student_id: studentId, plan };
  });
}
