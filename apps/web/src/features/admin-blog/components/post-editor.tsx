import { type AdminPost, createPostRequestSchema, type PostKind } from "@app/contract/posts";
import { ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { FieldErrors } from "@/lib/api-client";
import { describeFailure } from "@/lib/api-errors";
import { toFieldErrors, toSubmitErrors } from "@/lib/form";
import { PostBody } from "@/shared/posts/post-body";
import { useCreatePost, useUpdatePost } from "../api/save-post";
import { useUploadPostImage } from "../api/upload-post-image";

/** A title as an address: "Fractions, explained!" → "fractions-explained". */
export function toSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** "2026-03-01T09:30" in the browser's time zone, for a datetime-local input. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

type Intent = "draft" | "publish" | "schedule";

interface Draft {
  title: string;
  slug: string;
  summary: string;
  body: string;
  cover_image_url: string;
  cover_image_alt: string;
  tags: string;
  author_name: string;
  scheduled_for: string;
}

function toDraft(post: AdminPost | null, authorName: string): Draft {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    summary: post?.summary ?? "",
    body: post?.body ?? "",
    cover_image_url: post?.cover_image_url ?? "",
    cover_image_alt: post?.cover_image_alt ?? "",
    tags: post?.tags.join(", ") ?? "",
    author_name: post?.author_name ?? authorName,
    scheduled_for: post?.state === "scheduled" ? toLocalInput(post.published_at) : "",
  };
}

/**
 * Writes or edits a post or an announcement: Markdown with math and uploaded images, a preview
 * rendered exactly as readers see it, and save as draft, publish now or schedule.
 */
export function PostEditor({
  kind,
  post,
  authorName,
  onDone,
}: {
  kind: PostKind;
  post: AdminPost | null;
  authorName: string;
  onDone: (saved: AdminPost) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(post, authorName));
  const [isSlugEdited, setIsSlugEdited] = useState(Boolean(post));
  const [isPreview, setIsPreview] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePost();
  const update = useUpdatePost();
  const upload = useUploadPostImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const saving = post ? update : create;
  const server = toSubmitErrors(saving.error, [
    "title",
    "slug",
    "summary",
    "body",
    "cover_image_url",
    "tags",
    "author_name",
    "published_at",
  ]);
  const fieldErrors = (name: string) => errors[name] ?? server.fieldErrors[name];

  const set = (name: keyof Draft, value: string) => {
    setDraft((current) => ({
      ...current,
      [name]: value,
      ...(name === "title" && !isSlugEdited ? { slug: toSlug(value) } : {}),
    }));
    setErrors((current) => {
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  function save(intent: Intent) {
    if (intent === "schedule" && !draft.scheduled_for) {
      setErrors({ published_at: ["Choose when to publish"] });
      return;
    }
    const fields = {
      kind,
      slug: draft.slug,
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      cover_image_url: draft.cover_image_url.trim() || null,
      cover_image_alt: draft.cover_image_alt,
      tags: draft.tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
      author_name: draft.author_name,
      status: intent === "draft" ? ("draft" as const) : ("published" as const),
      published_at: intent === "schedule" ? new Date(draft.scheduled_for).toISOString() : null,
    };
    const checked = createPostRequestSchema.safeParse(fields);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error.issues));
      return;
    }
    const onSuccess = (saved: AdminPost) => onDone(saved);
    if (post) {
      const { kind: _kind, ...changes } = fields;
      update.mutate({ id: post.id, body: changes }, { onSuccess });
    } else create.mutate(fields, { onSuccess });
  }

  function insertImage(file: File) {
    upload.mutate(file, {
      onSuccess: ({ url }) =>
        set("body", `${draft.body.trimEnd()}\n\n![${file.name.replace(/\.[^.]+$/, "")}](${url})\n`),
    });
  }

  return (
    <form
      className="grid gap-4"
      aria-label={post ? `Edit ${post.title}` : "New post"}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <FormField
        label="Title"
        errors={fieldErrors("title")}
        value={draft.title}
        onChange={(event) => set("title", event.target.value)}
      />
      <FormField
        label="Address (slug)"
        hint={
          kind === "post"
            ? `The post will live at /blog/${draft.slug || "…"}`
            : "Used as the announcement's anchor"
        }
        errors={fieldErrors("slug")}
        value={draft.slug}
        onChange={(event) => {
          setIsSlugEdited(true);
          set("slug", event.target.value);
        }}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-summary`}>Summary</Label>
        <Textarea
          id={`${id}-summary`}
          rows={2}
          value={draft.summary}
          aria-invalid={fieldErrors("summary") ? true : undefined}
          onChange={(event) => set("summary", event.target.value)}
        />
        {fieldErrors("summary") && <p className="text-sm text-red-700">{fieldErrors("summary")![0]}</p>}
      </div>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-body`}>Body (Markdown with $math$ and images)</Label>
          <div className="flex gap-2">
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              aria-label="Image to insert"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) insertImage(file);
                event.target.value = "";
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              isBusy={upload.isPending}
              busyLabel="Uploading…"
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden className="size-4" /> Insert image
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={isPreview}
              onClick={() => setIsPreview(!isPreview)}
            >
              {isPreview ? "Edit" : "Preview"}
            </Button>
          </div>
        </div>
        {upload.isError && <Alert tone="error">{describeFailure(upload.error)}</Alert>}
        {isPreview ? (
          <div data-testid="post-preview" className="rounded-xl border border-slate-200 bg-white p-4">
            <PostBody body={draft.body || "*Nothing written yet.*"} />
          </div>
        ) : (
          <Textarea
            id={`${id}-body`}
            rows={16}
            className="font-mono text-sm"
            value={draft.body}
            aria-invalid={fieldErrors("body") ? true : undefined}
            onChange={(event) => set("body", event.target.value)}
          />
        )}
        {fieldErrors("body") && <p className="text-sm text-red-700">{fieldErrors("body")![0]}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Cover image (optional)"
          hint="An image uploaded here, like /api/public/post-images/…"
          errors={fieldErrors("cover_image_url")}
          value={draft.cover_image_url}
          onChange={(event) => set("cover_image_url", event.target.value)}
        />
        <FormField
          label="Cover image description"
          value={draft.cover_image_alt}
          onChange={(event) => set("cover_image_alt", event.target.value)}
        />
        <FormField
          label="Tags (comma-separated)"
          errors={fieldErrors("tags")}
          value={draft.tags}
          onChange={(event) => set("tags", event.target.value)}
        />
        <FormField
          label="Author"
          errors={fieldErrors("author_name")}
          value={draft.author_name}
          onChange={(event) => set("author_name", event.target.value)}
        />
      </div>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <FormField
          label="Publish later at (optional)"
          type="datetime-local"
          errors={fieldErrors("published_at")}
          value={draft.scheduled_for}
          onChange={(event) => set("scheduled_for", event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => save("publish")} isBusy={saving.isPending} busyLabel="Saving…">
            Publish now
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => save("schedule")}
            disabled={saving.isPending}
          >
            Schedule
          </Button>
          <Button type="button" variant="ghost" onClick={() => save("draft")} disabled={saving.isPending}>
            {post?.state === "published" ? "Unpublish (save as draft)" : "Save draft"}
          </Button>
        </div>
      </div>
    </form>
  );
}
