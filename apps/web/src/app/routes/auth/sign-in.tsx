import type { AuthResponse } from "@app/contract/auth";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { AuthCard, authLinkClass } from "@/components/auth-card";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { takeAuthRedirect } from "@/features/auth/redirect";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { getRoleHomePath, paths } from "@/lib/paths";
import { completeSignIn } from "../../session";

/** /auth/signin: after sign-in, back to the page the guard remembered, else the role's home. */
export default function SignInPage() {
  const navigate = useNavigate();
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));
  // Set while this page's own sign-in navigates on, so the redirect below does not race it.
  const [hasJustSignedIn, setHasJustSignedIn] = useState(false);

  if (user && !hasJustSignedIn) return <Navigate to={getRoleHomePath(user.role)} replace />;

  function handleSignedIn(response: AuthResponse) {
    setHasJustSignedIn(true);
    completeSignIn(response);
    void navigate(takeAuthRedirect() ?? getRoleHomePath(response.user.role), { replace: true });
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back! Sign in with your username or e-mail."
      footer={
        <>
          New here?{" "}
          <Link to={paths.auth.signUp()} className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm onSignedIn={handleSignedIn} />
    </AuthCard>
  );
}
