import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@app/contract/contact";
import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, countRows, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: { token: string; name: string };
beforeAll(async () => {
  const row = await createUser(t, { role: "admin", first_name: "Ada", last_name: "Okafor" });
  admin = { token: row.token, name: "Ada Okafor" };
});

let address = 0;
// Each message from its own network address: the call allows five a minute from one (tested below).
const send = (payload: Record<string, unknown>, remoteAddress = `10.1.0.${++address}`, token?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Maya Lin",
  email: "maya@example.test",
  topic: "credits",
  message: "My lesson was cancelled by the tutor. Do I get my credit back?",
  ...overrides,
});

const countRequests = () => countRows(t, "contact_requests");

describe("the contact form", () => {
  it("takes a visitor's message into the admins' inbox, e-mailing nobody", async () => {
    const outboxBefore = await countRows(t, "email_outbox");
    const res = await send(valid({ email: "  Maya@Example.TEST " }));
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(CONTACT_MESSAGES.sent);
    // Anyone can type anyone's address: the form itself sends no mail.
    expect(await countRows(t, "email_outbox")).toBe(outboxBefore);

    const inbox = await call(t, "GET", "/api/admin/contact-requests", { token: admin.token });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().requests[0]).toMatchObject({
      name: "Maya Lin",
      email: "maya@example.test",
      topic: "credits",
      reply: null,
    });
  });

  it("takes a signed-in user's message the same way", async () => {
    const student = await createStudent(t);
    const res = await send(valid({ email: "student-writes@example.test" }), undefined, student.token);
    expect(res.statusCode).toBe(202);
  });

  it.each([
    ["no name", { name: "  " }, "name"],
    ["a name over two lines", { name: "Maya\nLin" }, "name"],
    ["a bad e-mail", { email: "maya@" }, "email"],
    ["an unknown topic", { topic: "refunds" }, "topic"],
    ["a message too short", { message: "hi" }, "message"],
    ["a message too long", { message: "x".repeat(CONTACT_LIMITS.messageMax + 1) }, "message"],
    ["a control character", { message: "Hello there \u0007 friend" }, null],
    ["an unknown field", { role: "admin" }, null],
  ])("refuses %s with a clear 400 and stores nothing", async (_label, change, field) => {
    const before = await countRequests();
    const res = await send(valid(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    if (field) expect(Object.keys(res.json().details ?? {})).toContain(field);
    expect(await countRequests()).toBe(before);
  });

  it("thanks a robot that filled the hidden field, and keeps nothing", async () => {
    const before = await countRequests();
    const res = await send(valid({ website: "http://spam.example" }));
    expect([res.statusCode, res.json().message]).toEqual([202, CONTACT_MESSAGES.sent]);
    expect(await countRequests()).toBe(before);
  });

  it(`allows ${CONTACT_LIMITS.perAddressPerMinute} messages a minute from one network address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMITS.perAddressPerMinute; i++)
      statuses.push((await send(valid({ email: `flood${i}@example.test` }), "10.9.9.9")).statusCode);
    expect(statuses).toEqual([...Array(CONTACT_LIMITS.perAddressPerMinute).fill(202), 429]);
  });

  it(`allows ${CONTACT_LIMITS.perEmailPerDay} messages a day from one e-mail address`, async () => {
    const email = "busy@example.test";
    for (let i = 0; i < CONTACT_LIMITS.perEmailPerDay; i++)
      expect((await send(valid({ email }))).statusCode).toBe(202);
    const before = await countRequests();
    const refused = await send(valid({ email: "BUSY@example.test" }));
    expect([refused.statusCode, refused.json().error]).toEqual([429, CONTACT_MESSAGES.tooManyFromEmail]);
    expect(await countRequests()).toBe(before);
  });
});

describe("replying by e-mail", () => {
  async function newRequestId(email: string): Promise<number> {
    await send(
      valid({
        email,
        name: "Sam Ortiz",
        topic: "children",
        message: "How do I add my second child?\nThanks!",
      }),
    );
    const { requests } = (await call(t, "GET", "/api/admin/contact-requests", { token: admin.token })).json();
    return requests.find((r: { email: string }) => r.email === email).id;
  }

  it("sends the admin's reply to the address that wrote, once, and records who answered", async () => {
    const id = await newRequestId("sam@example.test");
    const res = await call(t, "POST", `/api/admin/contact-requests/${id}/reply`, {
      token: admin.token,
      body: { message: "Open Family and choose Add a child." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request.reply).toMatchObject({
      text: "Open Family and choose Add a child.",
      by: admin.name,
    });

    const mail = await t.database.db
      .selectFrom("email_outbox")
      .select(["to_email", "subject", "text_body"])
      .where("to_email", "=", "sam@example.test")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Re: your message to Brightpath (Children's accounts)");
    expect(mail.text_body).toContain(
      "Hello Sam Ortiz,\n\nOpen Family and choose Add a child.\n\nAda, Brightpath",
    );
    expect(mail.text_body).toContain("> How do I add my second child?\n> Thanks!");

    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_name"])
      .where("entity_type", "=", "contact_request")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit).toEqual([{ action: "contact.reply", actor_name: admin.name }]);

    // Answered messages go below the open ones.
    const { requests } = (await call(t, "GET", "/api/admin/contact-requests", { token: admin.token })).json();
    expect(requests.at(-1).id).toBe(id);

    const outbox = await countRows(t, "email_outbox");
    const again = await call(t, "POST", `/api/admin/contact-requests/${id}/reply`, {
      token: admin.token,
      body: { message: "A second answer" },
    });
    expect([again.statusCode, again.json().error]).toEqual([409, CONTACT_MESSAGES.alreadyReplied]);
    expect(await countRows(t, "email_outbox")).toBe(outbox);
  });

  it("refuses an empty reply, an unknown or malformed id, and changes nothing", async () => {
    const id = await newRequestId("quiet@example.test");
    const outbox = await countRows(t, "email_outbox");
    const reply = (url: string, body: unknown) => call(t, "POST", url, { token: admin.token, body });
    const refused = [
      await reply(`/api/admin/contact-requests/${id}/reply`, { message: "   " }),
      await reply(`/api/admin/contact-requests/${id}/reply`, {}),
      await reply("/api/admin/contact-requests/999999/reply", { message: "Hello" }),
      await reply("/api/admin/contact-requests/abc/reply", { message: "Hello" }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 404, 400]);
    expect(refused[2]!.json().error).toBe(CONTACT_MESSAGES.notFound);
    expect(await countRows(t, "email_outbox")).toBe(outbox);
    const { requests } = (await call(t, "GET", "/api/admin/contact-requests", { token: admin.token })).json();
    expect(requests.find((r: { id: number }) => r.id === id).reply).toBeNull();
  });

  it("is for admins only, as is the inbox", async () => {
    const id = await newRequestId("private@example.test");
    await expectAdminOnly(t, "GET", "/api/admin/contact-requests");
    await expectAdminOnly(t, "POST", `/api/admin/contact-requests/${id}/reply`, { message: "Hi" });
  });
});
