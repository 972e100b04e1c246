import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { blogPostQueryOptions } from "@/features/blog/api/get-blog-post";
import { PostByline } from "@/features/blog/components/post-byline";
import { isApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { PostBody } from "@/shared/posts/post-body";
import NotFoundPage from "./not-found";
import { CallToAction } from "./public-site/call-to-action";
import { LoadFailure } from "./public-site/load-states";

/** /blog/{slug}: one post in Markdown with math and images; an unknown slug is the 404 page. */
export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const post = useQuery(blogPostQueryOptions(slug));
  if (post.isError && isApiError(post.error, 400, 404)) return <NotFoundPage />;
  return (
    <>
      <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={paths.blog()}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> All posts
        </Link>
        {post.isPending && (
          <div role="status" aria-label="Loading the post" className="grid gap-4">
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
        )}
        {post.isError && <LoadFailure error={post.error} onRetry={() => void post.refetch()} />}
        {post.data && (
          <>
            <PageMeta
              title={post.data.title}
              description={post.data.summary}
              path={paths.blogPost(post.data.slug)}
              image={post.data.cover_image_url}
              type="article"
            />
            <header className="grid gap-4">
              {post.data.tags.length > 0 && (
                <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
                  {post.data.tags.map((tag) => (
                    <li key={tag}>
                      <Badge tone="brand">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
                {post.data.title}
              </h1>
              <p className="text-lg text-slate-600">{post.data.summary}</p>
              <PostByline post={post.data} />
            </header>
            {post.data.cover_image_url && (
              <img
                src={post.data.cover_image_url}
                alt={post.data.cover_image_alt}
                width={800}
                height={420}
                className="aspect-[40/21] w-full rounded-2xl border border-slate-200 bg-slate-100 object-cover"
              />
            )}
            <PostBody body={post.data.body} />
          </>
        )}
      </article>
      {post.data && <CallToAction title="Want a tutor who explains it like this?" />}
    </>
  );
}
