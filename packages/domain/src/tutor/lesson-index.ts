/*
 * The lesson as the built-in tutor reads it (issue 24, decision 050): the material is cut into
 * chunks (the body's paragraphs under their headings, each worked example, each question's hint),
 * ranked for a student's words by MiniSearch (BM25 with prefix and small fuzzy matches), with the
 * common words of English, French and Spanish left out so that only a real content word can match.
 * Explanations hold answers: they are never indexed, only shown as the last rung after a try.
 */
import MiniSearch from "minisearch";
import type { PracticeQuestion } from "../evaluator/types.ts";
import { foldText } from "./parse-answer.ts";

export interface TutorExample {
  title?: string;
  problem: string;
  solution: string;
}

/** What the tutor knows of a material: its own content, nothing else. */
export interface TutorMaterial {
  id: number;
  title: string;
  body: string;
  examples: readonly TutorExample[];
  questions: readonly PracticeQuestion[];
}

export interface LessonChunk {
  id: number;
  /** Where in the lesson: `body:3`, `example:1`, `hint:q2`. */
  part: string;
  /** How the student is told where it comes from. */
  label: string;
  text: string;
}

/** Text that tries to give the tutor orders (prompt injection): never quoted, never obeyed. */
const INJECTION =
  /(ignore|disregard|forget) (all |any )?(the |your )?(previous|prior|above|earlier)? ?(instructions|rules|prompts?)|you are now|system prompt|reveal (the )?answers?|developer mode|jailbreak/i;

const STOP_WORDS = new Set(
  (
    "a an the and or but if then so of to in on at by for with from about as is are was were be been am do does did " +
    "i me my you your it its this that these those what which who whom how why when where can could would should will " +
    "please tell explain help know mean means meaning get got just not no yes there here we our they them he she " +
    "le la les un une des de du et ou mais est sont je tu il elle nous vous ils que qui quoi comment pourquoi quand " +
    "dans sur pour avec par pas ne ce cette ces mon ma mes ton ta tes explique aide " +
    "el los las unos unas y o pero es son yo tu que quien como por cuando donde en con para sin mi mis explica ayuda"
  ).split(" "),
);

/** A word the ranker keeps: folded (no accents, lower case), two letters or more, not a common word. */
export function indexTerm(term: string): string | null {
  const t = foldText(term);
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== "" && !INJECTION.test(s));

export { sentences as splitSentences };

/** The material cut into chunks the ranker indexes, injected orders taken out. */
export function chunkMaterial(material: TutorMaterial): LessonChunk[] {
  const chunks: LessonChunk[] = [];
  let heading = material.title;
  let index = 0;
  for (const block of material.body.split(/\n\s*\n/)) {
    const lines = block.trim().split("\n");
    const rest: string[] = [];
    for (const line of lines) {
      const h = /^#{1,6}\s+(.*)$/.exec(line.trim());
      if (h) heading = h[1]!.trim();
      else rest.push(line);
    }
    const text = sentences(rest.join("\n")).join(" ");
    if (text === "") continue;
    index += 1;
    chunks.push({ id: chunks.length, part: `body:${index}`, label: `the lesson text, “${heading}”`, text });
  }
  material.examples.forEach((ex, i) => {
    const text = sentences(`${ex.problem}\n${ex.solution}`).join(" ");
    if (text === "") return;
    const title = ex.title ? `: ${ex.title}` : "";
    chunks.push({
      id: chunks.length,
      part: `example:${i + 1}`,
      label: `worked example ${i + 1}${title}`,
      text,
    });
  });
  material.questions.forEach((q, i) => {
    const text = sentences(q.hint).join(" ");
    if (text === "") return;
    chunks.push({ id: chunks.length, part: `hint:${q.id}`, label: `the hint of question ${i + 1}`, text });
  });
  return chunks;
}

export interface RankedChunk {
  chunk: LessonChunk;
  score: number;
}

/** A ranker over one material's chunks. */
export class LessonIndex {
  readonly chunks: LessonChunk[];
  private readonly search: MiniSearch<LessonChunk>;

  constructor(material: TutorMaterial) {
    this.chunks = chunkMaterial(material);
    this.search = new MiniSearch<LessonChunk>({
      fields: ["text", "label"],
      storeFields: [],
      processTerm: indexTerm,
      searchOptions: {
        boost: { text: 2 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      },
    });
    this.search.addAll(this.chunks);
  }

  /** The chunks that share a content word with the text, best first; none when nothing matches. */
  rank(text: string, filter?: (chunk: LessonChunk) => boolean, limit = 3): RankedChunk[] {
    return this.search
      .search(text)
      .map((r) => ({ chunk: this.chunks[r.id as number]!, score: r.score }))
      .filter((r) => !filter || filter(r.chunk))
      .slice(0, limit);
  }
}
