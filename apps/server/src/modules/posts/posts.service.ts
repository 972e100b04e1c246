import {
  type AdminPost,
  type AdminPostsResponse,
  type CreatePostRequest,
  POST_LIMITS,
  POST_MESSAGES,
  type Post,
  type PostFullPage,
  type PostKind,
  type PostSummaryPage,
  type UpdatePostRequest,
} from "@app/contract/posts";
import type { Deps } from "../../deps.ts";
import { conflict, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { isUniqueViolation } from "../auth/auth.service.ts";
import { toAdminPost, toPost, toPostSummary } from "./post.presenter.ts";
import * as repo from "./posts.repository.ts";

/** One page of published posts of a kind, newest first; summaries for the blog, whole for announcements. */
export async function listPublicPosts(deps: Deps, kind: "post", page: number): Promise<PostSummaryPage>;
export async function listPublicPosts(deps: Deps, kind: "announcement", page: number): Promise<PostFullPage>;
export async function listPublicPosts(
  deps: Deps,
  kind: PostKind,
  page: number,
): Promise<PostSummaryPage | PostFullPage> {
  const size = POST_LIMITS.pageSize;
  const [rows, total] = await Promise.all([
    repo.listPublicPosts(deps.db, kind, size, (page - 1) * size),
    repo.countPublicPosts(deps.db, kind),
  ]);
  return {
    posts: rows.map(kind === "post" ? toPostSummary : toPost),
    page,
    page_size: size,
    total,
    total_pages: Math.max(1, Math.ceil(total / size)),
  } as PostSummaryPage | PostFullPage;
}

/** A published post by its address; a draft, a scheduled post or an unknown slug is a 404. */
export async function getPublicPost(deps: Deps, kind: PostKind, slug: string): Promise<Post> {
  const row = await repo.findPublicPost(deps.db, kind, slug);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return toPost(row);
}

/** Every post for the admin's list, drafts and scheduled ones too. */
export async function listAdminPosts(deps: Deps, kind: PostKind | undefined): Promise<AdminPostsResponse> {
  return { posts: (await repo.listAllPosts(deps.db, kind)).map(toAdminPost) };
}

export async function getAdminPost(deps: Deps, id: number): Promise<AdminPost> {
  const row = await repo.findPostById(deps.db, id);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return toAdminPost(row);
}

/**
 * When a post goes public. A date the admin gave wins; publishing without one means now, unless a
 * time still to come was already set (the post stays scheduled); a draft keeps its date, if any.
 */
function toPublishedAt(
  status: "draft" | "published",
  requested: string | null | undefined,
  current: Date | null,
  now = new Date(),
): Date | null {
  if (requested) return new Date(requested);
  if (requested === null) return status === "published" ? now : null;
  if (status === "draft") return current;
  return current && new Date(current) > now ? current : (current ?? now);
}

/** Writes a post (a draft, published now, or scheduled), recorded in the audit log. */
export async function createPost(deps: Deps, actor: Actor, input: CreatePostRequest): Promise<AdminPost> {
  const status = input.status ?? "draft";
  return deps.db.transaction().execute(async (tx) => {
    if (await repo.isSlugTaken(tx, input.kind, input.slug)) throw conflict(POST_MESSAGES.slugTaken);
    const row = await repo
      .insertPost(tx, {
        kind: input.kind,
        slug: input.slug,
        title: input.title,
        summary: input.summary,
        body: input.body,
        cover_image_url: input.cover_image_url ?? null,
        cover_image_alt: input.cover_image_alt ?? "",
        tags: input.tags ?? [],
        author_name: input.author_name,
        author_user_id: actor.id,
        status,
        published_at: toPublishedAt(status, input.published_at ?? undefined, null),
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(POST_MESSAGES.slugTaken) : error;
      });
    const post = toAdminPost(row);
    await recordAdminChange(tx, actor, {
      action: "post.create",
      entityType: "post",
      entityId: row.id,
      after: post,
    });
    return post;
  });
}

/** Edits, publishes, schedules or unpublishes a post, recorded with the post before and after. */
export async function updatePost(
  deps: Deps,
  actor: Actor,
  id: number,
  input: UpdatePostRequest,
): Promise<AdminPost> {
  return deps.db.transaction().execute(async (tx) => {
    const current = await repo.findPostById(tx, id);
    if (!current) throw notFound(POST_MESSAGES.notFound);
    if (input.slug && (await repo.isSlugTaken(tx, current.kind, input.slug, id)))
      throw conflict(POST_MESSAGES.slugTaken);
    const status = input.status ?? current.status;
    const { published_at: requested, ...fields } = input;
    // A draft published now gets today's date, not the one it was first saved with.
    const isNewlyPublished = status === "published" && current.status === "draft";
    const base =
      isNewlyPublished && current.published_at && new Date(current.published_at) <= new Date()
        ? null
        : current.published_at;
    const publishedAt = toPublishedAt(status, requested, base);
    const row = await repo
      .updatePost(tx, id, { ...fields, status, published_at: publishedAt })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(POST_MESSAGES.slugTaken) : error;
      });
    if (!row) throw notFound(POST_MESSAGES.notFound);
    const post = toAdminPost(row);
    const action =
      input.status && input.status !== current.status
        ? `post.${input.status === "published" ? "publish" : "unpublish"}`
        : "post.update";
    await recordAdminChange(tx, actor, {
      action,
      entityType: "post",
      entityId: id,
      before: toAdminPost(current),
      after: post,
    });
    return post;
  });
}

/** Deletes a post for good, recorded with what it was. */
export async function deletePost(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const current = await repo.findPostById(tx, id);
    if (!current) throw notFound(POST_MESSAGES.notFound);
    await repo.deletePost(tx, id);
    await recordAdminChange(tx, actor, {
      action: "post.delete",
      entityType: "post",
      entityId: id,
      before: toAdminPost(current),
    });
  });
}

/** The newest published blog posts, for the RSS feed. */
export async function listFeedPosts(deps: Deps): Promise<Post[]> {
  return (await repo.listPublicPosts(deps.db, "post", 20, 0)).map(toPost);
}

/** Every public blog post's address and last change, for the sitemap (announcements share one page). */
export async function listPostAddresses(deps: Deps): Promise<{ path: string; updated_at: string }[]> {
  return (await repo.listPublicPostAddresses(deps.db, "post")).map((r) => ({
    path: `/blog/${r.slug}`,
    updated_at: new Date(r.updated_at).toISOString(),
  }));
}
