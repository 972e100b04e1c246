import fs from "node:fs";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../database.ts";
import { POSTS } from "./posts.ts";
import { CREDIT_OFFERS, PLANS } from "./pricing.ts";
import { SEED_VIDEOS } from "./video-lessons.ts";

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Seeds the public site's content into a database that has none: the plans and credit packages
 * (decisions.md 3), the first blog posts and announcements. Each part only when its table is
 * empty, so an admin's edits are never overwritten. Answers whether anything was added.
 */
export async function seedSiteContent(
  db: Db,
  options: { now?: Date; dataDir?: string } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  let seeded = options.dataDir ? await seedLessonVideos(db, options.dataDir) : false;
  if (!(await db.selectFrom("plans").select("id").limit(1).executeTakeFirst())) {
    await db
      .insertInto("plans")
      .values(
        PLANS.map((plan, position) => ({
          id: plan.id,
          name: plan.name,
          tagline: plan.tagline,
          monthly_price_cents: plan.monthlyPriceCents,
          ai_sessions_per_month: plan.aiSessionsPerMonth,
          tutor_sessions_per_month: plan.tutorSessionsPerMonth,
          features: JSON.stringify(plan.features),
          is_featured: plan.isFeatured,
          position,
        })),
      )
      .execute();
    seeded = true;
  }
  if (!(await db.selectFrom("credit_offers").select("id").limit(1).executeTakeFirst())) {
    await db
      .insertInto("credit_offers")
      .values(
        CREDIT_OFFERS.map((offer, position) => ({
          slug: offer.slug,
          name: offer.name,
          credit_type: offer.creditType,
          credits: offer.credits,
          price_cents: offer.priceCents,
          description: offer.description,
          position,
        })),
      )
      .execute();
    seeded = true;
  }
  if (!(await db.selectFrom("posts").select("id").limit(1).executeTakeFirst())) {
    await db
      .insertInto("posts")
      .values(
        POSTS.map((post) => {
          const publishedAt = new Date(now.getTime() - post.daysAgo * DAY_MS);
          return {
            kind: post.kind,
            slug: post.slug,
            title: post.title,
            summary: post.summary,
            body: post.body,
            cover_image_url: post.coverImageUrl,
            cover_image_alt: post.coverImageAlt,
            tags: JSON.stringify(post.tags),
            author_name: post.authorName,
            author_user_id: null,
            status: "published" as const,
            published_at: publishedAt,
            created_at: publishedAt,
            updated_at: publishedAt,
          };
        }),
      )
      .execute();
    seeded = true;
  }
  return seeded;
}

/**
 * Gives the curriculum's lessons their videos (the files copied into the upload folder, captions
 * and transcript stored with the lesson) and points the library's video entries of the same name
 * at those lessons. A lesson that has a video already, or is missing, is left alone.
 */
async function seedLessonVideos(db: Db, dataDir: string): Promise<boolean> {
  let seeded = false;
  const dir = path.join(dataDir, "uploads", "videos");
  for (const video of SEED_VIDEOS) {
    const lesson = await db
      .selectFrom("material_templates")
      .select(["id", "video"])
      .where("slug", "=", video.lessonSlug)
      .executeTakeFirst();
    if (!lesson) continue;
    if (!lesson.video) {
      fs.mkdirSync(dir, { recursive: true });
      fs.copyFileSync(path.join(import.meta.dirname, "videos", video.file), path.join(dir, video.storedName));
      await db
        .updateTable("material_templates")
        .set({
          video: JSON.stringify({
            kind: "upload",
            url: `/api/public/videos/${video.storedName}`,
            captions_vtt: video.captions,
            transcript: video.transcript,
          }),
        })
        .where("id", "=", lesson.id)
        .execute();
      seeded = true;
    }
    const linked = await db
      .updateTable("content_items")
      .set({ material_id: lesson.id })
      .where("content_type", "=", "video")
      .where("material_id", "is", null)
      .where("title", "in", video.libraryTitles)
      .executeTakeFirst();
    if (Number(linked.numUpdatedRows) > 0) seeded = true;
  }
  return seeded;
}
