import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createUser(t, { role: "admin" })).token;
});

let address = 0;
// Each join from its own address: the call allows five a minute from one (tested below).
const join = (body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/waitlist", payload: body, remoteAddress: `10.0.0.${++address}` });

async function linkTokenFor(email: string): Promise<string> {
  const row = await t.database.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /\/waitlist\?token=([A-Za-z0-9_-]+)/.exec(row.text_body);
  expect(match).not.toBeNull();
  return match![1]!;
}

const entriesFor = (email: string) =>
  t.database.db
    .selectFrom("waitlist_entries")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();

describe("the waitlist", () => {
  it("takes an e-mail and interests, and sends a link that confirms them", async () => {
    const res = await join({
      email: "Maya@Example.test",
      role: "parent",
      interests: ["Maths tutoring", "French"],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/sent you an e-mail/);
    const [entry] = await entriesFor("maya@example.test");
    expect(entry).toMatchObject({ email: "maya@example.test", role: "parent", confirmed_at: null });
    expect(entry!.interests).toEqual(["Maths tutoring", "French"]);

    const token = await linkTokenFor("maya@example.test");
    const confirmed = await call(t, "POST", "/api/waitlist/confirm", { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect((await entriesFor("maya@example.test"))[0]!.confirmed_at).not.toBeNull();
    // The link works once.
    expect((await call(t, "POST", "/api/waitlist/confirm", { body: { token } })).statusCode).toBe(400);
  });

  it("keeps one row per e-mail whatever its letter case, updating the interests", async () => {
    await join({ email: "sam@example.test", interests: ["Spanish"] });
    await join({ email: "SAM@EXAMPLE.TEST", interests: ["Python and coding"] });
    await join({ email: "Sam@Example.Test", role: "student", interests: ["Python and coding", "AI tutor"] });
    const rows = await entriesFor("sam@example.test");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "student", interests: ["Python and coding", "AI tutor"] });
    // Only the newest link works: each join replaced the one before.
    const token = await linkTokenFor("sam@example.test");
    expect((await call(t, "POST", "/api/waitlist/confirm", { body: { token } })).statusCode).toBe(200);
    const again = await join({ email: "sam@EXAMPLE.test", interests: ["Spanish"] });
    expect(again.json().message).toMatch(/on the list/);
    expect(await entriesFor("sam@example.test")).toHaveLength(1);
  });

  it("refuses bad input, changing nothing", async () => {
    const before = (await t.database.db.selectFrom("waitlist_entries").select("id").execute()).length;
    for (const body of [
      { email: "not-an-email", interests: ["French"] },
      { email: "a@example.test", interests: [] },
      { email: "a@example.test", interests: ["Knitting"] },
      { email: "a@example.test", interests: ["French", "French"] },
      { email: "a@example.test", role: "admin", interests: ["French"] },
      { email: "a@example.test", interests: ["French"], extra: 1 },
    ]) {
      const res = await join(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toBeDefined();
    }
    expect((await t.database.db.selectFrom("waitlist_entries").select("id").execute()).length).toBe(before);
    for (const token of ["", "short", "x".repeat(43)])
      expect((await call(t, "POST", "/api/waitlist/confirm", { body: { token } })).statusCode).toBe(400);
  });

  it("slows one address joining again and again", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/waitlist",
            payload: { email: `flood${i}@example.test`, interests: ["French"] },
            remoteAddress: "10.9.9.9",
          })
        ).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("lets admins, and only admins, read and export it as CSV", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/waitlist");
    await expectAdminOnly(t, "GET", "/api/admin/waitlist/export.csv");
    await join({ email: "+cmd@example.test", interests: ["French"] });
    const list = (await call(t, "GET", "/api/admin/waitlist", { token: admin })).json();
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.confirmed).toBeGreaterThanOrEqual(2);
    expect(list.entries[0].email).toBe("+cmd@example.test");

    const csv = await call(t, "GET", "/api/admin/waitlist/export.csv", { token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(
      /attachment; filename="waitlist-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("email,role,interests,confirmed_at,joined_at");
    expect(lines).toContain(
      lines.find((l) => l.startsWith("maya@example.test,parent,Maths tutoring; French,")),
    );
    // A cell that starts like a formula is escaped, so a spreadsheet never runs it.
    expect(csv.body).toContain("'+cmd@example.test");
  });
});
