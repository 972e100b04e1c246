import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createUser(t, { role: "admin", first_name: "Olu", last_name: "Owner" })).token;
  const post = (slug: string) => ({
    kind: "post",
    slug,
    title: `Post ${slug}`,
    summary: "s",
    body: "b",
    author_name: "A",
  });
  for (const slug of ["one", "two"])
    await call(t, "POST", "/api/admin/posts", { token: admin, body: post(slug) });
  const { id } = (await call(t, "GET", "/api/admin/posts", { token: admin })).json().posts[0];
  await call(t, "PATCH", `/api/admin/posts/${id}`, { token: admin, body: { status: "published" } });
});

describe("GET /api/admin/audit", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/audit");
  });

  it("lists every admin change newest first: who, what, when, before and after", async () => {
    const res = await call(t, "GET", "/api/admin/audit", { token: admin });
    expect(res.statusCode).toBe(200);
    const { entries, total, entity_types } = res.json();
    expect(total).toBe(3);
    expect(entity_types).toEqual(["post"]);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      "post.publish",
      "post.create",
      "post.create",
    ]);
    expect(entries[0]).toMatchObject({ actor: { name: "Olu Owner" }, entity_type: "post" });
    expect(entries[0].before).toMatchObject({ state: "draft" });
    expect(entries[0].after).toMatchObject({ state: "published" });
    expect(entries[2].before).toBeNull();
  });

  it("filters by kind, action, person and dates", async () => {
    const count = async (query: string) =>
      (await call(t, "GET", `/api/admin/audit?${query}`, { token: admin })).json().total;
    expect(await count("action=post.create")).toBe(2);
    expect(await count("entity_type=notification")).toBe(0);
    expect(await count("actor=owner")).toBe(3);
    expect(await count("actor=nobody")).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count(`from=${today}&to=${today}`)).toBe(3);
    expect(await count("to=2000-01-01")).toBe(0);
    expect((await call(t, "GET", "/api/admin/audit?from=yesterday", { token: admin })).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/admin/audit?page=0", { token: admin })).statusCode).toBe(400);
  });
});
