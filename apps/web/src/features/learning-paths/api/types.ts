// The learning paths' answer types come from the contract (packages/contract/src/learning-answers.ts).
export type {
  LearningPath,
  LearningPathDetail,
  PathLesson,
  PathLessonProgress,
  PathProgress,
  PathStep,
} from "@app/contract/learning-answers";
