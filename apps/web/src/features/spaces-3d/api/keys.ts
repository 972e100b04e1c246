/** The 3D spaces' query keys, from one factory. */
export const spacesKeys = {
  all: ["spaces-3d"] as const,
  avatar: (studentId: number | null) => [...spacesKeys.all, "avatar", studentId] as const,
  cafeLesson: () => [...spacesKeys.all, "cafe-lesson"] as const,
};
