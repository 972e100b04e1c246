import fs from "node:fs";
import path from "node:path";
import {
  adminPostSchema,
  adminPostsQuerySchema,
  adminPostsResponseSchema,
  createPostRequestSchema,
  POST_LIMITS,
  POST_MESSAGES,
  postFullPageSchema,
  postIdParamsSchema,
  postImageResponseSchema,
  postPageQuerySchema,
  postSchema,
  postSlugParamsSchema,
  postSummaryPageSchema,
  updatePostRequestSchema,
} from "@app/contract/posts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { readUploadedFile } from "../../lib/multipart.ts";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import { POST_IMAGE_CONTENT_TYPES, POST_IMAGE_FILE, postImageDir, savePostImage } from "./post-images.ts";
import * as posts from "./posts.service.ts";
import { renderBlogFeed } from "./posts-feed.ts";

/** The blog and the announcements (spec 2.1): read by everyone, written by admins (/admin/blog). */
export async function postsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/public/blog",
    access: "public",
    query: postPageQuerySchema,
    response: postSummaryPageSchema,
    summary: "Published blog posts, newest first, one page",
    handler: ({ query }) => posts.listPublicPosts(deps, "post", query.page),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/blog/:slug",
    access: "public",
    params: postSlugParamsSchema,
    response: postSchema,
    handler: ({ params }) => posts.getPublicPost(deps, "post", params.slug),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/announcements",
    access: "public",
    query: postPageQuerySchema,
    response: postFullPageSchema,
    summary: "Published announcements, newest first, one page",
    handler: ({ query }) => posts.listPublicPosts(deps, "announcement", query.page),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/announcements/:slug",
    access: "public",
    params: postSlugParamsSchema,
    response: postSchema,
    handler: ({ params }) => posts.getPublicPost(deps, "announcement", params.slug),
  });

  // Uploaded images are served by unguessable name to every reader, like the site's own files.
  defineRoute(app, {
    method: "GET",
    url: "/api/public/post-images/:file",
    access: "public",
    produces: "image/*",
    params: z.strictObject({ file: z.string().regex(POST_IMAGE_FILE, "Unknown file") }),
    handler: async ({ params, reply }) => {
      const file = path.join(postImageDir(deps.config.dataDir), params.file);
      const contentType = POST_IMAGE_CONTENT_TYPES[params.file.split(".").pop() ?? ""];
      if (!contentType || !fs.existsSync(file)) throw notFound("Unknown file");
      return reply
        .header("content-type", contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(fs.createReadStream(file));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/blog/rss.xml",
    access: "public",
    produces: "application/rss+xml",
    summary: "The blog's RSS feed",
    handler: async ({ reply }) => {
      const xml = renderBlogFeed(deps.config.appUrl, await posts.listFeedPosts(deps));
      return reply
        .header("content-type", "application/rss+xml; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(xml);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/posts",
    access: "admin",
    query: adminPostsQuerySchema,
    response: adminPostsResponseSchema,
    summary: "Every post or announcement, drafts and scheduled ones too",
    handler: ({ query }) => posts.listAdminPosts(deps, query.kind),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/posts/:id",
    access: "admin",
    params: postIdParamsSchema,
    response: adminPostSchema,
    handler: ({ params }) => posts.getAdminPost(deps, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/posts",
    access: "admin",
    body: createPostRequestSchema,
    response: adminPostSchema,
    status: 201,
    summary: "Write a post or announcement: a draft, published now, or scheduled",
    handler: ({ body, req }) => posts.createPost(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/admin/posts/:id",
    access: "admin",
    params: postIdParamsSchema,
    body: updatePostRequestSchema,
    response: adminPostSchema,
    summary: "Edit, publish, schedule or unpublish a post",
    handler: ({ params, body, req }) => posts.updatePost(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/posts/:id",
    access: "admin",
    params: postIdParamsSchema,
    status: 204,
    handler: ({ params, req }) => posts.deletePost(deps, toActor(req), params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/post-images",
    access: "admin",
    response: postImageResponseSchema,
    status: 201,
    summary: "Upload an image for a post (PNG, JPEG, WebP or GIF, at most 2 MB)",
    handler: async ({ req }) => {
      const upload = await readUploadedFile(req, {
        maxBytes: POST_LIMITS.imageMaxBytes,
        missingMessage: POST_MESSAGES.imageMissing,
      });
      const name = await savePostImage(deps.config.dataDir, upload.bytes);
      return { url: `/api/public/post-images/${name}` };
    },
  });
}
