/**
 * Markdown with math to safe HTML (spec 9 "Math rendering", decisions.md 8). This module is heavy
 * (KaTeX, marked, DOMPurify and KaTeX's CSS and fonts, all bundled, never from a CDN), so it is only
 * ever imported dynamically, through `load-math-renderer.ts`.
 */
import DOMPurify from "dompurify";
import katex from "katex";
import "katex/dist/katex.min.css";
import { Marked, type TokenizerAndRendererExtension, type Tokens } from "marked";
import "../math-markdown.css";
import {
  findDisplayBlockStart,
  findMathStart,
  type MathMatch,
  matchDisplayBlock,
  matchInlineMath,
} from "./math-tokens";

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
export function renderTex(tex: string, isDisplay: boolean, raw: string = tex): string {
  if (tex.length > MAX_TEX_LENGTH) return fallbackHtml(raw);
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
    return html;
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

const renderMathToken = (token: Tokens.Generic) => {
  const { tex, isDisplay, raw } = token as MathToken;
  return renderTex(tex, isDisplay, raw.trim());
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
 * Sanitising keeps KaTeX's HTML and MathML; DOMPurify drops MathML's `semantics` wrapper and its
 * TeX `annotation`, whose text it would otherwise leave loose, so the annotation's text goes too.
 */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { ADD_FORBID_CONTENTS: ["annotation"] });
}

export interface RenderOptions {
  /** Inline Markdown only (no paragraphs): for labels and options. */
  inline?: boolean;
}

/** Markdown with math to sanitised HTML; never throws. */
export function renderMathMarkdown(source: string, options: RenderOptions = {}): string {
  try {
    const html = options.inline
      ? (markdown.parseInline(source) as string)
      : (markdown.parse(source) as string);
    return sanitize(html);
  } catch {
    return `<p>${escapeHtml(source)}</p>`;
  }
}
