import type { PostSummary } from "@app/contract/posts";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { PostByline } from "./post-byline";

/** A post in the blog's list: cover, tags, title (the link), summary and byline. */
export function PostCard({ post, to }: { post: PostSummary; to: string }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {post.cover_image_url && (
        <img
          src={post.cover_image_url}
          alt=""
          loading="lazy"
          width={800}
          height={420}
          className="aspect-[40/21] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag}>
                <Badge tone="brand">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={to}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <p className="text-sm leading-relaxed text-slate-600">{post.summary}</p>
        <div className="mt-auto">
          <PostByline post={post} />
        </div>
      </div>
    </article>
  );
}
