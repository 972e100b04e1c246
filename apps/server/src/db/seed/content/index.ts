/** The demo curriculum seeded on first start: courses (units → lessons) and learning paths. */
import { french } from "./french.ts";
import { LEARNING_PATHS } from "./learning-paths.ts";
import { algebra1 } from "./math-algebra.ts";
import { geometry } from "./math-geometry.ts";
import { numberSense } from "./math-number-sense.ts";
import { python } from "./python.ts";
import { spanish } from "./spanish.ts";
import type { SeedCourse } from "./types.ts";

export const COURSES: SeedCourse[] = [numberSense, geometry, algebra1, french, spanish, python];
export { LEARNING_PATHS };
