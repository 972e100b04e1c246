import { useCallback, useEffect, useRef } from "react";
import { type Location, useLocation, useNavigate } from "react-router";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/lib/paths";

/*
 * Sign-out (spec 4.1) in two halves. This module is on every page (the root layout uses it), so
 * the clearing itself, which needs the query cache and the student store, is loaded on demand.
 */

function showSignOutFailed(error: unknown): void {
  console.error("Sign out failed.", error);
  toast({
    variant: "destructive",
    title: "Sign out failed",
    description: "There was a problem signing you out. Please try again.",
  });
}

export interface SignOutOptions {
  /** A second line for the "Signed out successfully" toast. */
  description?: string;
}

interface SignOutRequest {
  signOut: SignOutOptions;
}

function readSignOutRequest(state: unknown): SignOutOptions | null {
  if (typeof state !== "object" || state === null || !("signOut" in state)) return null;
  const { signOut } = state as SignOutRequest;
  return typeof signOut === "object" && signOut !== null ? signOut : null;
}

/**
 * Sign-out (spec 4.1), first half: go to /, carrying the request in the navigation state. The
 * session is cleared once / is on screen (useCompleteSignOut); clearing it earlier would let the
 * guarded page being left react by sending the visitor to sign in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (options: SignOutOptions = {}) => {
      try {
        await navigate(paths.home, { state: { signOut: options } satisfies SignOutRequest });
      } catch (error) {
        showSignOutFailed(error);
      }
    },
    [navigate],
  );
}

/**
 * Sign-out, second half, run by the root layout: clears the stores, the cache, and local and
 * session storage, says so in a toast, and drops the request from history so going back and forth
 * does not sign anyone out again.
 */
export function useCompleteSignOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const request = readSignOutRequest(location.state);
    if (!request || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void navigate(toHref(location), { replace: true, state: null });
    import("./session")
      .then(({ clearLocalSession }) => clearLocalSession())
      .then(
        () => toast({ title: "Signed out successfully", description: request.description }),
        showSignOutFailed,
      );
  }, [location, navigate]);
}

function toHref({ pathname, search, hash }: Location): string {
  return `${pathname}${search}${hash}`;
}
