/** How a grade band reads: "Grades K–5", "Grades 6–8", "Adults". */
export function gradeBandLabel(band: string): string {
  if (band === "K-5") return "Grades K–5";
  if (band === "adult") return "Adults";
  return `Grades ${band.replace("-", "–")}`;
}
