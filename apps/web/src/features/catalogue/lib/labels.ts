/** How a grade band reads on a page: "Grades 6–8", "Kindergarten to grade 5", "Adults". */
export function gradeBandLabel(band: string): string {
  if (band === "K-5") return "Grades K–5";
  if (band === "adult") return "Adults";
  return `Grades ${band.replace("-", "–")}`;
}

/** "beginner" → "Beginner". */
export function difficultyLabel(difficulty: string): string {
  return difficulty ? difficulty.charAt(0).toUpperCase() + difficulty.slice(1) : "";
}

export const DIFFICULTY_TONE = {
  beginner: "success",
  intermediate: "brand",
  advanced: "warning",
} as const;
