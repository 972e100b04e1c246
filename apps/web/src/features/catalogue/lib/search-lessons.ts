import type { CatalogueLesson, CatalogueUnit } from "../api/types";

export interface LessonMatch {
  lesson: CatalogueLesson;
  unit: CatalogueUnit;
}

/** Lower case without accents, so "etre" finds "être" and "Angles" finds "angles". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function scoreTitle(title: string, words: readonly string[]): number {
  const folded = foldText(title);
  const titleWords = folded.split(/[^\p{L}\p{N}]+/u);
  let score = 0;
  for (const word of words) {
    if (!folded.includes(word)) return 0;
    if (folded.startsWith(word)) score += 3;
    else if (titleWords.some((w) => w.startsWith(word))) score += 2;
    else score += 1;
  }
  return score;
}

/**
 * The public library's search (client-side over GET /api/public/modules): lessons whose title holds
 * every word of the term, ignoring case and accents; a title starting with a word ranks first, then
 * a title word starting with it, then the catalogue's own order.
 */
export function searchLessons(units: readonly CatalogueUnit[], term: string): LessonMatch[] {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches: (LessonMatch & { score: number; order: number })[] = [];
  let order = 0;
  for (const unit of units) {
    for (const lesson of unit.materials) {
      const score = scoreTitle(lesson.title, words);
      if (score > 0) matches.push({ lesson, unit, score, order });
      order += 1;
    }
  }
  return matches
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ lesson, unit }) => ({ lesson, unit }));
}
