import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageMeta } from "./page-meta";

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

describe("PageMeta", () => {
  it("sets the title, description and social tags, updating them in place from page to page", () => {
    const { rerender } = render(<PageMeta title="Pricing" description="Plans and prices." path="/pricing" />);
    expect(document.title).toBe("Pricing · Brightpath");
    expect(content('meta[name="description"]')).toBe("Plans and prices.");
    expect(content('meta[property="og:title"]')).toBe("Pricing · Brightpath");
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/pricing`);
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/social-card.png`);
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");

    rerender(
      <PageMeta
        title="A post"
        description="Its summary."
        path="/blog/a-post"
        image="/images/blog/x.svg"
        type="article"
      />,
    );
    expect(document.title).toBe("A post · Brightpath");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:type"]')).toBe("article");
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/images/blog/x.svg`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${window.location.origin}/blog/a-post`,
    );
  });
});
