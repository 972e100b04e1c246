import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createUser(t, { role: "admin", first_name: "Ada", last_name: "Admin" })).token;
});

const send = (body: Record<string, unknown>, token = admin) =>
  call(t, "POST", "/api/admin/notifications", { token, body });
const bell = (token: string) => call(t, "GET", "/api/notifications", { token });

describe("sending notifications (admins only)", () => {
  it("refuses everyone but admins", async () => {
    await expectAdminOnly(t, "POST", "/api/admin/notifications", {
      title: "x",
      body: "y",
      audience: { kind: "everyone" },
    });
    await expectAdminOnly(t, "GET", "/api/admin/notifications");
  });

  it("reaches a role, a plan's students and parents, or chosen users, and shows in their bells", async () => {
    const student = await createStudent(t);
    const parent = await createParent(t, [9]);
    const tutor = await createUser(t, { role: "tutor" });
    await t.database.db
      .updateTable("student_profiles")
      .set({ plan: "tutor-plus" })
      .where("id", "=", parent.childIds[0]!)
      .execute();

    const toStudents = await send({
      title: "New course",
      body: "Python is here",
      link_url: "/student/library",
      audience: { kind: "role", role: "student" },
    });
    expect(toStudents.statusCode).toBe(201);
    const toPlan = await send({
      title: "Plus perks",
      body: "Priority booking",
      audience: { kind: "plan", plan: "tutor-plus" },
    });
    expect(toPlan.json().recipient_count).toBe(1);
    const toTutor = await send({
      title: "Hi tutor",
      body: "Welcome",
      audience: { kind: "users", user_ids: [tutor.user.id] },
    });
    expect(toTutor.json().recipient_count).toBe(1);

    const mine = (await bell(student.token)).json();
    expect(mine.unread_count).toBe(1);
    expect(mine.notifications[0]).toMatchObject({
      title: "New course",
      link_url: "/student/library",
      read_at: null,
    });
    expect((await bell(parent.token)).json().notifications.map((n: { title: string }) => n.title)).toEqual([
      "Plus perks",
    ]);
    expect((await bell(tutor.token)).json().notifications.map((n: { title: string }) => n.title)).toEqual([
      "Hi tutor",
    ]);

    const sent = (await call(t, "GET", "/api/admin/notifications", { token: admin })).json();
    expect(sent.notifications[0]).toMatchObject({
      title: "Hi tutor",
      recipient_count: 1,
      read_count: 0,
      sent_by: "Ada Admin",
    });
    const log = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "notification")
      .execute();
    expect(log).toHaveLength(3);
  });

  it("e-mails the recipients too when asked, through the outbox", async () => {
    const s = await createStudent(t);
    await send({
      title: "Exam tips",
      body: "Read this",
      link_url: "/blog",
      audience: { kind: "users", user_ids: [s.user.id] },
      send_email: true,
    });
    await t.app.deps.jobs.idle?.();
    const mail = await t.database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_email", "=", s.user.email!)
      .execute();
    expect(mail.map((m) => m.subject)).toEqual(["Brightpath: Exam tips"]);
    expect(mail[0]!.text_body).toContain("http://app.test/blog");
  });

  it("refuses bad input and unknown people, sending nothing", async () => {
    const before = (await t.database.db.selectFrom("notifications").select("id").execute()).length;
    const cases = [
      { title: "", body: "x", audience: { kind: "everyone" } },
      { title: "x", body: "x", audience: { kind: "role", role: "owner" } },
      { title: "x", body: "x", audience: { kind: "users", user_ids: [] } },
      { title: "x", body: "x", audience: { kind: "users", user_ids: ["not-a-uuid"] } },
      { title: "x", body: "x", link_url: "https://evil.example", audience: { kind: "everyone" } },
      { title: "x", body: "x", link_url: "//evil.example", audience: { kind: "everyone" } },
      {
        title: "x",
        body: "x",
        audience: { kind: "users", user_ids: ["00000000-0000-4000-8000-000000000000"] },
      },
    ];
    for (const body of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await t.database.db.selectFrom("notifications").select("id").execute()).length).toBe(before);
  });
});

describe("the bell (every signed-in user)", () => {
  it("needs a sign-in, marks one or all read, and keeps others' notifications out of reach", async () => {
    expect((await call(t, "GET", "/api/notifications")).statusCode).toBe(401);
    expect((await call(t, "POST", "/api/notifications/read-all")).statusCode).toBe(401);
    const a = await createStudent(t);
    const b = await createStudent(t);
    await send({ title: "One", body: "1", audience: { kind: "users", user_ids: [a.user.id] } });
    const { id } = (
      await send({ title: "Two", body: "2", audience: { kind: "users", user_ids: [a.user.id] } })
    ).json();

    expect((await call(t, "POST", `/api/notifications/${id}/read`, { token: b.token })).statusCode).toBe(404);
    expect((await call(t, "POST", "/api/notifications/abc/read", { token: a.token })).statusCode).toBe(400);
    expect((await call(t, "POST", `/api/notifications/${id}/read`, { token: a.token })).statusCode).toBe(204);
    const after = (await bell(a.token)).json();
    expect(after.unread_count).toBe(1);
    expect(after.notifications.find((n: { id: number }) => n.id === id).read_at).not.toBeNull();
    expect((await call(t, "POST", "/api/notifications/read-all", { token: a.token })).statusCode).toBe(204);
    expect((await bell(a.token)).json().unread_count).toBe(0);
  });
});
