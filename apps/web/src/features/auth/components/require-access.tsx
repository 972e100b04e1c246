import { type Access, decideAccess } from "@app/domain/access";
import { type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { storeAuthRedirect } from "../redirect";
import { useAuthStore } from "../stores/auth-store";
import { AccessDenied, ApplicationUnderReview } from "./access-screens";

/**
 * The route guard (spec 2.7, decisions.md 1): a spinner while the session loads; signed out, it
 * remembers the intended page and sends the visitor to sign in; a role that may not see the page
 * gets a clear screen instead of the page.
 */
export function RequireAccess({ access, children }: { access: Access; children?: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  if (status === "loading") return <PageSpinner label="Checking your session…" />;
  switch (decideAccess(access, status === "authenticated" ? user : null)) {
    case "allow":
      return children ?? <Outlet />;
    case "sign-in":
      return <RedirectToSignIn />;
    case "forbidden":
      return <AccessDenied />;
    case "under-review":
      return <ApplicationUnderReview />;
  }
}

function RedirectToSignIn() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    storeAuthRedirect(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <Navigate to={paths.auth.signIn} replace />;
}
