import { type ChildLoginResponse, childLoginResponseSchema } from "@app/contract/family";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/family/children/:id/login/password: a new password; the child's sessions end. */
export async function resetChildPassword(studentId: number, password: string): Promise<ChildLoginResponse> {
  return childLoginResponseSchema.parse(
    await api.post<unknown>(`/family/children/${studentId}/login/password`, { password }),
  );
}

export function useResetChildPassword(studentId: number) {
  return useMutation({ mutationFn: (password: string) => resetChildPassword(studentId, password) });
}
