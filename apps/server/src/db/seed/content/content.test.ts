import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { describe, expect, it } from "vitest";
import { COURSES, LEARNING_PATHS } from "./index.ts";
import type { GradeBand, SeedLesson } from "./types.ts";

const units = COURSES.flatMap((course) => course.units.map((unit) => ({ course, unit })));
const lessons = units.flatMap(({ course, unit }) => unit.lessons.map((lesson) => ({ course, unit, lesson })));
const questions = lessons.flatMap(({ lesson }) => lesson.questions.map((question) => ({ lesson, question })));

/** Where a question lives, for failure messages. */
const where = (lesson: SeedLesson, q: PracticeQuestion) => `${lesson.slug}#${q.id}`;

/** Every piece of text a student reads in a lesson, labelled. */
function lessonTexts(lesson: SeedLesson): [string, string][] {
  return [
    [`${lesson.slug} title`, lesson.title],
    [`${lesson.slug} summary`, lesson.summary],
    [`${lesson.slug} body`, lesson.body],
    ...lesson.examples.flatMap((e, i): [string, string][] => [
      [`${lesson.slug} example ${i + 1} title`, e.title],
      [`${lesson.slug} example ${i + 1} problem`, e.problem],
      [`${lesson.slug} example ${i + 1} solution`, e.solution],
    ]),
    ...lesson.deck.flatMap((c, i): [string, string][] => [
      [`${lesson.slug} card ${i + 1} title`, c.title],
      [`${lesson.slug} card ${i + 1} body`, c.body],
    ]),
    ...lesson.questions.flatMap((q): [string, string][] => [
      [`${where(lesson, q)} question`, q.question],
      [`${where(lesson, q)} hint`, q.hint],
      [`${where(lesson, q)} explanation`, q.explanation ?? ""],
      ...(q.options ?? []).map((o): [string, string] => [`${where(lesson, q)} option ${o.id}`, o.text]),
    ]),
  ];
}

/**
 * What is wrong with the math markup of a text: unclosed `$$`/`$`, inline math running over a blank line,
 * unbalanced braces (escaped `\{` `\}` aside), unpaired `\left`/`\right` and `\begin`/`\end`.
 */
function latexProblems(text: string): string[] {
  const problems: string[] = [];
  const unescaped = text.replace(/\\\$/g, "");
  if ((unescaped.match(/\$\$/g) ?? []).length % 2 !== 0) problems.push("unclosed $$");
  const inline = unescaped.replace(/\$\$[\s\S]*?\$\$/g, " ");
  if ((inline.match(/\$/g) ?? []).length % 2 !== 0) problems.push("unclosed $");
  for (const m of inline.match(/\$[^$]*\$/g) ?? []) {
    if (/\n\s*\n/.test(m)) problems.push(`inline math runs over a blank line: ${m.slice(0, 40)}`);
  }
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "{") depth++;
    if (c === "}") depth--;
    if (depth < 0) break;
  }
  if (depth !== 0) problems.push("unbalanced braces");
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  if (count(/\\left\b/g) !== count(/\\right\b/g)) problems.push("unpaired \\left/\\right");
  if (count(/\\begin\{/g) !== count(/\\end\{/g)) problems.push("unpaired \\begin/\\end");
  return problems;
}

const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0).length;

describe("the LaTeX checker", () => {
  it("accepts balanced math and rejects the usual slips", () => {
    expect(
      latexProblems(String.raw`Inline $\frac{1}{2}$ and display $$x^{2} + 1$$ and a price \$5.`),
    ).toEqual([]);
    expect(latexProblems("$x + 1")).toContain("unclosed $");
    expect(latexProblems("$$x + 1$")).toContain("unclosed $$");
    expect(latexProblems(String.raw`$\frac{1}{2$`)).toContain("unbalanced braces");
    expect(latexProblems(String.raw`$\left( x$`)).toContain("unpaired \\left/\\right");
    expect(latexProblems("$a\n\nb$")).toHaveLength(1);
    expect(latexProblems(String.raw`$\{1, 2\}$`)).toEqual([]);
  });
});

describe("the demo curriculum", () => {
  it("is big enough: 6 courses, 20 units, 80 lessons, 8 learning paths", () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(6);
    expect(units.length).toBeGreaterThanOrEqual(20);
    expect(lessons.length).toBeGreaterThanOrEqual(80);
    expect(LEARNING_PATHS.length).toBeGreaterThanOrEqual(8);
  });

  it("covers algebra, geometry, French, Spanish and Python across every grade band", () => {
    const subjects = new Set(COURSES.map((c) => c.subject));
    for (const s of ["Mathematics", "French", "Spanish", "Python"] as const) expect(subjects).toContain(s);
    const titles = COURSES.map((c) => c.title.toLowerCase()).join(" | ");
    expect(titles).toContain("algebra");
    expect(titles).toContain("geometry");
    const bands: GradeBand[] = ["K-5", "6-8", "9-12", "adult"];
    expect(new Set(COURSES.map((c) => c.gradeBand))).toEqual(new Set(bands));
    expect(new Set(LEARNING_PATHS.map((p) => p.gradeBand))).toEqual(new Set(bands));
  });

  it("uses unique kebab-case slugs across courses, units, lessons and paths", () => {
    const slugs = [
      ...COURSES.map((c) => c.slug),
      ...units.map(({ unit }) => unit.slug),
      ...lessons.map(({ lesson }) => lesson.slug),
      ...LEARNING_PATHS.map((p) => p.slug),
    ];
    const duplicates = slugs.filter((s, i) => slugs.indexOf(s) !== i);
    expect(duplicates).toEqual([]);
    expect(slugs.filter((s) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toEqual([]);
  });

  it("gives every course and unit a title, a description and content", () => {
    for (const c of COURSES) {
      expect(c.title && c.description, c.slug).toBeTruthy();
      expect(c.units.length, c.slug).toBeGreaterThan(0);
    }
    for (const { unit } of units) {
      expect(unit.title && unit.description, unit.slug).toBeTruthy();
      expect(unit.lessons.length, unit.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("shapes every lesson as the brief says", () => {
    const problems: string[] = [];
    for (const { lesson: l } of lessons) {
      const bad = (what: string) => problems.push(`${l.slug}: ${what}`);
      if (!l.title.trim()) bad("no title");
      if (!/^[^.!?]+[.!?]$/.test(l.summary.replace(/\$[^$]*\$/g, "math").replace(/\d\.\d/g, "0")))
        bad(`summary is not one sentence: ${l.summary}`);
      if (l.estimatedMinutes < 5 || l.estimatedMinutes > 25) bad(`estimatedMinutes ${l.estimatedMinutes}`);
      if (l.tags.length === 0) bad("no tags");
      const n = words(l.body);
      if (n < 150 || n > 400) bad(`body has ${n} words`);
      if (l.examples.length < 1 || l.examples.length > 3) bad(`${l.examples.length} examples`);
      for (const e of l.examples) if (!e.title || !e.problem || !e.solution) bad("an example is incomplete");
      if (l.deck.length < 3 || l.deck.length > 6) bad(`${l.deck.length} deck cards`);
      for (const c of l.deck) if (!c.title.trim() || !c.body.trim()) bad("a deck card is empty");
      if (l.questions.length < 5) bad(`${l.questions.length} questions`);
    }
    expect(problems).toEqual([]);
  });

  it("names only earlier lessons as prerequisites", () => {
    const order = new Map(lessons.map(({ lesson }, i) => [lesson.slug, i]));
    const problems: string[] = [];
    lessons.forEach(({ lesson }, i) => {
      for (const p of lesson.prerequisites) {
        const at = order.get(p);
        if (at === undefined) problems.push(`${lesson.slug}: unknown prerequisite ${p}`);
        else if (at >= i) problems.push(`${lesson.slug}: prerequisite ${p} is not earlier`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("writes well-formed questions: unique ids, hints, explanations, valid options and answers", () => {
    const problems: string[] = [];
    for (const { lesson } of lessons) {
      const ids = lesson.questions.map((q) => q.id);
      if (new Set(ids).size !== ids.length) problems.push(`${lesson.slug}: duplicate question ids`);
      if (new Set(lesson.questions.map((q) => q.question)).size !== ids.length)
        problems.push(`${lesson.slug}: the same question twice`);
    }
    for (const { lesson, question: q } of questions) {
      const bad = (what: string) => problems.push(`${where(lesson, q)}: ${what}`);
      if (!q.question.trim()) bad("empty question");
      if (!q.hint.trim()) bad("empty hint");
      if (!q.explanation?.trim()) bad("no explanation");
      if (!q.correctAnswer.trim()) bad("empty correct answer");
      if (q.hint.trim().toLowerCase() === q.correctAnswer.trim().toLowerCase())
        bad("the hint gives the answer");
      if (q.type === "multiple_choice") {
        const options = q.options ?? [];
        if (options.length < 2) bad("fewer than two options");
        const optionIds = options.map((o) => o.id);
        if (new Set(optionIds).size !== optionIds.length) bad("duplicate option ids");
        if (!optionIds.every((id) => ["a", "b", "c", "d"].includes(id))) bad(`option ids ${optionIds}`);
        if (!optionIds.includes(q.correctAnswer)) bad(`answer ${q.correctAnswer} is not an option`);
        const texts = options.map((o) => o.text.trim().toLowerCase());
        if (new Set(texts).size !== texts.length) bad("two options with the same text");
        if (texts.some((t) => ["a", "b", "c", "d"].includes(t)))
          bad("an option text looks like an option id");
      } else if (q.options !== undefined) bad("options on a question that is not multiple choice");
      if (q.type === "true_false" && !["true", "false"].includes(q.correctAnswer)) bad("true/false answer");
      if (q.type === "short_answer" && lesson.slug.match(/^(fr|es)-/) && !q.language) bad("no language");
    }
    expect(problems).toEqual([]);
  });

  it("has no stray control characters (a LaTeX backslash lost in a plain string)", () => {
    const problems: string[] = [];
    for (const { lesson } of lessons) {
      for (const [label, text] of lessonTexts(lesson)) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: this test looks for exactly those.
        if (/[\u0000-\u0009\u000b-\u001f]/.test(text)) problems.push(label);
      }
    }
    expect(problems).toEqual([]);
  });

  it("balances its LaTeX in bodies, examples, cards and questions", () => {
    const problems: string[] = [];
    for (const { lesson } of lessons) {
      for (const [label, text] of lessonTexts(lesson)) {
        for (const p of latexProblems(text)) problems.push(`${label}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("judges every question's own correct answer (and its accepted alternatives) correct", () => {
    const failures: string[] = [];
    for (const { lesson, question: q } of questions) {
      for (const answer of [q.correctAnswer, ...(q.acceptableAnswers ?? [])]) {
        const result = evaluateAnswer(q, answer);
        if (!result.is_correct) {
          failures.push(`${where(lesson, q)} (${q.type}) "${answer}": ${result.evaluation_sub_method}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("seeds at least 12 geometry questions across the geometry course, none answered by its bare board", () => {
    const geometry = questions.filter(({ question: q }) => q.type === "geometry");
    const inGeometryCourse = lessons
      .filter(({ course }) => course.slug === "geometry")
      .flatMap(({ lesson }) => lesson.questions.filter((q) => q.type === "geometry"));
    expect(inGeometryCourse.length).toBeGreaterThanOrEqual(12);
    const failures: string[] = [];
    for (const { lesson, question: q } of geometry) {
      if (!q.geometry) failures.push(`${where(lesson, q)}: no board`);
      else if (evaluateAnswer(q, JSON.stringify(q.geometry.board)).is_correct)
        failures.push(`${where(lesson, q)}: the starting board already answers it`);
    }
    expect(failures).toEqual([]);
  });

  it("judges every wrong option of a multiple-choice question incorrect", () => {
    const failures: string[] = [];
    for (const { lesson, question: q } of questions) {
      if (q.type !== "multiple_choice") continue;
      for (const option of q.options ?? []) {
        if (option.id === q.correctAnswer) continue;
        if (evaluateAnswer(q, option.id).is_correct) failures.push(`${where(lesson, q)} option ${option.id}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("judges the opposite of a true/false answer incorrect", () => {
    const failures: string[] = [];
    for (const { lesson, question: q } of questions) {
      if (q.type !== "true_false") continue;
      const opposite = q.correctAnswer === "true" ? "false" : "true";
      if (evaluateAnswer(q, opposite).is_correct) failures.push(where(lesson, q));
    }
    expect(failures).toEqual([]);
  });

  it("builds learning paths of 4 to 10 steps that all exist", () => {
    const unitSlugs = new Set(units.map(({ unit }) => unit.slug));
    const lessonSlugs = new Set(lessons.map(({ lesson }) => lesson.slug));
    const problems: string[] = [];
    for (const path of LEARNING_PATHS) {
      if (path.steps.length < 4 || path.steps.length > 10)
        problems.push(`${path.slug}: ${path.steps.length} steps`);
      if (!path.title || !path.description) problems.push(`${path.slug}: no title or description`);
      const keys = path.steps.map((s) => `${s.kind}:${s.slug}`);
      if (new Set(keys).size !== keys.length) problems.push(`${path.slug}: a step twice`);
      for (const step of path.steps) {
        const known = step.kind === "unit" ? unitSlugs : lessonSlugs;
        if (!known.has(step.slug)) problems.push(`${path.slug}: no ${step.kind} ${step.slug}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
