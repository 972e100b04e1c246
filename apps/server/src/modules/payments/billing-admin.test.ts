import { beforeAll, describe, expect, it } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await seedSiteContent(t.database.db);
  admin = await createUser(t, { role: "admin" });
});

describe("/api/admin/clients", () => {
  it("lists parents and self-paying students with each child's credits per kind and their money", async () => {
    const p = await createParent(t, [9, 14]);
    const solo = await createStudent(t, { first_name: "Solo" });
    const offer = await t.database.db
      .selectFrom("credit_offers")
      .select("id")
      .where("slug", "=", "tutor-1")
      .executeTakeFirstOrThrow();
    await call(t, "POST", "/api/admin/payments", {
      token: admin.token,
      body: { student_id: p.childIds[1], offer_id: offer.id, amount_cents: 4900 },
    });
    await call(t, "POST", "/api/billing/checkout", {
      token: solo.token,
      body: { student_id: solo.studentId, offer_id: offer.id, method: "bank-transfer" },
    });
    const res = await call(t, "GET", "/api/admin/clients", { token: admin.token });
    expect(res.statusCode).toBe(200);
    const clients = res.json().clients;
    const family = clients.find((c: { payer_id: string }) => c.payer_id === p.user.id);
    expect(family).toMatchObject({
      kind: "parent",
      paid_cents: 4900,
      refunded_cents: 0,
      open_invoices: 0,
      pending_requests: 0,
    });
    expect(family.children.map((c: { balances: unknown }) => c.balances)).toEqual([
      { "ai-session": 10, "tutor-session": 0 },
      { "ai-session": 10, "tutor-session": 1 },
    ]);
    const self = clients.find((c: { payer_id: string }) => c.payer_id === solo.user.id);
    expect(self).toMatchObject({ kind: "student", open_invoices: 1, pending_requests: 1 });
    // A tutor or admin is never a client.
    expect(clients.some((c: { payer_id: string }) => c.payer_id === admin.user.id)).toBe(false);
  });

  it("answers 400 for a payer id that is not one, 404 for an unknown family", async () => {
    expect((await call(t, "GET", "/api/admin/clients/nope/billing", { token: admin.token })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call(t, "GET", "/api/admin/clients/00000000-0000-4000-8000-000000000000/billing", {
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("/api/admin/students and plan changes", () => {
  it("lists every student with plan, family, balances and assigned tutors, by name", async () => {
    const p = await createParent(t, [10]);
    const tutor = await createUser(t, { role: "tutor", first_name: "Tara", last_name: "Tutor" });
    await call(t, "POST", "/api/admin/tutor-assignments", {
      token: admin.token,
      body: { tutor_id: tutor.user.id, student_id: p.childIds[0] },
    });
    const res = await call(t, "GET", `/api/admin/students?search=${encodeURIComponent("Child0")}`, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().students.find((s: { id: number }) => s.id === p.childIds[0]);
    expect(row).toMatchObject({
      plan: "ai-only",
      has_login: false,
      family: { payer_id: p.user.id, kind: "parent" },
      balances: { "ai-session": 10, "tutor-session": 0 },
      tutors: [{ tutor_id: tutor.user.id, tutor_name: "Tara Tutor" }],
    });
    const none = await call(t, "GET", "/api/admin/students?search=zzzz-nobody", { token: admin.token });
    expect(none.json().students).toEqual([]);
  });

  it("changes a plan, audit-logged; on a tutor plan no monthly AI sessions are granted", async () => {
    const p = await createParent(t, [11, 12]);
    const [a, b] = p.childIds as [number, number];
    const res = await call(t, "PUT", `/api/admin/students/${a}/plan`, {
      token: admin.token,
      body: { plan: "tutor-plus" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ student_id: a, plan: "tutor-plus" });
    const log = await t.database.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "before", "after"])
      .where("action", "=", "student.plan")
      .where("entity_id", "=", String(a))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ before: { plan: "ai-only" }, after: { plan: "tutor-plus" } });
    const account = (await call(t, "GET", "/api/billing/account", { token: p.token })).json();
    expect(account.children.find((c: { id: number }) => c.id === a)).toMatchObject({
      plan: "tutor-plus",
      balances: { "ai-session": 0, "tutor-session": 0 },
    });
    expect(account.children.find((c: { id: number }) => c.id === b).balances["ai-session"]).toBe(10);

    for (const body of [{ plan: "gold" }, {}, { plan: "ai-only", extra: true }])
      expect(
        (await call(t, "PUT", `/api/admin/students/${a}/plan`, { token: admin.token, body })).statusCode,
      ).toBe(400);
    expect(
      (
        await call(t, "PUT", "/api/admin/students/999999/plan", {
          token: admin.token,
          body: { plan: "ai-only" },
        })
      ).statusCode,
    ).toBe(404);
    const still = await t.database.db
      .selectFrom("student_profiles")
      .select("plan")
      .where("id", "=", a)
      .executeTakeFirstOrThrow();
    expect(still.plan).toBe("tutor-plus");
  });

  it("is for admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/clients");
    await expectAdminOnly(t, "GET", "/api/admin/students");
    await expectAdminOnly(t, "PUT", "/api/admin/students/1/plan", { plan: "tutor-lite" });
    await expectAdminOnly(t, "GET", "/api/admin/clients/00000000-0000-4000-8000-000000000000/billing");
  });
});
