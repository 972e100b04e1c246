import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { ALL_CASES } from "./latex-cases";
import { LatexCasesPage } from "./latex-cases-page";

void loadMathRenderer().catch(() => {});

/** /test-latex-rendering: every hard case of math rendering. */
export default function LatexRenderingTestPage() {
  return (
    <LatexCasesPage
      title="LaTeX rendering test"
      intro="Nested fractions, matrices, aligned equations, sums and roots, the four delimiters, prices in text and broken formulas."
      cases={ALL_CASES}
    />
  );
}
