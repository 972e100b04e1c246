import type { SeedLesson } from "./content/types.ts";

/** The id the spec's test page shows (decisions.md 8). */
export const SHOWCASE_TEMPLATE_ID = 176;

/**
 * Template 176: a lesson on reading mathematical notation, whose text holds the hard cases of
 * math rendering — nested fractions, matrices, aligned equations and a dollar sign in plain text.
 */
export const TEMPLATE_176: SeedLesson = {
  slug: "reading-mathematical-notation",
  title: "Reading mathematical notation",
  summary: "Fractions inside fractions, matrices and step-by-step equations: how to read them aloud.",
  difficulty: "advanced",
  estimatedMinutes: 15,
  tags: ["notation", "fractions", "matrices", "equations"],
  prerequisites: [],
  body: [
    "Mathematicians write a lot in a small space. This lesson shows how to read the densest notation, one piece at a time. A price like \\$5 in a sentence is just money, not mathematics.",
    "",
    "## Fractions inside fractions",
    "",
    "A *continued fraction* nests fractions inside each other:",
    "",
    "$$x = 1 + \\cfrac{1}{2 + \\cfrac{1}{3 + \\cfrac{1}{4}}}$$",
    "",
    "Read it from the inside out: $3 + \\frac{1}{4} = \\frac{13}{4}$, then $2 + \\frac{4}{13} = \\frac{30}{13}$, and finally $x = 1 + \\frac{13}{30} = \\frac{43}{30}$.",
    "",
    "## Matrices",
    "",
    "A matrix is a grid of numbers in brackets. Multiplying a matrix by a vector:",
    "",
    "$$\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix} \\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 2x + y \\\\ 3y \\end{pmatrix}$$",
    "",
    "## Equations step by step",
    "",
    "When a solution takes several lines, the equals signs are lined up:",
    "",
    "$$\\begin{aligned} 3(x - 2) + 4 &= 19 \\\\ 3x - 6 + 4 &= 19 \\\\ 3x &= 21 \\\\ x &= 7 \\end{aligned}$$",
    "",
    "Inline math sits inside a sentence, like $\\sqrt{x^2 + y^2}$ or \\(\\frac{a}{b}\\), and display math stands on its own line, like \\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}.\\]",
  ].join("\n"),
  examples: [
    {
      title: "Simplify a nested fraction",
      problem: "Simplify $\\dfrac{1}{1 + \\frac{1}{2}}$.",
      solution:
        "First the inner sum: $1 + \\frac{1}{2} = \\frac{3}{2}$. Then $\\dfrac{1}{\\frac{3}{2}} = \\frac{2}{3}$.",
    },
    {
      title: "Multiply a matrix by a vector",
      problem:
        "Work out $\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\\begin{pmatrix} 1 \\\\ 1 \\end{pmatrix}$.",
      solution:
        "Each row times the vector: $1 + 2 = 3$ and $3 + 4 = 7$, so the result is $\\begin{pmatrix} 3 \\\\ 7 \\end{pmatrix}$.",
    },
  ],
  deck: [
    {
      title: "Inside out",
      body: "Read a nested fraction from the innermost part: $\\cfrac{1}{2 + \\cfrac{1}{2}} = \\frac{2}{5}$.",
    },
    {
      title: "Rows times columns",
      body: "In $\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}\\begin{pmatrix} x \\\\ y \\end{pmatrix}$ each row meets the column: $ax + by$ and $cx + dy$.",
    },
    {
      title: "Line up the equals",
      body: "$$\\begin{aligned} 2x + 3 &= 11 \\\\ 2x &= 8 \\\\ x &= 4 \\end{aligned}$$",
    },
    {
      title: "Money is not math",
      body: "A ticket costs \\$12 and a snack \\$3: the total is \\$15. Those dollar signs are prices.",
    },
  ],
  questions: [
    {
      id: "q1",
      type: "numeric",
      question: "What is $\\dfrac{1}{1 + \\frac{1}{2}}$? Give a fraction.",
      correctAnswer: "2/3",
      hint: "Work out the bottom first: $1 + \\frac{1}{2}$.",
      explanation: "$1 + \\frac{1}{2} = \\frac{3}{2}$, and one divided by $\\frac{3}{2}$ is $\\frac{2}{3}$.",
    },
    {
      id: "q2",
      type: "numeric",
      question: "In the aligned solution of $3(x - 2) + 4 = 19$, what is $x$?",
      correctAnswer: "7",
      hint: "Expand the bracket, then collect the numbers.",
      explanation: "$3x - 2 = 19$ gives $3x = 21$, so $x = 7$.",
    },
    {
      id: "q3",
      type: "algebraic",
      question:
        "What is the top entry of $\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}\\begin{pmatrix} x \\\\ y \\end{pmatrix}$?",
      correctAnswer: "2x + y",
      hint: "Multiply the first row by the column.",
      explanation: "$2 \\cdot x + 1 \\cdot y = 2x + y$.",
    },
    {
      id: "q4",
      type: "multiple_choice",
      question: "In the sentence “a ticket costs \\$12”, what does the dollar sign mean?",
      options: [
        { id: "a", text: "The start of a formula" },
        { id: "b", text: "A price in dollars" },
        { id: "c", text: "A variable called S" },
      ],
      correctAnswer: "b",
      hint: "Is anyone calculating here?",
      explanation: "It is money; mathematics starts only with a pair of dollar signs around a formula.",
    },
    {
      id: "q5",
      type: "numeric",
      question: "Using $\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}$, what is $1 + 2 + \\dots + 10$?",
      correctAnswer: "55",
      hint: "Put $n = 10$ into the formula.",
      explanation: "$\\frac{10 \\cdot 11}{2} = 55$.",
    },
  ],
};
