import type { AdminPost, PostKind } from "@app/contract/posts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { describeFailure } from "@/lib/api-errors";
import { adminPostsQueryOptions } from "../api/list-admin-posts";
import { useDeletePost } from "../api/save-post";

const STATE_TONE = { draft: "neutral", scheduled: "warning", published: "success" } as const;

const formatDate = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
    : "—";

/** Every post of a kind with its state, and a way to edit, view or delete each. */
export function PostTable({ kind, onEdit }: { kind: PostKind; onEdit: (post: AdminPost) => void }) {
  const posts = useQuery(adminPostsQueryOptions(kind));
  const remove = useDeletePost();
  if (posts.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (posts.isError) return <Alert tone="error">{describeFailure(posts.error)}</Alert>;
  if (posts.data.posts.length === 0) return <p className="text-sm text-slate-600">Nothing written yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm [&_td]:border-t [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-medium [&_th]:text-slate-600">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">State</th>
            <th scope="col">Publishes</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.data.posts.map((post) => (
            <tr key={post.id}>
              <td>
                <span className="font-medium text-slate-900">{post.title}</span>
                <br />
                <span className="font-mono text-xs text-slate-500">{post.slug}</span>
              </td>
              <td>
                <Badge tone={STATE_TONE[post.state]}>{post.state}</Badge>
              </td>
              <td className="whitespace-nowrap">{formatDate(post.published_at)}</td>
              <td className="whitespace-nowrap text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(post)}
                  aria-label={`Edit ${post.title}`}
                >
                  Edit
                </Button>
                {post.state === "published" && (
                  <Link
                    to={kind === "post" ? `/blog/${post.slug}` : `/announcements#${post.slug}`}
                    className="px-2 text-sm font-medium text-brand-700 hover:underline"
                  >
                    View
                  </Link>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${post.title}`}
                  onClick={() => {
                    if (window.confirm(`Delete "${post.title}" for good?`)) remove.mutate(post.id);
                  }}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
