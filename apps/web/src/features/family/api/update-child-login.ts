import { type ChildLoginResponse, childLoginResponseSchema } from "@app/contract/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshFamily } from "./keys";

/** PATCH /api/family/children/:id/login: switch the child's login off (signed out at once) or on. */
export async function updateChildLogin(studentId: number, isEnabled: boolean): Promise<ChildLoginResponse> {
  return childLoginResponseSchema.parse(
    await apiRequest<unknown>(`/family/children/${studentId}/login`, {
      method: "PATCH",
      body: { isEnabled },
    }),
  );
}

export function useUpdateChildLogin(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isEnabled: boolean) => updateChildLogin(studentId, isEnabled),
    onSuccess: () => refreshFamily(queryClient),
  });
}
