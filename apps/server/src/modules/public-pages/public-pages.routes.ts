import { postSlugParamsSchema } from "@app/contract/posts";
import { PUBLIC_PAGE_META, type PublicPagePath } from "@app/contract/public-pages";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { sendHtmlPage, WEB_NOT_BUILT } from "../../lib/html-page.ts";
import { defineRoute } from "../../lib/route.ts";
import { PageShell } from "./page-shell.ts";
import * as pages from "./public-pages.service.ts";

/** A page the web app was not built for answers as the web plugin does. */
function sendPage(reply: FastifyReply, page: pages.RenderedPage | null) {
  if (!page) return reply.code(404).send({ error: WEB_NOT_BUILT });
  return sendHtmlPage(reply, page.html, page.status);
}

/**
 * What search engines and link previews read: robots.txt, sitemap.xml, and the marketing pages
 * and blog posts served with their own title, description and social card in the HTML itself
 * (the app then takes over in the browser, as on every other path).
 */
export async function publicPagesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const shell = new PageShell(deps.config.webDist);

  defineRoute(app, {
    method: "GET",
    url: "/robots.txt",
    access: "public",
    produces: "text/plain",
    handler: async ({ reply }) =>
      reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(pages.renderRobots(deps)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/sitemap.xml",
    access: "public",
    produces: "application/xml",
    handler: async ({ reply }) =>
      reply
        .header("content-type", "application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(await pages.renderSitemap(deps)),
  });

  for (const pagePath of Object.keys(PUBLIC_PAGE_META) as PublicPagePath[]) {
    if (pagePath === "/help") continue;
    defineRoute(app, {
      method: "GET",
      url: pagePath,
      access: "public",
      produces: "text/html",
      handler: async ({ reply }) => sendPage(reply, pages.renderMarketingPage(deps, shell, pagePath)),
    });
  }

  defineRoute(app, {
    method: "GET",
    url: "/help",
    access: "public",
    produces: "text/html",
    // Any other query (a search, a campaign tag) is the app's business, not a reason to refuse the page.
    query: z.looseObject({ article: z.unknown().optional() }),
    handler: async ({ reply, query }) => sendPage(reply, pages.renderHelpPage(deps, shell, query.article)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/blog/:slug",
    access: "public",
    produces: "text/html",
    params: z.strictObject({ slug: z.string().max(2000) }),
    handler: async ({ reply, params }) => {
      // An address that cannot be a post still gets the app, which shows its 404 page.
      const slug = postSlugParamsSchema.safeParse(params);
      return sendPage(
        reply,
        await pages.renderBlogPostPage(deps, shell, slug.success ? slug.data.slug : null),
      );
    },
  });
}
