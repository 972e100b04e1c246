import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { announcementsQueryOptions } from "@/features/blog/api/list-announcements";
import { Pager } from "@/features/blog/components/pager";
import { PostByline } from "@/features/blog/components/post-byline";
import { toPageNumber } from "@/features/blog/lib/page-number";
import { paths } from "@/lib/paths";
import { PostBody } from "@/shared/posts/post-body";
import { LoadFailure, LoadingBlocks } from "./public-site/load-states";
import { PageHero } from "./public-site/page-hero";

/** The announcement that has a page of its own (spec 2.1). */
const FRENCH_CIRCLES_SLUG = "french-circles";

/** /announcements: what's new, newest first, each announcement whole. */
export default function AnnouncementsPage() {
  const [params] = useSearchParams();
  const page = toPageNumber(params.get("page"));
  const list = useQuery(announcementsQueryOptions(page));
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/announcements"]} path={paths.announcements(page)} />
      <PageHero eyebrow="Announcements" title="What's new">
        <p>New courses, group programmes and features, as they open.</p>
      </PageHero>
      <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:px-6">
        {list.isPending && <LoadingBlocks label="Loading announcements" count={2} />}
        {list.isError && <LoadFailure error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.posts.length === 0 && <p className="text-center text-slate-600">Nothing new just yet.</p>}
        {list.data?.posts.map((post) => (
          <article
            key={post.id}
            id={post.slug}
            aria-labelledby={`${post.slug}-title`}
            className="grid scroll-mt-20 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
          >
            <header className="grid gap-2">
              <h2 id={`${post.slug}-title`} className="text-2xl font-semibold text-slate-900">
                {post.title}
              </h2>
              <PostByline post={post} />
            </header>
            <p className="text-lg text-slate-700">{post.summary}</p>
            <PostBody body={post.body} />
            {post.slug === FRENCH_CIRCLES_SLUG && (
              <Link
                to={paths.frenchCircles}
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                Levels, times and how to join <ArrowRight aria-hidden className="size-4" />
              </Link>
            )}
          </article>
        ))}
        {list.data && <Pager page={page} totalPages={list.data.total_pages} toPage={paths.announcements} />}
      </div>
    </>
  );
}
