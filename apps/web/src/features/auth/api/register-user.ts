import type { AuthResponse, RegisterRequest } from "@app/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/register; the answer carries a token, so the new user is signed in. */
export function registerUser(body: RegisterRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>("/auth/register", body);
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
