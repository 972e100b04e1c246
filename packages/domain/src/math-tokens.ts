/**
 * Finding math in Markdown text (spec 9 "Math rendering"): inline `$...$` and `\(...\)`, display
 * `$$...$$` and `\[...\]`. Pure string scanning, so the rules are testable without the renderer.
 *
 * A single `$` opens math only when followed by a non-space, and the next unescaped `$` closes it
 * only when preceded by a non-space and not followed by a digit (Pandoc's rule). So prices stay
 * text: "costs $5 and $10" has no math, and `\$` is always a literal dollar.
 */

export interface MathMatch {
  /** The TeX between the delimiters. */
  tex: string;
  isDisplay: boolean;
  /** The whole matched text, delimiters included. */
  raw: string;
}

/** The index of the next `$` at or after `from` that no backslash escapes; -1 if none. */
function nextDollar(src: string, from: number): number {
  for (let i = from; i < src.length; i++) {
    const ch = src[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (ch === "$") return i;
  }
  return -1;
}

/** The index of `close` at or after `from`, skipping backslash escapes other than `close` itself. */
function nextCloser(src: string, from: number, close: string): number {
  for (let i = from; i < src.length; i++) {
    if (src.startsWith(close, i)) return i;
    if (src[i] === "\\") i++;
  }
  return -1;
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";

/**
 * Math starting at the very beginning of `src`, or null. `$$` without its closing `$$` is null too:
 * the caller keeps it as text.
 */
export function matchInlineMath(src: string): MathMatch | null {
  if (src.startsWith("$$")) {
    const end = nextCloser(src, 2, "$$");
    if (end < 0) return null;
    const tex = src.slice(2, end);
    if (tex.trim() === "") return null;
    return { tex, isDisplay: true, raw: src.slice(0, end + 2) };
  }
  if (src.startsWith("$")) {
    if (isSpace(src[1])) return null;
    const end = nextDollar(src, 1);
    if (end < 0) return null;
    if (isSpace(src[end - 1]) || isDigit(src[end + 1])) return null;
    const tex = src.slice(1, end);
    // A formula does not run across a blank line.
    if (/\n\s*\n/.test(tex)) return null;
    return { tex, isDisplay: false, raw: src.slice(0, end + 1) };
  }
  for (const [open, close, isDisplay] of [
    ["\\(", "\\)", false],
    ["\\[", "\\]", true],
  ] as const) {
    if (!src.startsWith(open)) continue;
    const end = nextCloser(src, 2, close);
    if (end < 0) return null;
    const tex = src.slice(2, end);
    if (tex.trim() === "") return null;
    return { tex, isDisplay, raw: src.slice(0, end + 2) };
  }
  return null;
}

/** Where the next math could start in `src` (for the Markdown lexer's text splitting); -1 if nowhere. */
export function findMathStart(src: string): number {
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === "$") return i;
    if (ch === "\\") {
      const next = src[i + 1];
      if (next === "(" || next === "[") return i;
      i++;
    }
  }
  return -1;
}

/** A display formula standing on its own lines at the start of `src` (a block of its own), or null. */
export function matchDisplayBlock(src: string): MathMatch | null {
  const indent = /^ {0,3}/.exec(src)?.[0].length ?? 0;
  const rest = src.slice(indent);
  const close = rest.startsWith("$$") ? "$$" : rest.startsWith("\\[") ? "\\]" : null;
  if (!close) return null;
  const end = nextCloser(rest, 2, close);
  if (end < 0) return null;
  const tex = rest.slice(2, end);
  const after = /^[ \t]*(?:\n+|$)/.exec(rest.slice(end + 2));
  if (!after || tex.trim() === "") return null;
  return { tex, isDisplay: true, raw: src.slice(0, indent + end + 2 + after[0].length) };
}

/** Where the next display block could start: a line that begins with `$$` or `\[`; -1 if none. */
export function findDisplayBlockStart(src: string): number {
  const match = /(^|\n) {0,3}(\$\$|\\\[)/.exec(src);
  if (!match) return -1;
  return match.index + (match[1] ? 1 : 0);
}

/** Whether Markdown holds a formula (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`): it then needs KaTeX. */
export function containsMath(source: string): boolean {
  return findMathStart(source) >= 0 || findDisplayBlockStart(source) >= 0;
}
