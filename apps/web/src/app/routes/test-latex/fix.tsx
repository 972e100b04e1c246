import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import {
  DOLLARS_IN_TEXT,
  MARKDOWN_MIX,
  PAREN_DELIMITERS,
  PRICES_AND_MATH,
  UNBALANCED,
  UNKNOWN_COMMAND,
} from "./latex-cases";
import { LatexCasesPage } from "./latex-cases-page";

void loadMathRenderer().catch(() => {});

/** /test-latex-fix: the cases that used to go wrong: dollars in text, delimiters, broken LaTeX. */
export default function LatexFixTestPage() {
  return (
    <LatexCasesPage
      title="LaTeX fix test"
      intro="Dollar signs that are prices, escaped dollars, \( \) and \[ \] delimiters, and formulas that cannot render, which must never break the page."
      cases={[DOLLARS_IN_TEXT, PRICES_AND_MATH, PAREN_DELIMITERS, UNBALANCED, UNKNOWN_COMMAND, MARKDOWN_MIX]}
    />
  );
}
