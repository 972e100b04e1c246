import { Link } from "react-router";
import { AuthCard, authLinkClass } from "@/components/auth-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { paths } from "@/lib/paths";

/** /auth/forgot-password. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <Link to={paths.auth.signIn} className={authLinkClass}>
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
