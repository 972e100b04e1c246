import type { Kysely, Transaction } from "kysely";
import type { Database } from "../database.ts";

type Db = Kysely<Database> | Transaction<Database>;

interface SeedQuiz {
  /** The library item the quiz stands behind (made when the library has none of that title). */
  title: string;
  description: string;
  subject: string;
  difficulty: string;
  topics: string[];
  timeLimitSeconds: number | null;
  showInstantFeedback: boolean;
  questions: Record<string, unknown>[];
}

const mc = (id: string, question: string, options: string[], correct: number, explanation: string) => ({
  id,
  type: "multiple_choice",
  question,
  options: options.map((text, i) => ({ id: String.fromCharCode(97 + i), text })),
  correctAnswer: String.fromCharCode(97 + correct),
  hint: "Rule out the options you are sure are wrong.",
  explanation,
});

/** A construction as the board sends it: fixed given points, the student's points and objects. */
const construction = (points: Record<string, unknown>[], objects: Record<string, unknown>[] = []) =>
  JSON.stringify({ points, objects });
const A_FIXED = { id: "A", x: 0, y: 0, fixed: true };
const B_FIXED = { id: "B", x: 4, y: 0, fixed: true };
const P_FIXED = { id: "P", x: -3, y: -1, fixed: true };
const Q_FIXED = { id: "Q", x: 3, y: 3, fixed: true };

/** The demo library's quizzes, with questions of the evaluator's types. */
export const SEED_QUIZZES: SeedQuiz[] = [
  {
    title: "Fractions quiz",
    description: "Ten quick questions on adding and simplifying fractions.",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: ["fractions"],
    timeLimitSeconds: 600,
    showInstantFeedback: true,
    questions: [
      {
        id: "q1",
        type: "numeric",
        question: "What is $\\frac{1}{2} + \\frac{1}{4}$? Give a fraction or a decimal.",
        correctAnswer: "3/4",
        hint: "Write both with quarters.",
        explanation: "$\\frac{1}{2} = \\frac{2}{4}$, so the sum is $\\frac{3}{4}$ (0.75).",
      },
      mc(
        "q2",
        "Which fraction equals $\\frac{6}{8}$?",
        ["$\\frac{2}{3}$", "$\\frac{3}{4}$", "$\\frac{4}{6}$"],
        1,
        "Divide top and bottom by 2.",
      ),
      {
        id: "q3",
        type: "true_false",
        question: "$\\frac{2}{5}$ is greater than $\\frac{1}{2}$.",
        correctAnswer: "false",
        hint: "Compare with 0.5.",
        explanation: "$\\frac{2}{5} = 0.4$, which is less than 0.5.",
      },
      {
        id: "q4",
        type: "numeric",
        question: "What is $\\frac{3}{5}$ of 20?",
        correctAnswer: "12",
        hint: "Find one fifth first.",
        explanation: "One fifth of 20 is 4, so three fifths is 12.",
      },
      {
        id: "q5",
        type: "numeric",
        question: "Simplify $\\frac{10}{15}$ and give it as a fraction.",
        correctAnswer: "2/3",
        hint: "Divide by 5.",
        explanation: "Both 10 and 15 divide by 5: $\\frac{2}{3}$.",
      },
    ],
  },
  {
    title: "French numbers quiz",
    description: "From un to cent.",
    subject: "French",
    difficulty: "beginner",
    topics: ["numbers"],
    timeLimitSeconds: 300,
    showInstantFeedback: false,
    questions: [
      {
        id: "q1",
        type: "short_answer",
        question: "Write 7 in French.",
        correctAnswer: "sept",
        language: "fr",
        hint: "It sounds like 'set'.",
        explanation: "Sept: the p is silent.",
      },
      {
        id: "q2",
        type: "short_answer",
        question: "Write 20 in French.",
        correctAnswer: "vingt",
        language: "fr",
        hint: "It starts with v.",
        explanation: "Vingt: the g and t are silent.",
      },
      mc("q3", "What is 'soixante-dix'?", ["60", "70", "80"], 1, "Soixante-dix is sixty-ten: 70."),
      mc("q4", "What is 'quatre-vingts'?", ["80", "24", "90"], 0, "Four twenties: 80."),
    ],
  },
  {
    title: "Python functions quiz",
    description: "Arguments, return values and scope.",
    subject: "Python",
    difficulty: "intermediate",
    topics: ["functions"],
    timeLimitSeconds: null,
    showInstantFeedback: true,
    questions: [
      mc("q1", "Which keyword defines a function?", ["func", "def", "function"], 1, "Python uses `def`."),
      {
        id: "q2",
        type: "numeric",
        question: "What does `len([1, 2, 3])` return?",
        correctAnswer: "3",
        hint: "Count the items.",
        explanation: "The list has three items.",
      },
      {
        id: "q3",
        type: "true_false",
        question: "A function without a `return` statement returns `None`.",
        correctAnswer: "true",
        hint: "Think about what `print(f())` shows.",
        explanation: "Falling off the end of a function returns None.",
      },
    ],
  },
  {
    title: "Geometry constructions quiz",
    description: "Build on the board: a right angle and a midpoint, and one angle fact.",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: ["geometry", "constructions"],
    timeLimitSeconds: null,
    showInstantFeedback: true,
    questions: [
      {
        id: "q1",
        type: "geometry",
        question: "Move point $C$ so that triangle $ABC$ has a right angle at $C$.",
        correctAnswer: construction([A_FIXED, B_FIXED, { id: "C", x: 2, y: 2 }]),
        hint: "Try points on the circle that has $AB$ as its diameter.",
        explanation:
          "Any point on the circle with diameter $AB$ (but $A$ and $B$) makes a right angle at $C$.",
        geometry: {
          board: { points: [A_FIXED, B_FIXED, { id: "C", x: 1, y: 3 }], objects: [] },
          target: { kind: "right_angle", a: "A", b: "B", at: "C" },
        },
      },
      {
        id: "q2",
        type: "geometry",
        question: "Construct the midpoint of $PQ$.",
        correctAnswer: construction([P_FIXED, Q_FIXED], [{ id: "M", kind: "midpoint", of: ["P", "Q"] }]),
        hint: "Use the Midpoint tool, or place a point halfway along each axis.",
        explanation: "The midpoint of $PQ$ is $(0, 1)$: halfway between the $x$ and between the $y$ values.",
        geometry: {
          board: { points: [P_FIXED, Q_FIXED], objects: [] },
          target: { kind: "midpoint", a: "P", b: "Q" },
        },
      },
      {
        id: "q3",
        type: "numeric",
        question: "The angles of a triangle add up to how many degrees?",
        correctAnswer: "180",
        hint: "A straight line is half a turn.",
        explanation: "The three angles of any triangle make a straight angle: 180°.",
      },
    ],
  },
];

/**
 * Seeds the quizzes behind the library's quiz items once, and links the quiz assignments that
 * point at those items to them; answers how many quizzes it made.
 */
export async function seedQuizzes(db: Db): Promise<number> {
  const existing = await db.selectFrom("quizzes").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  for (const quiz of SEED_QUIZZES) {
    const item = await db
      .selectFrom("content_items")
      .select("id")
      .where("content_type", "=", "quiz")
      .where("title", "=", quiz.title)
      .orderBy("id")
      .executeTakeFirst();
    const contentId =
      item?.id ??
      (
        await db
          .insertInto("content_items")
          .values({
            title: quiz.title,
            description: quiz.description,
            content_type: "quiz",
            subject: quiz.subject,
            difficulty: quiz.difficulty,
            topics: JSON.stringify(quiz.topics),
            material_id: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const row = await db
      .insertInto("quizzes")
      .values({
        content_id: contentId,
        title: quiz.title,
        description: quiz.description,
        subject: quiz.subject,
        questions: JSON.stringify(quiz.questions),
        time_limit_seconds: quiz.timeLimitSeconds,
        show_instant_feedback: quiz.showInstantFeedback,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("assignments")
      .set({ quiz_id: row.id, total_points: quiz.questions.length })
      .where("assignment_type", "=", "quiz")
      .where("content_id", "=", contentId)
      .where("quiz_id", "is", null)
      .execute();
  }
  return SEED_QUIZZES.length;
}
