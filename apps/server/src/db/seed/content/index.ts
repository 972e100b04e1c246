/**
 * The curriculum seeded on first start, read from data files (issue 13): one JSON file per course
 * in apps/server/content/curriculum/courses (in file-name order) and the learning paths beside
 * them. An author edits a lesson there, or in /admin/content, without touching code.
 */
import fs from "node:fs";
import path from "node:path";
import { curriculumCourseSchema, curriculumPathSchema } from "@app/contract/curriculum";
import { z } from "zod";
import type { SeedCourse, SeedLearningPath } from "./types.ts";

/** The folder of the curriculum's data files. */
export const CURRICULUM_DIR = path.join(import.meta.dirname, "../../../../content/curriculum");

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Curriculum file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function parse<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(readJson(file));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Curriculum file ${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

/** Every course file, in file-name order. */
export function loadCourses(dir = CURRICULUM_DIR): SeedCourse[] {
  const coursesDir = path.join(dir, "courses");
  return fs
    .readdirSync(coursesDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => parse(curriculumCourseSchema, path.join(coursesDir, name)) as SeedCourse);
}

export function loadLearningPaths(dir = CURRICULUM_DIR): SeedLearningPath[] {
  return parse(z.array(curriculumPathSchema), path.join(dir, "learning-paths.json")) as SeedLearningPath[];
}

export const COURSES: SeedCourse[] = loadCourses();
export const LEARNING_PATHS: SeedLearningPath[] = loadLearningPaths();
