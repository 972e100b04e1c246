/** Learning paths: units and lessons strung together for a subject and a grade band. */
import type { SeedLearningPath } from "./types.ts";

const unit = (slug: string) => ({ kind: "unit" as const, slug });
const lessonStep = (slug: string) => ({ kind: "lesson" as const, slug });

export const LEARNING_PATHS: SeedLearningPath[] = [
  {
    slug: "k5-math-foundations",
    title: "Maths foundations",
    subject: "Mathematics",
    gradeBand: "K-5",
    description:
      "Everything a primary-school mathematician needs: place value, +, −, ×, ÷ and first fractions.",
    steps: [
      unit("ns-place-value"),
      unit("ns-addition-subtraction"),
      unit("ns-multiplication-division"),
      unit("ns-fractions"),
    ],
  },
  {
    slug: "k5-fractions-fast-track",
    title: "Fractions fast track",
    subject: "Mathematics",
    gradeBand: "K-5",
    description: "From sharing equally to adding fractions, in five short steps.",
    steps: [
      lessonStep("ns-division-meaning"),
      lessonStep("ns-fractions-intro"),
      lessonStep("ns-equivalent-fractions"),
      lessonStep("ns-comparing-fractions"),
      lessonStep("ns-adding-fractions-same-denominator"),
    ],
  },
  {
    slug: "geometry-essentials",
    title: "Geometry essentials",
    subject: "Mathematics",
    gradeBand: "6-8",
    description:
      "Angles, triangles, Pythagoras, area, circles and volume — the whole middle-school geometry toolkit.",
    steps: [
      unit("geo-angles"),
      unit("geo-triangles-polygons"),
      unit("geo-area-perimeter"),
      unit("geo-circles-solids"),
    ],
  },
  {
    slug: "french-first-conversations",
    title: "French: first conversations",
    subject: "French",
    gradeBand: "6-8",
    description:
      "Greet people, talk about yourself and your family, and ask and answer simple questions in French.",
    steps: [
      unit("fr-first-words"),
      lessonStep("fr-gender-and-articles"),
      lessonStep("fr-family"),
      lessonStep("fr-subject-pronouns-etre"),
      lessonStep("fr-avoir"),
      lessonStep("fr-er-verbs-present"),
      lessonStep("fr-negation"),
      lessonStep("fr-asking-questions"),
    ],
  },
  {
    slug: "algebra-1-complete",
    title: "Algebra 1, start to finish",
    subject: "Mathematics",
    gradeBand: "9-12",
    description: "Expressions, equations, linear functions and quadratics: a full first year of algebra.",
    steps: [
      unit("alg-expressions"),
      unit("alg-linear-equations"),
      unit("alg-linear-functions"),
      unit("alg-quadratics"),
    ],
  },
  {
    slug: "spanish-first-year",
    title: "Spanish: your first year",
    subject: "Spanish",
    gradeBand: "9-12",
    description: "From ¡Hola! to talking about what you like: the essentials of a first year of Spanish.",
    steps: [
      unit("es-first-steps"),
      unit("es-nouns-articles"),
      lessonStep("es-ser-vs-estar"),
      lessonStep("es-ar-verbs"),
      lessonStep("es-er-ir-verbs"),
      lessonStep("es-tener-and-expressions"),
      lessonStep("es-gustar"),
    ],
  },
  {
    slug: "python-for-adult-beginners",
    title: "Python for adult beginners",
    subject: "Python",
    gradeBand: "adult",
    description:
      "Never programmed before? Go from your first print to functions and dictionaries at your own pace.",
    steps: [unit("py-first-steps"), unit("py-decisions"), unit("py-loops"), unit("py-data-functions")],
  },
  {
    slug: "adult-math-refresher",
    title: "Maths refresher for grown-ups",
    subject: "Mathematics",
    gradeBand: "adult",
    description:
      "Brush up the maths you use at work and at home, or get ready to help with homework: fractions, equations, graphs, area and Pythagoras.",
    steps: [
      lessonStep("ns-equivalent-fractions"),
      lessonStep("ns-adding-fractions-same-denominator"),
      lessonStep("alg-order-of-operations"),
      lessonStep("alg-distributive-property"),
      lessonStep("alg-two-step-equations"),
      lessonStep("alg-slope-intercept-form"),
      lessonStep("geo-area-rectangles-triangles"),
      lessonStep("geo-circle-area"),
      lessonStep("geo-pythagorean-theorem"),
    ],
  },
];
