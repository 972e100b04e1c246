import mainFontUrl from "katex/dist/fonts/KaTeX_Main-Regular.woff2?url";
import italicFontUrl from "katex/dist/fonts/KaTeX_Math-Italic.woff2?url";

/** The math renderer's module: loaded on demand so KaTeX and marked stay out of pages that don't use them. */
export type MathRenderer = typeof import("./render-math-markdown");

/**
 * KaTeX's two commonest fonts (upright and italic), asked for with the renderer: text set in them
 * is not painted until they arrive, and the browser would otherwise ask only once the formulas are
 * laid out (issue 21: the lesson page's first paint waited on them).
 */
const FONT_URLS = [mainFontUrl, italicFontUrl];

function preloadFonts(): void {
  if (typeof document === "undefined") return;
  for (const href of FONT_URLS) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * A module load started once and kept; forgotten on failure, since a failed chunk load may succeed
 * later (a flaky network) and the next caller should try again.
 */
function loadOnce<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  return {
    start(): Promise<T> {
      pending ??= load().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    isStarted: () => pending !== null,
    loaded: () => value,
  };
}

const markdown = loadOnce(() => import("./render-math-markdown"));
const withKatex = loadOnce(async () => {
  const [module, { katex }] = await Promise.all([markdown.start(), import("./katex-module")]);
  module.provideKatex(katex);
  return module;
});

/** Starts loading the Markdown renderer without KaTeX (once): enough for text without formulas. */
export function loadMarkdownRenderer(): Promise<MathRenderer> {
  return markdown.start();
}

/** Starts loading the renderer with KaTeX (once); pages that will show math call this early. */
export function loadMathRenderer(): Promise<MathRenderer> {
  if (!withKatex.isStarted()) preloadFonts();
  return withKatex.start();
}

/** The renderer with KaTeX if it has loaded already, so a later page renders math on its first paint. */
export function getLoadedMathRenderer(): MathRenderer | null {
  return withKatex.loaded();
}

/** The renderer, with or without KaTeX, if it has loaded: enough for text without formulas. */
export function getLoadedMarkdownRenderer(): MathRenderer | null {
  return withKatex.loaded() ?? markdown.loaded();
}
