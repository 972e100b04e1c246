import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { useQuery } from "@tanstack/react-query";
import { Rss } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { blogPostsQueryOptions } from "@/features/blog/api/list-blog-posts";
import { Pager } from "@/features/blog/components/pager";
import { PostCard } from "@/features/blog/components/post-card";
import { toPageNumber } from "@/features/blog/lib/page-number";
import { paths } from "@/lib/paths";
import { LoadFailure, LoadingBlocks } from "./public-site/load-states";
import { PageHero } from "./public-site/page-hero";

/** /blog: published posts, newest first, six to a page, with an RSS feed. */
export default function BlogPage() {
  const [params] = useSearchParams();
  const page = toPageNumber(params.get("page"));
  const posts = useQuery(blogPostsQueryOptions(page));
  const meta = PUBLIC_PAGE_META["/blog"];
  return (
    <>
      <PageMeta
        {...meta}
        title={page > 1 ? `${meta.title}, page ${page}` : meta.title}
        path={paths.blog(page)}
      />
      <PageHero eyebrow="Blog" title="Learning, explained">
        <p>Maths step by step, study habits that work, and notes from our tutors.</p>
        <p className="mt-3 text-sm">
          <a
            href={paths.blogFeed}
            className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
          >
            <Rss aria-hidden className="size-4" /> Follow by RSS
          </a>
        </p>
      </PageHero>
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6">
        {posts.isPending && <LoadingBlocks label="Loading posts" />}
        {posts.isError && <LoadFailure error={posts.error} onRetry={() => void posts.refetch()} />}
        {posts.data && posts.data.posts.length === 0 && (
          <p className="text-center text-slate-600">
            {page > 1 ? "There are no posts on this page." : "The first posts are on their way."}
          </p>
        )}
        {posts.data && posts.data.posts.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.posts.map((post) => (
              <li key={post.id} className="grid">
                <PostCard post={post} to={paths.blogPost(post.slug)} />
              </li>
            ))}
          </ul>
        )}
        {posts.data && <Pager page={page} totalPages={posts.data.total_pages} toPage={paths.blog} />}
      </div>
    </>
  );
}
