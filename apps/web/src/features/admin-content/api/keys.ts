/** Content authoring's query keys; a saved change refreshes `all`. */
export const contentKeys = {
  all: ["admin", "content"] as const,
  tree: () => [...contentKeys.all, "tree"] as const,
  lesson: (id: number) => [...contentKeys.all, "lesson", id] as const,
  quizzes: () => [...contentKeys.all, "quizzes"] as const,
};
