import type { MessageResponse } from "@app/contract/errors";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/logout-all: revokes every token of the signed-in user. */
export function logoutAll(): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/logout-all");
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
