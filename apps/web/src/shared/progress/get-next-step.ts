import { type NextStep, type NextStepResponse, nextStepResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { withStudentId } from "@/lib/student-query";
import { progressKeys } from "./keys";

/** GET /api/student-dashboard/next-step: the one next step (issue 9), chosen by the server's rule. */
export async function getNextStep(studentId: number | null, signal?: AbortSignal): Promise<NextStepResponse> {
  return nextStepResponseSchema.parse(
    await api.get<unknown>(withStudentId("/student-dashboard/next-step", studentId), { signal }),
  );
}

export function nextStepQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: progressKeys.nextStep(studentId),
    queryFn: ({ signal }) => getNextStep(studentId, signal),
  });
}

/** Where a next step leads, with the child's id for a parent. */
export function nextStepPath(step: NextStep, studentId: number | null): string {
  switch (step.kind) {
    case "onboarding":
      return withStudentId("/onboarding", studentId);
    case "review":
      return withStudentId("/student/review", studentId);
    case "explore":
      return withStudentId("/student/library", studentId);
    case "practise":
      return withStudentId(`/student/practice/${step.material_id}`, studentId);
    default:
      return withStudentId(paths.student.material(step.material_id), studentId);
  }
}
