import { findHelpArticle } from "@app/contract/help-articles";
import { PUBLIC_PAGE_META, type PublicPagePath } from "@app/contract/public-pages";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { listCourses } from "../catalogue/catalogue.service.ts";
import { getPublicPost, listPostAddresses } from "../posts/posts.service.ts";
import { type PageShell, type ShellMeta, toMetaDescription } from "./page-shell.ts";

/** Paths no search engine should index: accounts, the portals, the API. */
const PRIVATE_PREFIXES = ["/api/", "/admin", "/student", "/tutor", "/profile", "/auth/", "/onboarding"];

/** Open pages with no entry in PUBLIC_PAGE_META, listed in the sitemap too. */
const OTHER_PUBLIC_PATHS = ["/ai-tutor"];

/** A page the server answered: its status and HTML. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** A marketing page's HTML with its own title, description and social card. */
export function renderMarketingPage(
  deps: Deps,
  shell: PageShell,
  pagePath: PublicPagePath,
): RenderedPage | null {
  const meta = PUBLIC_PAGE_META[pagePath];
  const html = shell.render(deps.config.appUrl, {
    ...meta,
    path: pagePath,
    ...(pagePath === "/blog" ? { feedPath: "/blog/rss.xml" } : {}),
  });
  return html === null ? null : { status: 200, html };
}

/** /help, or one help article (`/help?article=<slug>`) with the article's own title and summary. */
export function renderHelpPage(deps: Deps, shell: PageShell, slug: unknown): RenderedPage | null {
  const article = typeof slug === "string" ? findHelpArticle(slug) : undefined;
  if (!article) return renderMarketingPage(deps, shell, "/help");
  const html = shell.render(deps.config.appUrl, {
    title: article.title,
    description: article.summary,
    path: `/help?article=${encodeURIComponent(article.slug)}`,
    type: "article",
  });
  return html === null ? null : { status: 200, html };
}

/**
 * A blog post's HTML with the post's own card; an unknown or unpublished slug still gets the app
 * (which shows its 404 page), answered with status 404 so search engines drop the address.
 */
export async function renderBlogPostPage(
  deps: Deps,
  shell: PageShell,
  slug: string | null,
): Promise<RenderedPage | null> {
  const post = slug ? await getPublicPost(deps, "post", slug).catch(toNullWhenNotFound) : null;
  const meta: ShellMeta = post
    ? {
        title: post.title,
        description: toMetaDescription(post.summary),
        path: `/blog/${post.slug}`,
        image: post.cover_image_url,
        type: "article",
        feedPath: "/blog/rss.xml",
      }
    : { title: "Page not found", description: PUBLIC_PAGE_META["/blog"].description, path: "/blog" };
  const html = shell.render(deps.config.appUrl, meta);
  return html === null ? null : { status: post ? 200 : 404, html };
}

/** A missing post is no error here; anything else is. */
function toNullWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** sitemap.xml: the marketing pages, the catalogue's courses and every published blog post. */
export async function renderSitemap(deps: Deps): Promise<string> {
  const base = deps.config.appUrl;
  const [posts, { courses }] = await Promise.all([listPostAddresses(deps), listCourses(deps)]);
  const entries: { path: string; updated?: string }[] = [
    ...Object.keys(PUBLIC_PAGE_META).map((path) => ({ path })),
    ...OTHER_PUBLIC_PATHS.map((path) => ({ path })),
    ...courses.map((course) => ({ path: `/courses/${course.slug}` })),
    ...posts.map((post) => ({ path: post.path, updated: post.updated_at.slice(0, 10) })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${entry.updated ? `<lastmod>${entry.updated}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be indexed; accounts, portals and the API may not. */
export function renderRobots(deps: Deps): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${deps.config.appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
