import { useQuery } from "@tanstack/react-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import { materialTemplateQueryOptions } from "../api/get-material-template";
import { useMaterialProgress } from "./use-material-progress";

/** Everything a signed-in material page needs: the template and the student's progress. */
export function useStudentMaterial(materialId: number) {
  const { studentId } = useActiveStudent();
  const template = useQuery(materialTemplateQueryOptions(materialId));
  const progress = useMaterialProgress(materialId, studentId);
  return { studentId, template, progress };
}
