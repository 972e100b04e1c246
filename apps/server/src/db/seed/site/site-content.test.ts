import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, createStudent, type TestApp } from "../../../test/helpers.ts";
import { seedCatalogue } from "../catalogue.ts";
import { seedSiteContent } from "./index.ts";

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-seed-"));
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  await seedCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the site's seed", () => {
  it("gives lessons their videos, which play with captions, and opens the library's video entries", async () => {
    const entry = await t.database.db
      .insertInto("content_items")
      .values({
        title: "Angles in triangles",
        description: null,
        content_type: "video",
        subject: "Mathematics",
        topics: "[]",
        material_id: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await seedSiteContent(t.database.db, { dataDir })).toBe(true);
    expect(await seedSiteContent(t.database.db, { dataDir })).toBe(false);

    const lesson = await t.database.db
      .selectFrom("material_templates")
      .select("id")
      .where("slug", "=", "geo-triangle-angle-sum")
      .executeTakeFirstOrThrow();
    const linked = await t.database.db
      .selectFrom("content_items")
      .select("material_id")
      .where("id", "=", entry.id)
      .executeTakeFirstOrThrow();
    expect(linked.material_id).toBe(lesson.id);

    const s = await createStudent(t);
    const material = (
      await call(t, "GET", `/api/material-templates/${lesson.id}`, { token: s.token })
    ).json();
    expect(material.video).toMatchObject({
      kind: "upload",
      captions_url: `/api/public/lessons/${lesson.id}/captions.vtt`,
    });
    expect(material.video.transcript).toContain("180 degrees");
    const file = await t.app.inject({ method: "GET", url: material.video.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("video/webm");
    expect(file.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const captions = await t.app.inject({ method: "GET", url: material.video.captions_url });
    expect(captions.body.startsWith("WEBVTT")).toBe(true);
  });

  it("seeds plans, credit packages, posts and announcements once", async () => {
    const count = async (table: "plans" | "credit_offers" | "posts") =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("plans")).toBe(3);
    expect(await count("credit_offers")).toBeGreaterThanOrEqual(4);
    expect(await count("posts")).toBeGreaterThanOrEqual(9);
  });
});
