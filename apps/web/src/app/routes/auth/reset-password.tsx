import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard, authLinkClass } from "@/components/auth-card";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { paths } from "@/lib/paths";

/** /auth/reset-password?token=…: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [isDone, setIsDone] = useState(false);

  if (isDone) {
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your new password is set, and you've been signed out everywhere else.</Alert>
        <Link to={paths.auth.signIn} className={buttonClasses({ size: "lg" })}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert tone="error">
          This reset link is incomplete. Please open the link from your e-mail again, or request a new one.
        </Alert>
        <Link to={paths.auth.forgotPassword} className={buttonClasses({ size: "lg" })}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you don't use anywhere else."
      footer={
        <Link to={paths.auth.forgotPassword} className={authLinkClass}>
          Need a new link?
        </Link>
      }
    >
      <ResetPasswordForm token={token} onReset={() => setIsDone(true)} />
    </AuthCard>
  );
}
