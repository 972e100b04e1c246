import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, PostKind } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

const POST_COLUMNS = [
  "id",
  "kind",
  "slug",
  "title",
  "summary",
  "body",
  "cover_image_url",
  "cover_image_alt",
  "tags",
  "author_name",
  "status",
  "published_at",
  "created_at",
  "updated_at",
] as const;

/** Published posts whose time has come, of one kind. */
function publicPosts(db: Db, kind: PostKind) {
  return db
    .selectFrom("posts")
    .where("kind", "=", kind)
    .where("status", "=", "published")
    .where("published_at", "<=", sql<Date>`now()`);
}

/** One page of public posts, newest first. */
export function listPublicPosts(db: Db, kind: PostKind, limit: number, offset: number) {
  return publicPosts(db, kind)
    .select(POST_COLUMNS)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublicPosts(db: Db, kind: PostKind): Promise<number> {
  const row = await publicPosts(db, kind)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A public post by its address, or undefined (a draft or a scheduled post is not public yet). */
export function findPublicPost(db: Db, kind: PostKind, slug: string) {
  return publicPosts(db, kind).select(POST_COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

/** Every post of a kind (or all), drafts too, newest change first. */
export function listAllPosts(db: Db, kind: PostKind | undefined) {
  let query = db.selectFrom("posts").select(POST_COLUMNS);
  if (kind) query = query.where("kind", "=", kind);
  return query.orderBy("updated_at", "desc").orderBy("id", "desc").limit(500).execute();
}

export function findPostById(db: Db, id: number) {
  return db.selectFrom("posts").select(POST_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export interface PostValues {
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover_image_url: string | null;
  cover_image_alt: string;
  tags: string[];
  author_name: string;
  author_user_id: string | null;
  status: "draft" | "published";
  published_at: Date | null;
}

export function insertPost(db: Db, values: PostValues) {
  return db
    .insertInto("posts")
    .values({ ...values, tags: JSON.stringify(values.tags) })
    .returning(POST_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updatePost(
  db: Db,
  id: number,
  changes: Partial<Omit<PostValues, "kind" | "author_user_id">>,
) {
  const { tags, ...rest } = changes;
  return db
    .updateTable("posts")
    .set({ ...rest, ...(tags ? { tags: JSON.stringify(tags) } : {}), updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(POST_COLUMNS)
    .executeTakeFirst();
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("posts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether another post of the kind already has the slug. */
export async function isSlugTaken(db: Db, kind: PostKind, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("posts").select("id").where("kind", "=", kind).where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Every public post's address and last change, for the sitemap. */
export function listPublicPostAddresses(db: Db, kind: PostKind) {
  return publicPosts(db, kind)
    .select(["slug", "updated_at"])
    .orderBy("published_at", "desc")
    .limit(5000)
    .execute();
}
