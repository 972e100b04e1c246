import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (issue 21, decision 071): a file whose first line is this comment
 * has all its functions compiled at once, on a background thread while the file streams in,
 * instead of each on the main thread the first time it is called. Chromium 136 and later read it;
 * other browsers see a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** What the plugin needs of an output chunk (Rollup's and Rolldown's `OutputChunk`). */
export interface HintableChunk {
  type: "chunk";
  code: string;
  moduleIds: readonly string[];
}

/**
 * Puts the hint first in every chunk that holds a module the first screens run
 * (`onFirstScreens`): the entry and the libraries it imports, the site's, the student shell's and
 * the lesson's groups, and the math renderer. These run most of their code as the page starts, so
 * compiling them whole is no waste; the pages' other chunks (a 3D space, a game, an editor) stay
 * lazily compiled. Returns how many chunks it marked.
 */
export function addCompileHints(
  bundle: Record<string, HintableChunk | { type: "asset" }>,
  onFirstScreens: (moduleId: string) => boolean,
): number {
  let marked = 0;
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk" || output.code.startsWith(COMPILE_HINT)) continue;
    if (!output.moduleIds.some(onFirstScreens)) continue;
    output.code = COMPILE_HINT + output.code;
    marked += 1;
  }
  return marked;
}

/** The build step that adds the hints, once the bundle's chunks are final. */
export function compileHints(onFirstScreens: (moduleId: string) => boolean): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // Last: Vite's own steps put code before a chunk's first line (the preload helper's list).
      order: "post",
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Parameters<typeof addCompileHints>[0], onFirstScreens);
      },
    },
  };
}
