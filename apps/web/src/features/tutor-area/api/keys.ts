/** The tutor area's query keys; `all` refreshes every one. */
export const tutorAreaKeys = {
  all: ["tutor"] as const,
  dashboard: () => ["tutor", "dashboard"] as const,
  students: () => ["tutor", "students"] as const,
  student: (id: number) => ["tutor", "student", id] as const,
  brief: (lessonId: number) => ["tutor", "brief", lessonId] as const,
};
