import { type AuthResponse, type UserType, userTypeSchema } from "@app/contract/auth";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthCard, authLinkClass } from "@/components/auth-card";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { takeAuthRedirect } from "@/features/auth/redirect";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { getRoleHomePath, paths } from "@/lib/paths";
import { completeSignIn } from "../../session";

/** /auth/signup?type=student|parent|tutor: registers, then the new user is signed in (spec 4.1). */
export default function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));
  const [hasJustSignedUp, setHasJustSignedUp] = useState(false);
  const requestedType = userTypeSchema.safeParse(searchParams.get("type"));
  const defaultUserType: UserType = requestedType.success ? requestedType.data : "student";

  if (user && !hasJustSignedUp) return <Navigate to={getRoleHomePath(user.role)} replace />;

  function handleSignedUp(response: AuthResponse) {
    setHasJustSignedUp(true);
    completeSignIn(response);
    // A new student starts with the getting-started questions (issue 9); they can skip them.
    const home = response.user.role === "student" ? paths.onboarding : getRoleHomePath(response.user.role);
    void navigate(takeAuthRedirect() ?? home, { replace: true });
  }

  return (
    <AuthCard
      title="Create your account"
      description="Free to join. Students, parents and tutors each get a space of their own."
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.auth.signIn} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm key={defaultUserType} defaultUserType={defaultUserType} onSignedUp={handleSignedUp} />
    </AuthCard>
  );
}
