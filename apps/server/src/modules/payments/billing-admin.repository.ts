import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { payerIdOf } from "./payer.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Who pays: every parent, and every student nobody manages (they pay for themselves). */
export function listPayers(db: Db) {
  return db
    .selectFrom("users as u")
    .select(["u.id", "u.first_name", "u.last_name", "u.email", "u.role"])
    .where((eb) =>
      eb.or([
        eb("u.role", "=", "parent"),
        eb.and([
          eb("u.role", "=", "student"),
          eb.exists(
            eb.selectFrom("student_profiles as s").select("s.id").where(payerIdOf("s"), "=", eb.ref("u.id")),
          ),
        ]),
      ]),
    )
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .limit(500)
    .execute();
}

/** The students each payer pays for (a parent's children, a self-paying student's own profile), in one query. */
export function listStudentsOfPayers(db: Db, payerIds: readonly string[]) {
  if (payerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("student_profiles")
    .select([
      "id",
      "first_name",
      "last_name",
      "plan",
      "plan_paid_until",
      payerIdOf("student_profiles").as("payer_id"),
    ])
    .where(payerIdOf("student_profiles"), "in", [...payerIds])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Students with who pays for them, by name when searched. */
export function listStudents(db: Db, search: string | undefined, limit: number) {
  let query = db
    .selectFrom("student_profiles as s")
    .leftJoin("users as payer", (join) => join.on((eb) => eb("payer.id", "=", payerIdOf("s"))))
    .select([
      "s.id",
      "s.first_name",
      "s.last_name",
      "s.grade",
      "s.age",
      "s.plan",
      "s.plan_paid_until",
      "s.user_id",
      "s.parent_user_id",
      "s.created_at",
      "payer.id as payer_id",
      "payer.first_name as payer_first_name",
      "payer.last_name as payer_last_name",
      "payer.role as payer_role",
    ]);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`s.first_name || ' ' || s.last_name`, "ilike", pattern),
        eb(sql<string>`coalesce(payer.first_name || ' ' || payer.last_name, '')`, "ilike", pattern),
      ]),
    );
  }
  return query.orderBy("s.first_name").orderBy("s.last_name").orderBy("s.id").limit(limit).execute();
}

/** Current tutor assignments of students. */
export function listTutorsOfStudents(db: Db, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("tutor_student_assignments as a")
    .innerJoin("users as t", "t.id", "a.tutor_user_id")
    .select(["a.id", "a.student_id", "a.tutor_user_id", "t.first_name", "t.last_name"])
    .where("a.student_id", "in", [...studentIds])
    .where("a.unassigned_at", "is", null)
    .orderBy("t.first_name")
    .execute();
}

/** Money paid and refunded per payer, open invoices and pending requests. */
export async function summarisePayers(db: Db) {
  const [money, invoices, requests] = await Promise.all([
    db
      .selectFrom("payments")
      .select([
        "payer_user_id",
        sql<string>`coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment'), 0)`.as("paid"),
        sql<string>`coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0)`.as("refunded"),
      ])
      .groupBy("payer_user_id")
      .execute(),
    db
      .selectFrom("invoices")
      .select(["payer_user_id", (eb) => eb.fn.countAll<string>().as("n")])
      .where("status", "=", "open")
      .groupBy("payer_user_id")
      .execute(),
    db
      .selectFrom("purchase_requests")
      .select(["payer_user_id", (eb) => eb.fn.countAll<string>().as("n")])
      .where("status", "=", "pending")
      .groupBy("payer_user_id")
      .execute(),
  ]);
  return { money, invoices, requests };
}

export function findStudentPlan(db: Db, studentId: number) {
  return db
    .selectFrom("student_profiles")
    .select(["id", "plan", "first_name", "last_name"])
    .where("id", "=", studentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setStudentPlan(
  db: Db,
  studentId: number,
  plan: "ai-only" | "tutor-lite" | "tutor-plus",
) {
  await db
    .updateTable("student_profiles")
    .set({ plan, updated_at: new Date() })
    .where("id", "=", studentId)
    .execute();
}
