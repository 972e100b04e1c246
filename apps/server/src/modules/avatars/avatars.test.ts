import { DEFAULT_AVATAR } from "@app/contract/scene";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, createParent, createStudent, type TestApp } from "../../test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const mine = {
  skinColour: "#8d5524",
  hairColour: "#d4a017",
  shirtColour: "#22aa66",
  hairStyle: "bun",
  accessory: "glasses",
};

describe("the student's avatar (issue 27)", () => {
  it("asks for a sign-in", async () => {
    expect((await call(t, "GET", "/api/avatar")).statusCode).toBe(401);
    expect((await call(t, "PUT", "/api/avatar", { body: { avatar: mine } })).statusCode).toBe(401);
  });

  it("is the default until saved, then the saved one, kept on the server", async () => {
    const s = await createStudent(t);
    const first = await call(t, "GET", "/api/avatar", { token: s.token });
    expect(first.json()).toEqual({ avatar: DEFAULT_AVATAR, is_default: true, updated_at: null });
    const saved = await call(t, "PUT", "/api/avatar", { token: s.token, body: { avatar: mine } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ avatar: mine, is_default: false });
    const again = await call(t, "GET", "/api/avatar", { token: s.token });
    expect(again.json()).toMatchObject({ avatar: mine, is_default: false });
    const row = await t.database.db
      .selectFrom("student_avatars")
      .selectAll()
      .where("student_id", "=", s.studentId)
      .executeTakeFirst();
    expect(row?.config).toEqual(mine);
  });

  it("refuses a bad avatar with a clear error and changes nothing", async () => {
    const s = await createStudent(t);
    const bad = await call(t, "PUT", "/api/avatar", {
      token: s.token,
      body: { avatar: { ...mine, hairColour: "green", hairStyle: "mohawk" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Use a colour like #aa8844");
    const extra = await call(t, "PUT", "/api/avatar", {
      token: s.token,
      body: { avatar: { ...mine, wings: 2 } },
    });
    expect(extra.statusCode).toBe(400);
    expect((await call(t, "GET", "/api/avatar", { token: s.token })).json().is_default).toBe(true);
  });

  it("a parent saves a child's avatar; another family cannot read or write it", async () => {
    const p = await createParent(t, [9]);
    const childId = p.childIds[0]!;
    const saved = await call(t, "PUT", "/api/avatar", {
      token: p.token,
      body: { avatar: mine, student_id: childId },
    });
    expect(saved.statusCode).toBe(200);
    const other = await createParent(t, [10]);
    const read = await call(t, "GET", `/api/avatar?student_id=${childId}`, { token: other.token });
    expect([403, 404]).toContain(read.statusCode);
    const write = await call(t, "PUT", "/api/avatar", {
      token: other.token,
      body: { avatar: DEFAULT_AVATAR, student_id: childId },
    });
    expect([403, 404]).toContain(write.statusCode);
    const still = await call(t, "GET", `/api/avatar?student_id=${childId}`, { token: p.token });
    expect(still.json().avatar).toEqual(mine);
  });
});
