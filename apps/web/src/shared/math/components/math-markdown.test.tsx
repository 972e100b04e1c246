import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MathMarkdown } from "./math-markdown";

/** Renders and waits for the lazily loaded renderer to have replaced the plain text. */
async function renderMath(source: string, inline = false) {
  const { container } = render(<MathMarkdown source={source} inline={inline} />);
  await screen.findByText((_, element) => element?.getAttribute("data-math-state") === "ready");
  return container.querySelector("[data-math-state]") as HTMLElement;
}

describe("MathMarkdown (spec 9 math rendering)", () => {
  it("renders inline $...$ and \\(...\\) math inside a sentence", async () => {
    const root = await renderMath("Area is $\\pi r^2$ and a ratio \\(\\frac{a}{b}\\) here.");
    const inline = root.querySelectorAll(".katex");
    expect(inline).toHaveLength(2);
    expect(root.querySelector(".katex-display")).toBeNull();
    expect(root.querySelector("p")).toHaveTextContent(/Area is/);
    expect(root.querySelector(".mfrac")).not.toBeNull();
  });

  it("renders display $$...$$ and \\[...\\] math, alone on a line or inside a paragraph", async () => {
    const root = await renderMath(
      "Sum:\n\n$$\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}$$\n\nand then \\[\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\\] too.",
    );
    expect(root.querySelectorAll(".katex-display")).toHaveLength(2);
    expect(root.textContent).toContain("and then");
  });

  it("renders aligned equations and nested \\cfrac", async () => {
    const root = await renderMath(
      "$$\\begin{aligned} 2x + 3 &= 11 \\\\ x &= 4 \\end{aligned}$$\n\n$$1 + \\cfrac{1}{2 + \\cfrac{1}{3}}$$",
    );
    expect(root.querySelectorAll(".katex-display")).toHaveLength(2);
    expect(root.querySelector(".math-fallback")).toBeNull();
  });

  it("keeps escaped dollars and prices as text", async () => {
    const root = await renderMath("A ticket costs \\$12. It costs $5 and $10 in total, or $5-$10.");
    expect(root.querySelector(".katex")).toBeNull();
    expect(root).toHaveTextContent("A ticket costs $12. It costs $5 and $10 in total, or $5-$10.");
  });

  it("tells prices and math apart in one sentence", async () => {
    const root = await renderMath("It costs $5 and $10 for $x$ apples.");
    expect(root.querySelectorAll(".katex")).toHaveLength(1);
    expect(root.textContent).toContain("It costs $5 and $10 for");
  });

  it("shows unbalanced or invalid LaTeX as muted source with a title, and the rest still renders", async () => {
    const root = await renderMath("Broken $\\frac{1}{2$ and fine $x^2$, then \\[\\left( x\\].");
    const fallbacks = root.querySelectorAll(".math-fallback");
    expect(fallbacks).toHaveLength(2);
    expect(fallbacks[0]).toHaveTextContent("$\\frac{1}{2$");
    expect(fallbacks[0]).toHaveAttribute("title", "Could not render this formula");
    expect(fallbacks[1]).toHaveTextContent("\\[\\left( x\\]");
    expect(root.querySelectorAll(".katex")).toHaveLength(1);
  });

  it("shows a formula with an unknown command as its source, not half rendered", async () => {
    const root = await renderMath("$\\notacommand{x}$ next to a good $\\alpha + \\beta$.");
    expect(root.querySelector(".math-fallback")).toHaveTextContent("$\\notacommand{x}$");
    expect(root.querySelectorAll(".katex")).toHaveLength(1);
  });

  it("keeps an unclosed $$ as text", async () => {
    const root = await renderMath("Start $$x + 1 and never close.");
    expect(root.querySelector(".katex")).toBeNull();
    expect(root).toHaveTextContent("Start $$x + 1 and never close.");
  });

  it("leaves dollars in code alone", async () => {
    const root = await renderMath('Run `echo $HOME $x$` or:\n\n```\nprice = "$5" + "$x$"\n```');
    expect(root.querySelector(".katex")).toBeNull();
    expect(root.querySelector("pre code")).toHaveTextContent('price = "$5" + "$x$"');
  });

  it("sanitises HTML in Markdown", async () => {
    const root = await renderMath(
      'Hi <img src=x onerror="window.hacked=1"> <script>alert(1)</script> [link](javascript:alert(1)) $x$',
    );
    expect(root.querySelector("script")).toBeNull();
    expect(root.querySelector("img")?.getAttribute("onerror")).toBeFalsy();
    expect(root.querySelector("a")?.getAttribute("href") ?? "").not.toContain("javascript");
    expect(root.querySelector(".katex")).not.toBeNull();
  });

  it("renders inline Markdown in a span without paragraphs", async () => {
    const root = await renderMath("**Bold** and $y = 2x$", true);
    expect(root.tagName).toBe("SPAN");
    expect(root.querySelector("p")).toBeNull();
    expect(root.querySelector("strong")).toHaveTextContent("Bold");
    expect(root.querySelector(".katex")).not.toBeNull();
  });
});
