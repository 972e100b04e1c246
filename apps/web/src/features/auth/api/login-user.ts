import type { AuthResponse, LoginRequest } from "@app/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/login with a username or e-mail and a password. */
export function loginUser(body: LoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>("/auth/login", body);
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
