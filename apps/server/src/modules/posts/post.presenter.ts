import type { AdminPost, Post, PostState, PostSummary } from "@app/contract/posts";
import type { Selectable } from "kysely";
import type { PostsTable } from "../../db/database.ts";

type PostRow = Pick<
  Selectable<PostsTable>,
  | "id"
  | "kind"
  | "slug"
  | "title"
  | "summary"
  | "body"
  | "cover_image_url"
  | "cover_image_alt"
  | "tags"
  | "author_name"
  | "status"
  | "published_at"
  | "created_at"
  | "updated_at"
>;

/** Words a reader gets through in a minute, for the "5 min read" label. */
const WORDS_PER_MINUTE = 220;

/** Minutes to read a Markdown body, at least one. */
export function toReadingMinutes(body: string): number {
  const words = body
    .replace(/\$\$[\s\S]*?\$\$|!\[[^\]]*\]\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** Where a post stands right now: a published post whose time is still to come is scheduled. */
export function toPostState(row: Pick<PostRow, "status" | "published_at">, now = new Date()): PostState {
  if (row.status === "draft") return "draft";
  return row.published_at && new Date(row.published_at) > now ? "scheduled" : "published";
}

export function toPostSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_image_url: row.cover_image_url,
    cover_image_alt: row.cover_image_alt,
    tags: row.tags,
    author_name: row.author_name,
    published_at: iso(row.published_at),
    reading_minutes: toReadingMinutes(row.body),
  };
}

export function toPost(row: PostRow): Post {
  return { ...toPostSummary(row), body: row.body, updated_at: new Date(row.updated_at).toISOString() };
}

export function toAdminPost(row: PostRow): AdminPost {
  return { ...toPost(row), state: toPostState(row), created_at: new Date(row.created_at).toISOString() };
}
