import { queryRoots } from "@/lib/query-keys";

/** Query keys of the math tools and geometry authoring: one factory. */
export const mathKeys = {
  all: ["math"] as const,
  check: () => [...mathKeys.all, "check"] as const,
  lessons: () => [...mathKeys.all, "authoring", "lessons"] as const,
  lesson: (id: number) => [...mathKeys.all, "authoring", "lesson", id] as const,
  save: () => [...mathKeys.all, "authoring", "save"] as const,
  /** The admin content pages, refreshed when a question is saved into a lesson. */
  adminContent: () => [...queryRoots.admin, "content"] as const,
};
