/** The math renderer's module: loaded on demand so KaTeX and marked stay out of pages that don't use them. */
export type MathRenderer = typeof import("./render-math-markdown");

let loading: Promise<MathRenderer> | null = null;
let loaded: MathRenderer | null = null;

/** Starts loading the renderer (once); pages that will show math call this early. */
export function loadMathRenderer(): Promise<MathRenderer> {
  loading ??= import("./render-math-markdown").then(
    (module) => {
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

/** The renderer if it has loaded already, so a later page renders math on its first paint. */
export function getLoadedMathRenderer(): MathRenderer | null {
  return loaded;
}
