import type { AuthResponse } from "@app/contract/auth";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast-store";
import { readStoredUser, useAuthStore } from "@/features/auth/stores/auth-store";
import { useStudentStore } from "@/features/student/stores/student-store";
import { paths } from "@/lib/paths";
import { queryClient } from "@/lib/query-client";

/*
 * Session changes touch several features (auth, student data, the query cache), so they are
 * composed here in the app layer rather than inside one feature.
 */

/**
 * Stores the session after sign-in or sign-up. When the user is not the one stored before (or
 * nobody was), the previous user's student data and cached answers are dropped (spec 4.1).
 */
export function completeSignIn({ user, access_token }: AuthResponse): void {
  const previous = readStoredUser();
  if (previous?.id !== user.id) {
    useStudentStore.getState().reset();
    queryClient.clear();
  }
  useAuthStore.getState().setSession(access_token, user);
}

/** Clears everything this browser knows about the session: stores, cache, local and session storage. */
function clearLocalSession(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useStudentStore.getState().reset();
  useStudentStore.persist.clearStorage();
  queryClient.clear();
  useAuthStore.getState().clearSession();
}

export interface SignOutOptions {
  description?: string;
}

/**
 * Sign-out (spec 4.1): goes to / first (so no guarded page reacts to the cleared session), then
 * clears the stores, the cache and both storages, and says so in a toast.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (options: SignOutOptions = {}) => {
      try {
        await navigate(paths.home);
        clearLocalSession();
        toast({ title: "Signed out successfully", description: options.description });
      } catch (error) {
        console.error("Sign out failed.", error);
        toast({
          variant: "destructive",
          title: "Sign out failed",
          description: "There was a problem signing you out. Please try again.",
        });
      }
    },
    [navigate],
  );
}
