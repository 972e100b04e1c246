import { PRODUCT_NAME } from "@app/contract/product";
import { META_DESCRIPTION_MAX, toDocumentTitle } from "@app/contract/public-pages";
import { AppShellFile, escapeHtml } from "../../lib/html-page.ts";

/** What a shared link's card shows: the page's own title, description, address and image. */
export interface ShellMeta {
  title: string;
  description: string;
  /** The page's path, made absolute with the site's address. */
  path: string;
  /** An image of this site (a path), or the site's default card. */
  image?: string | null;
  type?: "website" | "article";
  /** Extra links for the head (the blog's RSS feed). */
  feedPath?: string;
}

/** The site's default social card (apps/web/public). */
export const DEFAULT_SOCIAL_IMAGE = "/social-card.png";

/** A description cut to what search engines show, on a word boundary. */
export function toMetaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= META_DESCRIPTION_MAX) return flat;
  return `${flat.slice(0, META_DESCRIPTION_MAX - 1).replace(/\s+\S*$/, "")}…`;
}

/** The head tags of one page: title, description, canonical address, Open Graph and Twitter cards. */
export function renderHeadTags(appUrl: string, meta: ShellMeta): string {
  const title = escapeHtml(toDocumentTitle(meta.title));
  const description = escapeHtml(toMetaDescription(meta.description));
  const url = escapeHtml(`${appUrl}${meta.path}`);
  const image = escapeHtml(`${appUrl}${meta.image ?? DEFAULT_SOCIAL_IMAGE}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...(meta.feedPath
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(PRODUCT_NAME)} blog" href="${escapeHtml(`${appUrl}${meta.feedPath}`)}" />`,
        ]
      : []),
  ].join("\n    ");
}

/**
 * The built web app's index.html with one page's head tags in place of the generic title and
 * description, read once per build (the file's change time is checked on each request); sent with
 * its nonce by lib/html-page.ts.
 */
export class PageShell {
  private readonly file: AppShellFile;

  constructor(webDist: string) {
    this.file = new AppShellFile(webDist);
  }

  /** The page's HTML, or null when the web app is not built. */
  render(appUrl: string, meta: ShellMeta): string | null {
    const html = this.readIndex();
    if (html === null) return null;
    const head = renderHeadTags(appUrl, meta);
    // Replacer functions, never replacement strings: a title holding $' $` $& or $1 would
    // otherwise paste parts of the page into the head (issue 20.3).
    return html
      .replace(/<title>[\s\S]*?<\/title>/, () => "")
      .replace(/<meta\s+name="description"[^>]*>/, () => "")
      .replace("</head>", () => `  ${head}\n  </head>`);
  }

  private readIndex(): string | null {
    return this.file.read();
  }
}
