/** KaTeX and its CSS (which names its fonts), loaded on demand by `load-math-renderer.ts`. */
import katex from "katex";
import "katex/dist/katex.min.css";

export type KatexApi = Pick<typeof katex, "renderToString">;
export { katex };
