import {
  type ChildLoginResponse,
  type CreateChildLoginRequest,
  childLoginResponseSchema,
} from "@app/contract/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshFamily } from "./keys";

/** POST /api/family/children/:id/login: a username and password the parent chooses; no e-mail. */
export async function createChildLogin(
  studentId: number,
  body: CreateChildLoginRequest,
): Promise<ChildLoginResponse> {
  return childLoginResponseSchema.parse(await api.post<unknown>(`/family/children/${studentId}/login`, body));
}

export function useCreateChildLogin(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChildLoginRequest) => createChildLogin(studentId, body),
    onSuccess: () => refreshFamily(queryClient),
  });
}
