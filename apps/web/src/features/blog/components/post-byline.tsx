import type { PostSummary } from "@app/contract/posts";
import { formatPostDate } from "../lib/format-date";

/** Who wrote a post, when, and how long it takes to read. */
export function PostByline({
  post,
}: {
  post: Pick<PostSummary, "author_name" | "published_at" | "reading_minutes">;
}) {
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium text-slate-800">{post.author_name}</span>
      {post.published_at && (
        <>
          {" · "}
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
        </>
      )}
      {" · "}
      {post.reading_minutes} min read
    </p>
  );
}
