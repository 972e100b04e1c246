import type { Deps } from "../../deps.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { exportStudentData } from "../students/student-data.service.ts";

/** A name for the download: letters and digits of the first name, and the day. */
function toExportFileName(firstName: string, now: Date): string {
  const name =
    firstName
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase()
      .slice(0, 40) || "child";
  return `brightpath-${name}-${now.toISOString().slice(0, 10)}.zip`;
}

/** A parent downloads everything we hold about one of their children as a zip (issues 10 and 20). */
export async function exportChild(
  deps: Deps,
  parent: AuthUser,
  studentId: number,
  now: Date = new Date(),
): Promise<{ fileName: string; archive: Uint8Array }> {
  const child = await resolveStudent(deps.db, parent, studentId, "write");
  return {
    fileName: toExportFileName(child.firstName, now),
    archive: await exportStudentData(deps, child, now),
  };
}
