import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { buildTestApp, call, createUser, type TestApp } from "../../test/helpers.ts";

let t: TestApp;
let admin: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "posts-test-"));

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  admin = (await createUser(t, { role: "admin", first_name: "Ada", last_name: "Admin" })).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60_000;

function newPost(overrides: Record<string, unknown> = {}) {
  return {
    kind: "post",
    slug: `post-${Math.random().toString(36).slice(2, 8)}`,
    title: "Fractions you can see",
    summary: "Why bars beat rules.",
    body: "Add $\\frac{1}{2} + \\frac{1}{3}$.\n\n![Bars](/images/blog/fraction-bars.svg)",
    author_name: "Amara Okafor",
    status: "published",
    ...overrides,
  };
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const res = await call(t, "POST", "/api/admin/posts", { token: admin, body: newPost(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string; state: string; published_at: string | null };
}

async function auditOf(entityId: number) {
  return t.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_type", "=", "post")
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

describe("the public blog", () => {
  it("lists published posts newest first, six to a page, without drafts or scheduled ones", async () => {
    for (let i = 0; i < 7; i++)
      await createPost({
        slug: `paged-${i}`,
        published_at: new Date(Date.now() - (i + 1) * DAY).toISOString(),
      });
    await createPost({ slug: "a-draft", status: "draft" });
    await createPost({ slug: "tomorrow", published_at: new Date(Date.now() + DAY).toISOString() });

    const first = (await call(t, "GET", "/api/public/blog")).json();
    expect(first).toMatchObject({ page: 1, page_size: 6, total: 7, total_pages: 2 });
    expect(first.posts.map((p: { slug: string }) => p.slug)).toEqual([
      "paged-0",
      "paged-1",
      "paged-2",
      "paged-3",
      "paged-4",
      "paged-5",
    ]);
    expect(first.posts[0]).not.toHaveProperty("body");
    expect(first.posts[0].reading_minutes).toBeGreaterThanOrEqual(1);
    const second = (await call(t, "GET", "/api/public/blog?page=2")).json();
    expect(second.posts.map((p: { slug: string }) => p.slug)).toEqual(["paged-6"]);
    expect((await call(t, "GET", "/api/public/blog?page=9")).json().posts).toEqual([]);
  });

  it("shows a published post by its slug, with its Markdown body", async () => {
    const res = await call(t, "GET", "/api/public/blog/paged-0");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: "paged-0", title: "Fractions you can see" });
    expect(res.json().body).toContain("\\frac{1}{2}");
  });

  it("answers 404 for an unknown slug, a draft and a scheduled post, and 400 for a bad page", async () => {
    for (const slug of ["nope", "a-draft", "tomorrow", "Not_A_Slug"])
      expect((await call(t, "GET", `/api/public/blog/${slug}`)).statusCode, slug).toBe(404);
    for (const page of ["0", "x", "1.5"])
      expect((await call(t, "GET", `/api/public/blog?page=${page}`)).statusCode).toBe(400);
  });

  it("keeps announcements apart, each one whole", async () => {
    await createPost({ kind: "announcement", slug: "french-circles", title: "Circles open" });
    const list = (await call(t, "GET", "/api/public/announcements")).json();
    expect(list.posts.map((p: { slug: string }) => p.slug)).toEqual(["french-circles"]);
    expect(list.posts[0].body).toContain("frac");
    expect((await call(t, "GET", "/api/public/announcements/french-circles")).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/public/blog/french-circles")).statusCode).toBe(404);
  });

  it("publishes an RSS feed of the newest posts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/blog/rss.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    expect(res.body).toContain("<rss");
    expect(res.body).toContain("http://app.test/blog/paged-0");
    expect(res.body).not.toContain("a-draft");
    expect(res.body).not.toContain("tomorrow");
  });
});

describe("writing posts (admins only)", () => {
  it("refuses every admin call to anyone but an admin", async () => {
    const { id } = await createPost();
    await expectAdminOnly(t, "GET", "/api/admin/posts");
    await expectAdminOnly(t, "GET", `/api/admin/posts/${id}`);
    await expectAdminOnly(t, "POST", "/api/admin/posts", newPost());
    await expectAdminOnly(t, "PATCH", `/api/admin/posts/${id}`, { title: "Hijacked" });
    await expectAdminOnly(t, "DELETE", `/api/admin/posts/${id}`);
    await expectAdminOnly(t, "POST", "/api/admin/post-images");
    expect((await call(t, "GET", `/api/admin/posts/${id}`, { token: admin })).json().title).toBe(
      "Fractions you can see",
    );
  });

  it("writes a draft, publishes it, and records both changes in the audit log", async () => {
    const draft = await createPost({ slug: "draft-then-live", status: "draft" });
    expect(draft).toMatchObject({ state: "draft", published_at: null });
    expect((await call(t, "GET", "/api/public/blog/draft-then-live")).statusCode).toBe(404);

    const res = await call(t, "PATCH", `/api/admin/posts/${draft.id}`, {
      token: admin,
      body: { status: "published" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe("published");
    expect((await call(t, "GET", "/api/public/blog/draft-then-live")).statusCode).toBe(200);

    const log = await auditOf(draft.id);
    expect(log.map((e) => e.action)).toEqual(["post.create", "post.publish"]);
    expect(log[1]).toMatchObject({ actor_name: "Ada Admin" });
    expect(log[1]!.before).toMatchObject({ state: "draft" });
    expect(log[1]!.after).toMatchObject({ state: "published" });
  });

  it("schedules a post for later and unpublishes one", async () => {
    const later = new Date(Date.now() + 3 * DAY).toISOString();
    const post = await createPost({ slug: "scheduled-one", published_at: later });
    expect(post.state).toBe("scheduled");
    const list = (await call(t, "GET", "/api/admin/posts?kind=post", { token: admin })).json();
    expect(list.posts.find((p: { slug: string }) => p.slug === "scheduled-one").state).toBe("scheduled");

    const live = await createPost({ slug: "to-unpublish" });
    const res = await call(t, "PATCH", `/api/admin/posts/${live.id}`, {
      token: admin,
      body: { status: "draft" },
    });
    expect(res.json().state).toBe("draft");
    expect((await call(t, "GET", "/api/public/blog/to-unpublish")).statusCode).toBe(404);
    expect((await auditOf(live.id)).map((e) => e.action)).toEqual(["post.create", "post.unpublish"]);
  });

  it("refuses a duplicate slug (409) on create and on edit, changing nothing", async () => {
    await createPost({ slug: "taken-slug" });
    const other = await createPost({ slug: "free-slug" });
    const dup = await call(t, "POST", "/api/admin/posts", {
      token: admin,
      body: newPost({ slug: "taken-slug" }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatch(/already uses/);
    const edit = await call(t, "PATCH", `/api/admin/posts/${other.id}`, {
      token: admin,
      body: { slug: "taken-slug" },
    });
    expect(edit.statusCode).toBe(409);
    expect((await call(t, "GET", `/api/admin/posts/${other.id}`, { token: admin })).json().slug).toBe(
      "free-slug",
    );
    // The same slug is free for the other kind: the two live at different addresses.
    expect(
      (
        await call(t, "POST", "/api/admin/posts", {
          token: admin,
          body: newPost({ kind: "announcement", slug: "taken-slug" }),
        })
      ).statusCode,
    ).toBe(201);
  });

  it("refuses bad input with field details: a bad slug, no title, an outside image, an empty edit", async () => {
    const before = await t.database.db.selectFrom("posts").select("id").execute();
    const cases = [
      newPost({ slug: "Has Spaces" }),
      newPost({ title: "" }),
      newPost({ cover_image_url: "https://tracker.example/pixel.png" }),
      newPost({ cover_image_url: "javascript:alert(1)" }),
      newPost({ kind: "page" }),
      newPost({ published_at: "tomorrow" }),
      newPost({ body: "x".repeat(100_001) }),
      { ...newPost(), extra: true },
    ];
    for (const body of cases) {
      const res = await call(t, "POST", "/api/admin/posts", { token: admin, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const { id } = await createPost();
    expect((await call(t, "PATCH", `/api/admin/posts/${id}`, { token: admin, body: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, "PATCH", "/api/admin/posts/999999", { token: admin, body: { title: "x" } })).statusCode,
    ).toBe(404);
    expect((await call(t, "DELETE", "/api/admin/posts/999999", { token: admin })).statusCode).toBe(404);
    expect((await t.database.db.selectFrom("posts").select("id").execute()).length).toBe(before.length + 1);
  });

  it("stores a post's HTML as written and never alters it: the page sanitises it when it renders", async () => {
    const body = 'Hi <script>alert(1)</script><img src=x onerror="alert(2)">';
    const post = await createPost({ slug: "unsafe-html", body });
    expect((await call(t, "GET", "/api/public/blog/unsafe-html")).json().body).toBe(body);
    expect(post.slug).toBe("unsafe-html");
  });

  it("deletes a post, keeping what it was in the audit log", async () => {
    const { id } = await createPost({ slug: "to-delete" });
    expect((await call(t, "DELETE", `/api/admin/posts/${id}`, { token: admin })).statusCode).toBe(204);
    expect((await call(t, "GET", `/api/admin/posts/${id}`, { token: admin })).statusCode).toBe(404);
    const log = await auditOf(id);
    expect(log.at(-1)).toMatchObject({ action: "post.delete" });
    expect(log.at(-1)!.before).toMatchObject({ slug: "to-delete" });
  });
});

describe("post images", () => {
  const BOUNDARY = "postImageBoundary";
  const multipart = (bytes: Buffer, filename: string, type: string) => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${admin}`,
    },
  });

  it("stores an uploaded image re-encoded and serves it to everyone", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#4338ca" } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/post-images",
      ...multipart(png, "a.png", "image/png"),
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/api\/public\/post-images\/[a-f0-9]{32}\.png$/);
    const image = await t.app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);
  });

  it("refuses a file that is not an image (415), an oversized one (413) and no file (400)", async () => {
    const html = Buffer.from("<svg onload=alert(1)></svg>");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/post-images",
          ...multipart(html, "x.png", "image/png"),
        })
      ).statusCode,
    ).toBe(415);
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2_100_000),
    ]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/post-images",
          ...multipart(big, "big.png", "image/png"),
        })
      ).statusCode,
    ).toBe(413);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/post-images",
      payload: `--${BOUNDARY}--\r\n`,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${admin}`,
      },
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/public/post-images/nope.png" })).statusCode).toBe(
      400,
    );
  });
});
