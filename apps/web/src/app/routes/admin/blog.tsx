import type { AdminPost, PostKind } from "@app/contract/posts";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostEditor } from "@/features/admin-blog/components/post-editor";
import { PostTable } from "@/features/admin-blog/components/post-table";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { cn } from "@/lib/cn";
import { AdminFrame, AdminSection } from "./admin-frame";
import { readAdminPreferences, writeAdminPreferences } from "./admin-storage";

const KINDS: { id: PostKind; label: string }[] = [
  { id: "post", label: "Blog posts" },
  { id: "announcement", label: "Announcements" },
];

/** /admin/blog: write, preview, schedule and publish posts and announcements. */
export default function AdminBlogPage() {
  const user = useAuthStore((state) => state.user);
  const [kind, setKind] = useState<PostKind>(() => readAdminPreferences().postKind ?? "post");
  const [editing, setEditing] = useState<AdminPost | "new" | null>(null);
  const [saved, setSaved] = useState<AdminPost | null>(null);
  const authorName = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  return (
    <AdminFrame
      title="Blog and announcements"
      lead="Write in Markdown with math and images, preview it as readers will see it, then publish now or schedule it."
    >
      <div role="tablist" aria-label="What to write" className="flex gap-1">
        {KINDS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={kind === item.id}
            onClick={() => {
              writeAdminPreferences({ postKind: item.id });
              setKind(item.id);
              setEditing(null);
            }}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100",
              kind === item.id && "bg-brand-100 text-brand-900",
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {saved && (
        <Alert tone="success" title="Saved">
          "{saved.title}" is{" "}
          {saved.state === "scheduled"
            ? "scheduled"
            : saved.state === "published"
              ? "published"
              : "saved as a draft"}
          .
        </Alert>
      )}
      {editing ? (
        <AdminSection
          id="editor"
          title={
            editing === "new"
              ? `New ${kind === "post" ? "post" : "announcement"}`
              : `Editing "${editing.title}"`
          }
        >
          <PostEditor
            key={editing === "new" ? `new-${kind}` : editing.id}
            kind={kind}
            post={editing === "new" ? null : editing}
            authorName={authorName}
            onDone={(post) => {
              setSaved(post);
              setEditing(null);
            }}
          />
          <Button variant="ghost" className="justify-self-start" onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </AdminSection>
      ) : (
        <AdminSection id="list" title={kind === "post" ? "Blog posts" : "Announcements"}>
          <Button
            className="justify-self-start"
            onClick={() => {
              setSaved(null);
              setEditing("new");
            }}
          >
            {kind === "post" ? "Write a post" : "Write an announcement"}
          </Button>
          <PostTable
            kind={kind}
            onEdit={(post) => {
              setSaved(null);
              setEditing(post);
            }}
          />
        </AdminSection>
      )}
    </AdminFrame>
  );
}
