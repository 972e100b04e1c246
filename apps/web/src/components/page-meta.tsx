import { toDocumentTitle } from "@app/contract/public-pages";
import { useEffect } from "react";

export interface PageMetaProps {
  /** The page's title, without the product name. */
  title: string;
  description: string;
  /** The page's path, for its canonical address and social card. */
  path: string;
  /** An image of this site for the social card; the site's default card when omitted. */
  image?: string | null;
  type?: "website" | "article";
}

const DEFAULT_IMAGE = "/social-card.png";

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function setMeta(kind: "name" | "property", key: string, content: string) {
  setHeadTag(
    `meta[${kind}="${key}"]`,
    () => {
      const meta = document.createElement("meta");
      meta.setAttribute(kind, key);
      return meta;
    },
    "content",
    content,
  );
}

/**
 * A public page's title, description and social-preview tags. The server writes the same tags
 * into the page it sends (modules/public-pages); this keeps them right as the visitor moves
 * between pages in the app, updating the tags in place rather than adding a second set.
 */
export function PageMeta({ title, description, path, image, type = "website" }: PageMetaProps) {
  useEffect(() => {
    const fullTitle = toDocumentTitle(title);
    const url = `${window.location.origin}${path}`;
    document.title = fullTitle;
    setMeta("name", "description", description);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", type);
    setMeta("property", "og:url", url);
    setMeta("property", "og:image", `${window.location.origin}${image ?? DEFAULT_IMAGE}`);
    setMeta("name", "twitter:card", "summary_large_image");
    setMeta("name", "twitter:title", fullTitle);
    setMeta("name", "twitter:description", description);
    setHeadTag(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement("link");
        link.rel = "canonical";
        return link;
      },
      "href",
      url,
    );
  }, [title, description, path, image, type]);
  return null;
}
