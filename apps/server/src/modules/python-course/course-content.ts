import fs from "node:fs";
import path from "node:path";
import { curriculumCourseSchema } from "@app/contract/curriculum";
import {
  type PythonExerciseContent,
  type PythonWeekContent,
  pythonCourseManifestSchema,
  pythonWeekContentSchema,
} from "@app/contract/python-course";
import type { z } from "zod";

/*
 * The Python course as data (issue 25, decision 054): one JSON file per week under
 * apps/server/content/python-course, and the lessons of the catalogue's "Python from scratch"
 * course (apps/server/content/curriculum) that each week reads. Loaded once and checked: a week
 * naming a lesson the catalogue course lacks, or two exercises with one slug, stops the server.
 */

export const PYTHON_COURSE_DIR = path.join(import.meta.dirname, "../../../content/python-course");
const CURRICULUM_COURSES_DIR = path.join(import.meta.dirname, "../../../content/curriculum/courses");

export interface CourseLesson {
  slug: string;
  unit_slug: string;
  title: string;
  summary: string;
}

export interface PythonCourseContent {
  courseSlug: string;
  title: string;
  description: string;
  weeks: PythonWeekContent[];
  lessons: Map<string, CourseLesson>;
  exercises: Map<string, { week: number; exercise: PythonExerciseContent }>;
}

function parseFile<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Python course file ${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

/** Reads and checks the course's files. */
export function loadPythonCourse(
  dir = PYTHON_COURSE_DIR,
  coursesDir = CURRICULUM_COURSES_DIR,
): PythonCourseContent {
  const manifest = parseFile(pythonCourseManifestSchema, path.join(dir, "course.json"));
  const weeks = fs
    .readdirSync(dir)
    .filter((name) => /^week-\d+.*\.json$/.test(name))
    .sort()
    .map((name) => parseFile(pythonWeekContentSchema, path.join(dir, name)));
  weeks.forEach((week, index) => {
    if (week.week !== index + 1)
      throw new Error(`Python course: week files must be numbered 1, 2, 3… (${week.week})`);
  });
  const catalogue = fs
    .readdirSync(coursesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => parseFile(curriculumCourseSchema, path.join(coursesDir, name)))
    .find((course) => course.slug === manifest.courseSlug);
  if (!catalogue) throw new Error(`Python course: no catalogue course ${manifest.courseSlug}`);
  const lessons = new Map<string, CourseLesson>();
  for (const unit of catalogue.units) {
    for (const lesson of unit.lessons) {
      lessons.set(lesson.slug, {
        slug: lesson.slug,
        unit_slug: unit.slug,
        title: lesson.title,
        summary: lesson.summary ?? "",
      });
    }
  }
  const exercises = new Map<string, { week: number; exercise: PythonExerciseContent }>();
  for (const week of weeks) {
    for (const slug of week.lessonSlugs) {
      if (!lessons.has(slug))
        throw new Error(`Python course week ${week.week}: no lesson ${slug} in ${manifest.courseSlug}`);
    }
    for (const exercise of week.exercises) {
      if (exercises.has(exercise.slug))
        throw new Error(`Python course: two exercises are called ${exercise.slug}`);
      exercises.set(exercise.slug, { week: week.week, exercise });
    }
  }
  return { ...manifest, weeks, lessons, exercises };
}

let loaded: PythonCourseContent | null = null;

/** The course, read on first use. */
export function getPythonCourse(): PythonCourseContent {
  loaded ??= loadPythonCourse();
  return loaded;
}
