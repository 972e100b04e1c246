import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../database.ts";
import { POSTS } from "./posts.ts";
import { CREDIT_OFFERS, PLANS } from "./pricing.ts";

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Seeds the public site's content into a database that has none: the plans and credit packages
 * (decisions.md 3), the first blog posts and announcements. Each part only when its table is
 * empty, so an admin's edits are never overwritten. Answers whether anything was added.
 */
export async function seedSiteContent(db: Db, now = new Date()): Promise<boolean> {
  let seeded = false;
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
