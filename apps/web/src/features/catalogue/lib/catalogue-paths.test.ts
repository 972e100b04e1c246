import { describe, expect, it } from "vitest";
import type { CatalogueLesson, CatalogueUnit, CourseDetail } from "../api/types";
import { cataloguePaths, findUnit, formatMinutes, placeLesson } from "./catalogue-paths";

const lesson = (id: number, step: number): CatalogueLesson => ({
  id,
  slug: `l-${id}`,
  title: `Lesson ${id}`,
  summary: null,
  difficulty: "beginner",
  estimated_time: 10,
  step_number: step,
  total_steps: 2,
  question_count: 5,
});

const unit = (id: number, position: number, lessons: CatalogueLesson[]): CatalogueUnit => ({
  id,
  slug: `unit-${id}`,
  title: `Unit ${id}`,
  description: null,
  position,
  course_id: 2,
  course_title: "Geometry",
  course_slug: "geometry",
  subject: "Mathematics",
  grade_band: "6-8",
  total_materials: lessons.length,
  materials: lessons,
});

// Given out of order, as a server may: units by position, lessons by step.
const course: CourseDetail = {
  course: {
    id: 2,
    slug: "geometry",
    title: "Geometry",
    subject: "Mathematics",
    grade_band: "6-8",
    description: null,
  },
  units: [unit(6, 1, [lesson(22, 2), lesson(21, 1)]), unit(5, 0, [lesson(11, 1), lesson(12, 2)])],
};

describe("catalogue navigation", () => {
  it("finds a unit by id or slug", () => {
    expect(findUnit(course, "5")?.id).toBe(5);
    expect(findUnit(course, "unit-6")?.id).toBe(6);
    expect(findUnit(course, "nope")).toBeUndefined();
  });

  it("gives a lesson's neighbours in course order, across units", () => {
    const place = placeLesson(course, 12);
    expect(place?.current.unit.id).toBe(5);
    expect(place?.previous?.lesson.id).toBe(11);
    expect(place?.next?.lesson.id).toBe(21);
    expect(placeLesson(course, 11)?.previous).toBeNull();
    expect(placeLesson(course, 22)?.next).toBeNull();
    expect(placeLesson(course, 99)).toBeUndefined();
  });

  it("builds addresses with slugs for courses and units, ids for lessons", () => {
    expect(cataloguePaths.lesson(course.course, course.units[0]!, { id: 22 })).toBe(
      "/courses/geometry/units/unit-6/lessons/22",
    );
  });

  it("reads minutes", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(217)).toBe("3 h 37 min");
  });
});
