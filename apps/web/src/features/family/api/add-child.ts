import { type AddStudentRequest, type StudentResponse, studentResponseSchema } from "@app/contract/student";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshFamily } from "./keys";

/** POST /api/student-dashboard/students: a parent adds a child (no login of their own). */
export async function addChild(body: AddStudentRequest): Promise<StudentResponse> {
  return studentResponseSchema.parse(await api.post<unknown>("/student-dashboard/students", body));
}

/** Adds a child and refreshes the account's students, so the switcher and every page show them at once. */
export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => refreshFamily(queryClient),
  });
}
