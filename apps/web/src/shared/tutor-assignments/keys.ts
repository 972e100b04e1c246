/** The approved tutors an admin assigns from. */
export const tutorAssignmentSharedKeys = {
  adminTutors: () => ["admin", "tutors"] as const,
};
