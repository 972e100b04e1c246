import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import {
  ALIGNED,
  DOUBLE_DOLLAR_BLOCK,
  MATRIX,
  NESTED_FRACTIONS,
  PAREN_DELIMITERS,
  SUM_AND_ROOT,
} from "./latex-cases";
import { LatexCasesPage } from "./latex-cases-page";

void loadMathRenderer().catch(() => {});

/**
 * /test-mathjax: math written for MathJax (the old CDN typesetter, spec 7.7) rendered by the bundled
 * KaTeX instead: the same delimiters and environments.
 */
export default function MathTypesettingTestPage() {
  return (
    <LatexCasesPage
      title="Math typesetting test"
      intro="Content written for MathJax, with its delimiters and environments, typeset by the bundled KaTeX."
      cases={[PAREN_DELIMITERS, DOUBLE_DOLLAR_BLOCK, NESTED_FRACTIONS, MATRIX, ALIGNED, SUM_AND_ROOT]}
    />
  );
}
