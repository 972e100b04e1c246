import { useQuery } from "@tanstack/react-query";
import { useAnswerEvaluator } from "@/features/practice/hooks/use-answer-evaluator";
import { useActiveStudent } from "@/features/student/hooks/use-active-student";
import { materialTemplateQueryOptions } from "../api/get-material-template";
import { useMaterialProgress } from "./use-material-progress";

/** Everything a signed-in material page needs: the template, the student's progress, the evaluator. */
export function useStudentMaterial(materialId: number) {
  const { studentId } = useActiveStudent();
  const template = useQuery(materialTemplateQueryOptions(materialId));
  const progress = useMaterialProgress(materialId, studentId);
  const evaluator = useAnswerEvaluator();
  return { studentId, template, progress, evaluator };
}
