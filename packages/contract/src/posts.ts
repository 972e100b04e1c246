import { z } from "zod";
import { idSchema, lineText, multiLineText } from "./primitives.ts";

/* Blog posts and announcements (spec 2.1 /blog, /announcements; admin /admin/blog). */

export const postKindSchema = z.enum(["post", "announcement"]);
export type PostKind = z.infer<typeof postKindSchema>;

/** How a post stands: a draft, published, or published with a time still to come. */
export const postStateSchema = z.enum(["draft", "scheduled", "published"]);
export type PostState = z.infer<typeof postStateSchema>;

export const POST_LIMITS = {
  titleMax: 160,
  summaryMax: 400,
  bodyMax: 100_000,
  slugMax: 80,
  tagsMax: 8,
  tagMax: 40,
  pageSize: 6,
  /** The largest image an admin may upload for a post. */
  imageMaxBytes: 2_000_000,
} as const;

/** Image types a post may embed (checked by their first bytes, not only their name). */
export const POST_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .min(1, "Slug is required")
  .max(POST_LIMITS.slugMax, `Slug is at most ${POST_LIMITS.slugMax} characters`)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and single hyphens (like my-first-post)");

/**
 * A cover or inline image: an image of this site (an uploaded one, or one of the site's own), never
 * another site's (the page's security policy would block it, and it could track readers).
 */
export const imageUrlSchema = lineText(z.string().trim().max(300))
  .refine(
    (url) => /^\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes(".."),
    "Use an image uploaded to this site",
  )
  .nullable();

const tagsSchema = z
  .array(lineText(z.string().trim().min(1).max(POST_LIMITS.tagMax)))
  .max(POST_LIMITS.tagsMax, `At most ${POST_LIMITS.tagsMax} tags`);

const postFields = {
  title: lineText(
    z.string().trim().min(1, "Title is required").max(POST_LIMITS.titleMax, "Title is too long"),
  ),
  summary: multiLineText(
    z.string().trim().min(1, "Summary is required").max(POST_LIMITS.summaryMax, "Summary is too long"),
  ),
  body: multiLineText(z.string().min(1, "Write the post").max(POST_LIMITS.bodyMax, "The post is too long")),
  cover_image_url: imageUrlSchema.default(null),
  cover_image_alt: lineText(z.string().trim().max(200)).default(""),
  tags: tagsSchema.default([]),
  author_name: lineText(z.string().trim().min(1, "Author is required").max(100)),
};

/** The state an admin asks for: a draft, or published from `published_at` (now when omitted). */
const publicationFields = {
  status: z.enum(["draft", "published"]).default("draft"),
  published_at: z.iso.datetime({ offset: true, error: "Use a date and time" }).nullable().default(null),
};

/** POST /api/admin/posts. */
export const createPostRequestSchema = z.strictObject({
  kind: postKindSchema,
  slug: slugSchema,
  ...postFields,
  ...publicationFields,
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** PATCH /api/admin/posts/{id}: any of the fields. */
export const updatePostRequestSchema = z
  .strictObject({
    slug: slugSchema,
    title: postFields.title,
    summary: postFields.summary,
    body: postFields.body,
    cover_image_url: imageUrlSchema,
    cover_image_alt: lineText(z.string().trim().max(200)),
    tags: tagsSchema,
    author_name: postFields.author_name,
    status: z.enum(["draft", "published"]),
    published_at: z.iso.datetime({ offset: true, error: "Use a date and time" }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field");
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

export const postIdParamsSchema = z.strictObject({ id: idSchema("Post id", "Post not found") });

/** A post as lists show it. */
export const postSummarySchema = z.object({
  id: z.number(),
  kind: postKindSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_image_url: z.string().nullable(),
  cover_image_alt: z.string(),
  tags: z.array(z.string()),
  author_name: z.string(),
  published_at: z.string().nullable(),
  reading_minutes: z.number(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A whole post, with its Markdown body. */
export const postSchema = postSummarySchema.extend({ body: z.string(), updated_at: z.string() });
export type Post = z.infer<typeof postSchema>;

/** A post as admins see it: with its state and timestamps. */
export const adminPostSchema = postSchema.extend({ state: postStateSchema, created_at: z.string() });
export type AdminPost = z.infer<typeof adminPostSchema>;

/** GET /api/public/blog?page= and /api/public/announcements?page=: newest first, paged. */
export const postPageQuerySchema = z.strictObject({
  page: z.coerce.number().int("Page must be a whole number").min(1).max(10_000).default(1),
});
export const postPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    posts: z.array(item),
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    total_pages: z.number(),
  });
export const postSummaryPageSchema = postPageSchema(postSummarySchema);
export type PostSummaryPage = z.infer<typeof postSummaryPageSchema>;
export const postFullPageSchema = postPageSchema(postSchema);
export type PostFullPage = z.infer<typeof postFullPageSchema>;

/** A post's address: anything that is no slug simply finds no post (a 404, like an unknown one). */
export const postSlugParamsSchema = z.strictObject({
  slug: z.string().max(200, "Post not found"),
});

/** GET /api/admin/posts?kind=. */
export const adminPostsQuerySchema = z.strictObject({ kind: postKindSchema.optional() });
export const adminPostsResponseSchema = z.object({ posts: z.array(adminPostSchema) });
export type AdminPostsResponse = z.infer<typeof adminPostsResponseSchema>;

/** POST /api/admin/post-images answers where the image is served. */
export const postImageResponseSchema = z.object({ url: z.string() });

export const POST_MESSAGES = {
  notFound: "Post not found",
  slugTaken: "Another post already uses this address (slug)",
  imageType: "Upload a PNG, JPEG, WebP or GIF image",
  imageTooLarge: "The image is larger than 2 MB",
  imageMissing: "Choose an image file to upload",
} as const;
