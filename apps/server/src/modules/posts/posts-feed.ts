import type { Post } from "@app/contract/posts";
import { PRODUCT_NAME } from "@app/contract/product";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { Feed } from "feed";

/** The blog's RSS 2.0 feed: the newest posts, each with its summary and a link to read it. */
export function renderBlogFeed(appUrl: string, posts: Post[]): string {
  const feed = new Feed({
    id: `${appUrl}/blog`,
    title: `${PRODUCT_NAME} blog`,
    description: PUBLIC_PAGE_META["/blog"].description,
    link: `${appUrl}/blog`,
    language: "en",
    copyright: `© ${new Date().getFullYear()} ${PRODUCT_NAME}`,
    updated: posts[0]?.published_at ? new Date(posts[0].published_at) : new Date(0),
    generator: false,
    feedLinks: { rss: `${appUrl}/blog/rss.xml` },
  });
  for (const post of posts) {
    const link = `${appUrl}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      description: post.summary,
      date: new Date(post.published_at ?? post.updated_at),
      author: [{ name: post.author_name }],
      category: post.tags.map((name) => ({ name })),
      ...(post.cover_image_url ? { image: `${appUrl}${post.cover_image_url}` } : {}),
    });
  }
  return feed.rss2();
}
