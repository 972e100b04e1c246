import { describe, expect, it } from "vitest";
import type { CatalogueLesson, CatalogueUnit } from "../api/types";
import { searchLessons } from "./search-lessons";

const lesson = (id: number, title: string): CatalogueLesson => ({
  id,
  slug: `lesson-${id}`,
  title,
  summary: null,
  difficulty: "beginner",
  estimated_time: 10,
  step_number: id,
  total_steps: 3,
  question_count: 5,
});

const unit = (id: number, lessons: CatalogueLesson[]): CatalogueUnit => ({
  id,
  slug: `unit-${id}`,
  title: `Unit ${id}`,
  description: null,
  position: id,
  course_id: 1,
  course_title: "Course",
  course_slug: "course",
  subject: "Mathematics",
  grade_band: "6-8",
  total_materials: lessons.length,
  materials: lessons,
});

const units = [
  unit(1, [lesson(1, "Naming and measuring angles"), lesson(2, "Angles in polygons")]),
  unit(2, [lesson(3, "Subject pronouns and être"), lesson(4, "Triangle angle sums")]),
];

describe("public library search (lesson titles)", () => {
  it("finds titles holding every word, ignoring case and accents", () => {
    expect(searchLessons(units, "etre").map((m) => m.lesson.id)).toEqual([3]);
    expect(searchLessons(units, "ANGLES polygons").map((m) => m.lesson.id)).toEqual([2]);
    expect(searchLessons(units, "zebra")).toEqual([]);
    expect(searchLessons(units, "   ")).toEqual([]);
  });

  it("ranks a title starting with the word, then a word starting with it, then the catalogue's order", () => {
    expect(searchLessons(units, "angle").map((m) => m.lesson.id)).toEqual([2, 1, 4]);
  });

  it("keeps each lesson's unit for its links", () => {
    expect(searchLessons(units, "être")[0]?.unit.id).toBe(2);
  });
});
