import type { SeedLearningPath } from "./types.ts";

export const LEARNING_PATHS: SeedLearningPath[] = [];
