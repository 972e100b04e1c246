import type { User } from "@app/contract/auth";
import { normalizeAuthToken } from "@app/domain/auth-token";
import { create } from "zustand";
import { getAuthToken, onAuthCleared } from "@/lib/api-client";
import { clearAuthStorage, readLocal, STORAGE_KEYS, writeLocal } from "@/lib/storage";
import { getCurrentUser } from "../api/get-current-user";

/** loading: a stored token is being checked; then authenticated or anonymous (spec 4.1). */
export type AuthStatus = "loading" | "authenticated" | "anonymous";

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Stores the token and the user (sign-in, sign-up) and marks the session authenticated. */
  setSession: (token: string, user: User) => void;
  /** Replaces the signed-in user (after a profile edit or a fresh /auth/me). */
  setUser: (user: User) => void;
  /** Stores a new token for the same user (after a password change). */
  setToken: (token: string) => void;
  /** Forgets the token and the user. */
  clearSession: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: getAuthToken() ? "loading" : "anonymous",
  user: null,
  setSession: (token, user) => {
    writeLocal(STORAGE_KEYS.authToken, token);
    writeLocal(STORAGE_KEYS.userInfo, JSON.stringify(user));
    set({ status: "authenticated", user });
  },
  setUser: (user) => {
    writeLocal(STORAGE_KEYS.userInfo, JSON.stringify(user));
    set({ user });
  },
  setToken: (token) => {
    writeLocal(STORAGE_KEYS.authToken, token);
  },
  clearSession: () => {
    clearAuthStorage();
    set({ status: "anonymous", user: null });
  },
}));

/** The user stored by the last sign-in (`user_info`), or null. */
export function readStoredUser(): Pick<User, "id"> | null {
  const raw = readLocal(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as { id?: unknown }).id === "string")
      return parsed as Pick<User, "id">;
  } catch {
    // A damaged entry counts as no stored user.
  }
  return null;
}

let initialization: Promise<void> | null = null;

/**
 * Start-up (spec 4.1): without a token, or with one that fails the validity rule, the auth data is
 * cleared; otherwise GET /api/auth/me checks it, and any failure clears all auth data.
 */
export function initializeAuth(): Promise<void> {
  initialization ??= runInitialization();
  return initialization;
}

async function runInitialization(): Promise<void> {
  // When the API rejects the token later on, the client clears storage; the session follows.
  onAuthCleared(() => {
    if (useAuthStore.getState().status !== "anonymous")
      useAuthStore.setState({ status: "anonymous", user: null });
  });
  const token = normalizeAuthToken(readLocal(STORAGE_KEYS.authToken));
  if (!token) {
    useAuthStore.getState().clearSession();
    return;
  }
  useAuthStore.setState({ status: "loading" });
  try {
    const user = await getCurrentUser();
    useAuthStore.getState().setUser(user);
    useAuthStore.setState({ status: "authenticated" });
  } catch {
    useAuthStore.getState().clearSession();
  }
}

/** Test helper: forget the start-up run so the next call runs again. */
export function resetAuthInitializationForTests(): void {
  initialization = null;
}
