/** The admin's tutor-assignment page's query keys. */
export const tutorAssignmentKeys = {
  assignableStudents: (search: string) => ["admin", "assignable-students", search] as const,
};
