import type { AuthResponse } from "@app/contract/auth";
import { readStoredUser, useAuthStore } from "@/features/auth/stores/auth-store";
import { readColorSchemeChoice, setColorSchemeChoice } from "@/lib/color-scheme";
import { queryClient } from "@/lib/query-client";
import { useStudentStore } from "@/shared/student/stores/student-store";

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

/**
 * Clears everything this browser knows about the session: stores, cache, local and session storage.
 * The device's light or dark choice is a display setting, not session data, and stays.
 */
export function clearLocalSession(): void {
  const colorScheme = readColorSchemeChoice();
  window.localStorage.clear();
  setColorSchemeChoice(colorScheme);
  window.sessionStorage.clear();
  useStudentStore.getState().reset();
  useStudentStore.persist.clearStorage();
  queryClient.clear();
  useAuthStore.getState().clearSession();
}
