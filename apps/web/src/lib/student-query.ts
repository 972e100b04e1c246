/**
 * Adds `student_id` to a path's query (spec 2.9, 7.2), keeping any other parameters and the hash.
 * Without a student id the path is returned unchanged.
 */
export function withStudentId(path: string, studentId: number | null): string {
  if (studentId === null) return path;
  const hashIndex = path.indexOf("#");
  const hash = hashIndex >= 0 ? path.slice(hashIndex) : "";
  const beforeHash = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const queryIndex = beforeHash.indexOf("?");
  const pathname = queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash;
  const params = new URLSearchParams(queryIndex >= 0 ? beforeHash.slice(queryIndex + 1) : "");
  params.set("student_id", String(studentId));
  return `${pathname}?${params.toString()}${hash}`;
}
