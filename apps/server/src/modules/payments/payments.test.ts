import { BILLING_MESSAGES } from "@app/contract/billing";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;
let offers: Record<string, { id: number; price_cents: number; credits: number }>;

beforeAll(async () => {
  await seedSiteContent(t.database.db);
  admin = await createUser(t, { role: "admin" });
  const rows = await t.database.db
    .selectFrom("credit_offers")
    .select(["id", "slug", "price_cents", "credits"])
    .execute();
  offers = Object.fromEntries(rows.map((r) => [r.slug, r]));
});

const account = (token: string) => call(t, "GET", "/api/billing/account", { token });
const tutorBalance = async (token: string, studentId: number) =>
  (await account(token)).json().children.find((c: { id: number }) => c.id === studentId).balances[
    "tutor-session"
  ];
const count = async (
  table: "payments" | "purchase_requests" | "invoices" | "credit_packages" | "credit_movements",
) =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async () => ({
  payments: await count("payments"),
  requests: await count("purchase_requests"),
  invoices: await count("invoices"),
  packages: await count("credit_packages"),
  movements: await count("credit_movements"),
});
const recordPayment = (body: unknown, token = admin.token) =>
  call(t, "POST", "/api/admin/payments", { token, body });

describe("a family buys by bank transfer and an admin confirms it", () => {
  it("creates a pending request with an open invoice, then the confirmation grants the credits once", async () => {
    const p = await createParent(t, [11]);
    const child = p.childIds[0]!;
    const res = await call(t, "POST", "/api/billing/checkout", {
      token: p.token,
      body: { student_id: child, offer_id: offers["tutor-5"]!.id, method: "bank-transfer" },
    });
    expect(res.statusCode).toBe(201);
    const { request, bank } = res.json();
    expect(request).toMatchObject({ status: "pending", credits: 5, amount_cents: 22000, student_id: child });
    expect(request.reference).toMatch(/^BP-\d{6}$/);
    expect(bank.iban).toBeTruthy();
    const before = (await account(p.token)).json();
    expect(before.invoices[0]).toMatchObject({
      number: request.reference,
      status: "open",
      amount_cents: 22000,
    });
    expect(before.requests[0].id).toBe(request.id);
    expect(before.payment_methods).toEqual({ card: false, bank_transfer: true });
    expect(await tutorBalance(p.token, child)).toBe(0);

    const pending = (await call(t, "GET", "/api/admin/payments/requests", { token: admin.token })).json();
    expect(pending.requests.map((r: { id: number }) => r.id)).toContain(request.id);

    const confirmed = await call(t, "POST", `/api/admin/payments/requests/${request.id}/confirm`, {
      token: admin.token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().request.status).toBe("confirmed");
    const after = (await account(p.token)).json();
    expect(after.children[0].balances).toEqual({ "ai-session": 10, "tutor-session": 5 });
    expect(after.invoices[0]).toMatchObject({ status: "paid" });
    expect(after.ledger.find((e: { type: string }) => e.type === "payment")).toMatchObject({
      amount_cents: 22000,
      method: "bank-transfer",
      refundable_cents: 22000,
    });
    // The bought package is valid one year (decisions.md 3).
    const pkg = after.children[0].credits.find((c: { type: string }) => c.type === "tutor-session");
    const days = (Date.parse(pkg.expiryDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);

    // Confirming again (a double click, a second admin) changes nothing.
    const snap = await snapshot();
    const twice = await call(t, "POST", `/api/admin/payments/requests/${request.id}/confirm`, {
      token: admin.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(BILLING_MESSAGES.requestNotPending);
    expect(await snapshot()).toEqual(snap);
    expect(await tutorBalance(p.token, child)).toBe(5);

    // The audit log has the confirmation.
    const log = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "payment.confirm-transfer")
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it("lets an admin cancel a request: the invoice is voided and no credits come", async () => {
    const s = await createStudent(t);
    const res = await call(t, "POST", "/api/billing/checkout", {
      token: s.token,
      body: { student_id: s.studentId, offer_id: offers["tutor-1"]!.id, method: "bank-transfer" },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().request.id;
    const cancelled = await call(t, "POST", `/api/admin/payments/requests/${id}/cancel`, {
      token: admin.token,
    });
    expect(cancelled.json().request.status).toBe("cancelled");
    const after = (await account(s.token)).json();
    expect(after.invoices[0].status).toBe("void");
    expect(after.children[0].balances).toEqual({ "ai-session": 10, "tutor-session": 0 });
    expect(
      (await call(t, "POST", `/api/admin/payments/requests/${id}/confirm`, { token: admin.token }))
        .statusCode,
    ).toBe(409);
  });
});

describe("a family cancels its own waiting transfer", () => {
  it("voids the invoice and grants nothing; nobody else may, and twice answers 409", async () => {
    const s = await createStudent(t);
    const res = await call(t, "POST", "/api/billing/checkout", {
      token: s.token,
      body: { student_id: s.studentId, offer_id: offers["tutor-1"]!.id, method: "bank-transfer" },
    });
    const id = res.json().request.id;
    const url = `/api/billing/requests/${id}/cancel`;
    const snap = await snapshot();
    const [stranger, tutor] = [await createStudent(t), await createUser(t, { role: "tutor" })];
    const refused = [
      await call(t, "POST", url, { token: stranger.token }),
      await call(t, "POST", url),
      await call(t, "POST", url, { token: tutor.token }),
      await call(t, "POST", "/api/billing/requests/abc/cancel", { token: s.token }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 401, 403, 400]);
    expect(await snapshot()).toEqual(snap);

    const cancelled = await call(t, "POST", url, { token: s.token });
    expect([cancelled.statusCode, cancelled.json().request.status]).toEqual([200, "cancelled"]);
    const after = (await account(s.token)).json();
    expect(after.invoices[0].status).toBe("void");
    expect(after.requests[0].status).toBe("cancelled");
    expect(after.children[0].balances).toEqual({ "ai-session": 10, "tutor-session": 0 });
    const again = await call(t, "POST", url, { token: s.token });
    expect([again.statusCode, again.json().error]).toEqual([409, BILLING_MESSAGES.requestNotPending]);
    const confirm = await call(t, "POST", `/api/admin/payments/requests/${id}/confirm`, admin);
    expect(confirm.statusCode).toBe(409);
  });
});

describe("bank transfers waiting", () => {
  it("allows at most 5 at once per family, with a clear 409, and again once one is dealt with", async () => {
    const p = await createParent(t, [10]);
    const buy = () =>
      call(t, "POST", "/api/billing/checkout", {
        token: p.token,
        body: { student_id: p.childIds[0], offer_id: offers["tutor-1"]!.id, method: "bank-transfer" },
      });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await buy()).json().request.id);
    const snap = await snapshot();
    const sixth = await buy();
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe(BILLING_MESSAGES.tooManyPending);
    expect(await snapshot()).toEqual(snap);
    await call(t, "POST", `/api/admin/payments/requests/${ids[0]}/cancel`, { token: admin.token });
    expect((await buy()).statusCode).toBe(201);
  });
});

describe("bad purchases change nothing", () => {
  it("refuses a child not yours, a child's own login, an unknown package, card without Stripe, other roles", async () => {
    const p = await createParent(t, [9]);
    const other = await createParent(t, [12]);
    const snap = await snapshot();
    const buy = (token: string, body: Record<string, unknown>) =>
      call(t, "POST", "/api/billing/checkout", { token, body });
    const good = { student_id: p.childIds[0], offer_id: offers["tutor-1"]!.id, method: "bank-transfer" };

    const notMine = await buy(other.token, good);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error).toBe(BILLING_MESSAGES.notYourChild);
    const unknownOffer = await buy(p.token, { ...good, offer_id: 999_999 });
    expect(unknownOffer.statusCode).toBe(400);
    expect(unknownOffer.json().error).toBe(BILLING_MESSAGES.unknownOffer);
    const card = await buy(p.token, { ...good, method: "card" });
    expect(card.statusCode).toBe(400);
    expect(card.json().error).toBe(BILLING_MESSAGES.cardUnavailable);
    expect((await buy(p.token, { ...good, student_id: 999_999 })).statusCode).toBe(404);
    for (const body of [{}, { ...good, method: "cash" }, { ...good, offer_id: -1 }, { ...good, extra: 1 }])
      expect((await buy(p.token, body)).statusCode).toBe(400);

    // A child's own login: billing is the parent's.
    const login = await call(t, "POST", `/api/family/children/${p.childIds[0]}/login`, {
      token: p.token,
      body: { username: `kid_${Date.now()}`, password: "correct-horse-1" },
    });
    expect(login.statusCode).toBe(201);
    const childUser = await t.database.db
      .selectFrom("users")
      .innerJoin("student_profiles", "student_profiles.user_id", "users.id")
      .select(["users.id", "users.token_version"])
      .where("student_profiles.id", "=", p.childIds[0]!)
      .executeTakeFirstOrThrow();
    const childToken = await t.app.deps.tokens.sign({
      userId: childUser.id,
      tokenVersion: childUser.token_version,
    });
    expect((await buy(childToken, good)).json().error).toBe(BILLING_MESSAGES.childLogin);
    expect((await account(childToken)).statusCode).toBe(403);
    for (const role of ["tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      expect((await buy(token, good)).statusCode, role).toBe(403);
    }
    expect((await call(t, "POST", "/api/billing/checkout", { body: good })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(snap);
  });
});

describe("manual payments and refunds (admins)", () => {
  it("records a payment: the child gets the credits and an invoice, paid, is generated from the ledger", async () => {
    const p = await createParent(t, [13]);
    const child = p.childIds[0]!;
    const res = await recordPayment({
      student_id: child,
      offer_id: offers["tutor-10"]!.id,
      amount_cents: 41000,
      note: "Cash at the open day",
    });
    expect(res.statusCode).toBe(201);
    const { payment } = res.json();
    expect(payment).toMatchObject({
      kind: "payment",
      method: "manual",
      amount_cents: 41000,
      student_id: child,
    });
    expect(await tutorBalance(p.token, child)).toBe(10);

    const doc = await call(t, "GET", `/api/billing/invoices/${payment.invoice_id}`, { token: p.token });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ paid_cents: 41000, refunded_cents: 0, due_cents: 0 });
    expect(doc.json().lines).toHaveLength(1);
    // Nobody else's invoice: another parent is told it does not exist; admins may print it.
    const other = await createParent(t, [8]);
    expect(
      (await call(t, "GET", `/api/billing/invoices/${payment.invoice_id}`, { token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, "GET", `/api/billing/invoices/${payment.invoice_id}`, { token: admin.token }))
        .statusCode,
    ).toBe(200);

    // A partial refund taking 2 unspent credits back; then the rest; never more than was paid.
    const refund = (body: unknown) =>
      call(t, "POST", `/api/admin/payments/${payment.id}/refunds`, { token: admin.token, body });
    const first = await refund({ amount_cents: 8200, reason: "Two lessons not needed", remove_credits: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json().payment).toMatchObject({ kind: "refund", amount_cents: 8200 });
    expect(await tutorBalance(p.token, child)).toBe(8);

    const snap = await snapshot();
    const tooMuch = await refund({ amount_cents: 41000 - 8200 + 1, reason: "Too much" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe(BILLING_MESSAGES.refundTooLarge);
    for (const body of [
      { amount_cents: 0, reason: "Zero" },
      { amount_cents: -100, reason: "Negative" },
      { amount_cents: 1.5, reason: "Fraction" },
      { amount_cents: 100 },
      { amount_cents: 100, reason: "Too many credits", remove_credits: 9 },
    ])
      expect((await refund(body)).statusCode, JSON.stringify(body)).toBe(400);
    // A refund of a refund is refused; an unknown payment is a 404.
    const refundOfRefund = await call(t, "POST", `/api/admin/payments/${first.json().payment.id}/refunds`, {
      token: admin.token,
      body: { amount_cents: 1, reason: "Nope" },
    });
    expect(refundOfRefund.statusCode).toBe(400);
    expect(
      (
        await call(t, "POST", "/api/admin/payments/999999/refunds", {
          token: admin.token,
          body: { amount_cents: 1, reason: "x" },
        })
      ).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(snap);

    expect((await refund({ amount_cents: 41000 - 8200, reason: "The rest" })).statusCode).toBe(201);
    expect((await refund({ amount_cents: 1, reason: "One cent more" })).statusCode).toBe(400);

    const ledger = (
      await call(t, "GET", `/api/admin/clients/${p.user.id}/billing`, { token: admin.token })
    ).json().ledger;
    expect(
      ledger
        .filter((e: { type: string }) => e.type === "refund")
        .map((e: { amount_cents: number }) => e.amount_cents)
        .sort(),
    ).toEqual([-32800, -8200]);
    expect(ledger.find((e: { type: string }) => e.type === "payment").refundable_cents).toBe(0);
    const printed = (
      await call(t, "GET", `/api/billing/invoices/${payment.invoice_id}`, { token: p.token })
    ).json();
    expect(printed).toMatchObject({ paid_cents: 41000, refunded_cents: 41000 });
    expect(printed.lines).toHaveLength(3);
  });

  it("lets two refunds at once never exceed the payment, and two confirmations at once pay once", async () => {
    const p = await createParent(t, [10]);
    const child = p.childIds[0]!;
    const paid = await recordPayment({
      student_id: child,
      offer_id: offers["tutor-1"]!.id,
      amount_cents: 4900,
    });
    const id = paid.json().payment.id;
    const refunds = await Promise.all(
      [3000, 3000].map((amount_cents) =>
        call(t, "POST", `/api/admin/payments/${id}/refunds`, {
          token: admin.token,
          body: { amount_cents, reason: "Twice at once" },
        }),
      ),
    );
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([201, 400]);

    const request = await call(t, "POST", "/api/billing/checkout", {
      token: p.token,
      body: { student_id: child, offer_id: offers["tutor-1"]!.id, method: "bank-transfer" },
    });
    const requestId = request.json().request.id;
    const confirms = await Promise.all(
      [1, 2].map(() =>
        call(t, "POST", `/api/admin/payments/requests/${requestId}/confirm`, { token: admin.token }),
      ),
    );
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await tutorBalance(p.token, child)).toBe(2);
  });

  it("refuses a negative, zero or unknown payment and changes nothing", async () => {
    const p = await createParent(t, [10]);
    const snap = await snapshot();
    const body = { student_id: p.childIds[0], offer_id: offers["tutor-1"]!.id, amount_cents: 4900 };
    for (const bad of [
      { ...body, amount_cents: -4900 },
      { ...body, amount_cents: 0 },
      { ...body, amount_cents: "4900" },
      { ...body, amount_cents: 10_000_001 },
      { ...body, offer_id: 999_999 },
      { ...body, note: "x".repeat(501) },
    ]) {
      const res = await recordPayment(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await recordPayment({ ...body, student_id: 999_999 })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(snap);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(t, "POST", "/api/admin/payments", {
      student_id: 1,
      offer_id: 1,
      amount_cents: 100,
    });
    await expectAdminOnly(t, "POST", "/api/admin/payments/1/refunds", { amount_cents: 1, reason: "x" });
    await expectAdminOnly(t, "GET", "/api/admin/payments/requests");
    await expectAdminOnly(t, "POST", "/api/admin/payments/requests/1/confirm");
    await expectAdminOnly(t, "POST", "/api/admin/payments/requests/1/cancel");
  });
});
