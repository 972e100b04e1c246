/** A hard case for the math renderer: what is written, and what should happen. */
export interface LatexCase {
  title: string;
  source: string;
  expect: string;
}

export const NESTED_FRACTIONS: LatexCase = {
  title: "Nested fractions",
  source: "$$x = 1 + \\cfrac{1}{2 + \\cfrac{1}{3 + \\cfrac{1}{4}}}$$",
  expect: "A continued fraction, each level smaller and lower.",
};
export const MATRIX: LatexCase = {
  title: "Matrices",
  source:
    "$$\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix} \\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 2x + y \\\\ 3y \\end{pmatrix}$$",
  expect: "Two matrices in round brackets and their product.",
};
export const ALIGNED: LatexCase = {
  title: "Aligned equations",
  source:
    "$$\\begin{aligned} 3(x - 2) + 4 &= 19 \\\\ 3x - 6 + 4 &= 19 \\\\ 3x &= 21 \\\\ x &= 7 \\end{aligned}$$",
  expect: "Four lines with their equals signs lined up.",
};
export const SUM_AND_ROOT: LatexCase = {
  title: "Sums and roots",
  source:
    "The sum $\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}$ and the distance $d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.",
  expect: "Inline: a sum with limits and a square root over a long expression.",
};
export const DOLLARS_IN_TEXT: LatexCase = {
  title: "Dollar signs in text",
  source: "A sandwich costs $5 and a drink $10, so lunch is $15. An escaped \\$20 stays a price too.",
  expect: "No math at all: every dollar sign is a price.",
};
export const PRICES_AND_MATH: LatexCase = {
  title: "Prices and math together",
  source: "If apples cost $2 each, then $n$ apples cost $2n$ dollars.",
  expect: "“$2 each” stays text; n and 2n are math.",
};
export const PAREN_DELIMITERS: LatexCase = {
  title: "\\( … \\) and \\[ … \\] delimiters",
  source:
    "Inline \\(\\frac{a}{b}\\) inside a sentence, and on its own line: \\[\\int_0^1 x^2\\,dx = \\frac{1}{3}\\]",
  expect: "An inline fraction, then a centred integral.",
};
export const DOUBLE_DOLLAR_BLOCK: LatexCase = {
  title: "$$ … $$ on their own lines",
  source: "$$\n\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1\n$$",
  expect: "A centred limit.",
};
export const UNBALANCED: LatexCase = {
  title: "Unbalanced formula (safe fallback)",
  source: "Broken: $\\frac{1}{2$ and \\[\\left( x + 1\\] — the rest of the text, like $x^2$, still renders.",
  expect: "The two broken formulas show as grey source titled “Could not render this formula”.",
};
export const UNKNOWN_COMMAND: LatexCase = {
  title: "Unknown command (safe fallback)",
  source: "$\\notacommand{x}$ next to a good $\\alpha + \\beta$.",
  expect: "The unknown command shows as source; α + β renders.",
};
export const MARKDOWN_MIX: LatexCase = {
  title: "Markdown around math",
  source:
    "- **Bold** and *italic* with $a^2 + b^2 = c^2$\n- `code with $dollars$` stays code\n- A [link](/help)",
  expect: "A list: bold, italic, math; code untouched; a link.",
};

export const ALL_CASES: LatexCase[] = [
  NESTED_FRACTIONS,
  MATRIX,
  ALIGNED,
  SUM_AND_ROOT,
  DOLLARS_IN_TEXT,
  PRICES_AND_MATH,
  PAREN_DELIMITERS,
  DOUBLE_DOLLAR_BLOCK,
  UNBALANCED,
  UNKNOWN_COMMAND,
  MARKDOWN_MIX,
];
