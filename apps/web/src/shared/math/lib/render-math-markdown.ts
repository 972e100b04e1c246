/**
 * Markdown with math to safe HTML (spec 9 "Math rendering", decisions.md 8). This module (marked and
 * DOMPurify) and KaTeX (`katex-module.ts`, with its CSS and fonts; all bundled, never from a CDN) are
 * only ever imported dynamically, through `load-math-renderer.ts`, which hands KaTeX to this module
 * (`provideKatex`): text without formulas renders before KaTeX has loaded (issue 21).
 */
import DOMPurify from "dompurify";
import { Marked, type TokenizerAndRendererExtension, type Tokens } from "marked";
import type { KatexApi } from "./katex-module";
import "../math-markdown.css";
import {
  findDisplayBlockStart,
  findMathStart,
  type MathMatch,
  matchDisplayBlock,
  matchInlineMath,
} from "@app/domain/math-tokens";
import { FORMULA_STYLE_ATTRIBUTE } from "./formula-styles";

/** The title of a formula that could not be rendered; its source is shown instead. */
export const MATH_FALLBACK_TITLE = "Could not render this formula";

/** Longest formula handed to KaTeX; longer ones are shown as source. */
const MAX_TEX_LENGTH = 5000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function fallbackHtml(raw: string): string {
  return `<code class="math-fallback" title="${MATH_FALLBACK_TITLE}">${escapeHtml(raw)}</code>`;
}

/**
 * KaTeX's colour for what it could not parse. With `throwOnError: false` it paints a parse error
 * (a `katex-error` span) and an unknown command (red text inside the formula) in this colour; a
 * colour no content uses lets the guard below spot both.
 */
const ERROR_COLOR = "#cc0001";

/**
 * One formula to HTML. KaTeX reports errors in place (`throwOnError: false`); the guard turns a
 * formula with any error, any other failure, and over-long input into the source in a muted code
 * style, so bad LaTeX never breaks the page or shows half a formula.
 */
let katex: KatexApi | null = null;

/** Gives the renderer KaTeX once it has loaded; until then a formula shows its source. */
export function provideKatex(module: KatexApi): void {
  katex = module;
}

export function renderTex(tex: string, isDisplay: boolean, raw: string = tex): string {
  if (tex.length > MAX_TEX_LENGTH || katex === null) return fallbackHtml(raw);
  try {
    const html = katex.renderToString(tex, {
      displayMode: isDisplay,
      throwOnError: false,
      errorColor: ERROR_COLOR,
      strict: "ignore",
      trust: false,
      maxSize: 50,
      maxExpand: 500,
      output: "htmlAndMathml",
    });
    if (html.includes("katex-error") || html.includes(ERROR_COLOR)) return fallbackHtml(raw);
    // KaTeX escapes every quote it writes, so ` style="` can only open one of its own attributes.
    return html.replaceAll(' style="', () => ` ${FORMULA_STYLE_ATTRIBUTE}="`);
  } catch {
    return fallbackHtml(raw);
  }
}

interface MathToken extends Tokens.Generic {
  type: "math";
  raw: string;
  tex: string;
  isDisplay: boolean;
}

const toToken = (match: MathMatch): MathToken => ({
  type: "math",
  raw: match.raw,
  tex: match.tex,
  isDisplay: match.isDisplay,
});

/**
 * Formulas rendered during one `renderMathMarkdown` call. The Markdown gets an empty placeholder
 * for each (its slot number and a random nonce), so the author's HTML is sanitised strictly on its
 * own and KaTeX's output, which needs inline styles, is put back afterwards. Rendering is
 * synchronous, so one module-level list is safe.
 */
let pendingFormulas: string[] = [];
let slotNonce = "";

const slotHtml = (index: number) => `<span data-math-slot="${slotNonce}-${index}"></span>`;

const renderMathToken = (token: Tokens.Generic) => {
  const { tex, isDisplay, raw } = token as MathToken;
  pendingFormulas.push(renderTex(tex, isDisplay, raw.trim()));
  return slotHtml(pendingFormulas.length - 1);
};

const mathExtensions: TokenizerAndRendererExtension[] = [
  {
    name: "math",
    level: "block",
    start: (src) => {
      const index = findDisplayBlockStart(src);
      return index < 0 ? undefined : index;
    },
    tokenizer: (src) => {
      const match = matchDisplayBlock(src);
      return match ? toToken(match) : undefined;
    },
    renderer: renderMathToken,
  },
  {
    name: "math",
    level: "inline",
    start: (src) => {
      const index = findMathStart(src);
      return index < 0 ? undefined : index;
    },
    tokenizer: (src) => {
      const match = matchInlineMath(src);
      return match ? toToken(match) : undefined;
    },
    renderer: renderMathToken,
  },
];

const markdown = new Marked({ gfm: true, breaks: false, async: false });
markdown.use({ extensions: mathExtensions });

/**
 * What user-written Markdown may not contain (decisions.md 8, issue 7.18): nothing interactive
 * (a form posing as a sign-in box), nothing that loads or runs something, and no inline style (a
 * transparent overlay over the page's own buttons). DOMPurify already drops every `on*` handler
 * and `javascript:` link; the lists say the rest out loud.
 */
export const FORBIDDEN_TAGS = [
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "optgroup",
  "datalist",
  "output",
  "fieldset",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "portal",
  "style",
  "script",
  "noscript",
  "template",
  "link",
  "meta",
  "base",
  "dialog",
] as const;
export const FORBIDDEN_ATTRIBUTES = [
  "style",
  "form",
  "formaction",
  "formmethod",
  "formtarget",
  "action",
  "srcdoc",
  "popover",
  "popovertarget",
] as const;

/** The author's HTML: no forms, frames, scripts or styles, nor a formula's style carrier. */
function sanitizeAuthored(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES, FORMULA_STYLE_ATTRIBUTE],
  });
}

/**
 * KaTeX's own output (rendered with `trust: false`, so no links, classes or styles of the
 * author's choosing) keeps the layout styles it needs, in the carrier attribute the page applies
 * through the CSSOM (formula-styles.ts). DOMPurify drops MathML's `semantics` wrapper and its TeX
 * `annotation`, whose text it would otherwise leave loose, so the annotation's text goes too.
 */
function sanitizeFormula(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_FORBID_CONTENTS: ["annotation"],
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  });
}

/** Sanitises the Markdown's HTML, then puts each formula back in its placeholder. */
function sanitize(html: string, formulas: readonly string[], nonce: string): string {
  const slot = new RegExp(`<span data-math-slot="${nonce}-(\\d+)"></span>`, "g");
  return sanitizeAuthored(html).replace(slot, (_, index: string) =>
    sanitizeFormula(formulas[Number(index)] ?? ""),
  );
}

/** Unguessable, so an author cannot write a placeholder of their own. */
const newNonce = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("");

export interface RenderOptions {
  /** Inline Markdown only (no paragraphs): for labels and options. */
  inline?: boolean;
}

/** Markdown with math to sanitised HTML; never throws. */
export function renderMathMarkdown(source: string, options: RenderOptions = {}): string {
  pendingFormulas = [];
  slotNonce = newNonce();
  try {
    const html = options.inline
      ? (markdown.parseInline(source) as string)
      : (markdown.parse(source) as string);
    return sanitize(html, pendingFormulas, slotNonce);
  } catch {
    return `<p>${escapeHtml(source)}</p>`;
  } finally {
    pendingFormulas = [];
  }
}
