import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { getCurrentUser } from "@/features/auth/api/get-current-user";
import { verifyEmailQueryOptions } from "@/features/auth/api/verify-email";
import { ResendVerificationButton } from "@/features/auth/components/resend-verification-button";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { getRoleHomePath, paths } from "@/lib/paths";

/** /auth/verify-email?token=…: verifies on load; on failure a signed-in user may ask for a new link. */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));
  const verification = useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== "" });

  // A signed-in user's badge should say "verified" straight away.
  useEffect(() => {
    if (!verification.isSuccess || useAuthStore.getState().status !== "authenticated") return;
    getCurrentUser()
      .then((fresh) => useAuthStore.getState().setUser(fresh))
      .catch(() => {
        // The profile page fetches again when it opens.
      });
  }, [verification.isSuccess]);

  if (token && verification.isPending) {
    return (
      <AuthCard title="Verifying your e-mail">
        <PageSpinner label="Verifying your e-mail…" />
      </AuthCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthCard title="E-mail verified">
        <Alert tone="success" title="Thank you!">
          {verification.data.message}
        </Alert>
        <Link
          to={user ? getRoleHomePath(user.role) : paths.auth.signIn}
          className={buttonClasses({ size: "lg" })}
        >
          {user ? "Continue" : "Sign in"}
        </Link>
      </AuthCard>
    );
  }

  const problem = token
    ? (verification.error?.message ?? "We couldn't verify your e-mail.")
    : "This verification link is incomplete. Please open the link from your e-mail again.";
  return (
    <AuthCard title="We couldn't verify your e-mail">
      <Alert tone="error">{problem}</Alert>
      {user?.email ? (
        <ResendVerificationButton email={user.email} label="Resend" />
      ) : (
        <p className="text-sm text-slate-600">
          <Link to={paths.auth.signIn} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>{" "}
          to ask for a new verification link.
        </p>
      )}
    </AuthCard>
  );
}
