import mainFontUrl from "katex/dist/fonts/KaTeX_Main-Regular.woff2?url";
import italicFontUrl from "katex/dist/fonts/KaTeX_Math-Italic.woff2?url";

/** The math renderer's module: loaded on demand so KaTeX and marked stay out of pages that don't use them. */
export type MathRenderer = typeof import("./render-math-markdown");

let loading: Promise<MathRenderer> | null = null;
let loaded: MathRenderer | null = null;

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

let markdownLoading: Promise<MathRenderer> | null = null;
let markdownLoaded: MathRenderer | null = null;

/** Starts loading the Markdown renderer without KaTeX (once): enough for text without formulas. */
export function loadMarkdownRenderer(): Promise<MathRenderer> {
  markdownLoading ??= import("./render-math-markdown").then(
    (module) => {
      markdownLoaded = module;
      return module;
    },
    (error: unknown) => {
      markdownLoading = null;
      throw error;
    },
  );
  return markdownLoading;
}

/** Starts loading the renderer with KaTeX (once); pages that will show math call this early. */
export function loadMathRenderer(): Promise<MathRenderer> {
  if (!loading) preloadFonts();
  loading ??= Promise.all([loadMarkdownRenderer(), import("./katex-module")]).then(
    ([module, { katex }]) => {
      module.provideKatex(katex);
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed chunk load may succeed later (a flaky network); let the next caller try again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The renderer with KaTeX if it has loaded already, so a later page renders math on its first paint. */
export function getLoadedMathRenderer(): MathRenderer | null {
  return loaded;
}

/** The renderer, with or without KaTeX, if it has loaded: enough for text without formulas. */
export function getLoadedMarkdownRenderer(): MathRenderer | null {
  return loaded ?? markdownLoaded;
}
