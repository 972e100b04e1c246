import { type AuthResponse, loginRequestSchema } from "@app/contract/auth";
import { Link } from "react-router";
import { authLinkClass } from "@/components/auth-card";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { paths } from "@/lib/paths";
import { useLoginUser } from "../api/login-user";

const FIELDS = ["username", "password"] as const;

/** Username-or-e-mail and password; the page decides what happens after sign-in. */
export function SignInForm({ onSignedIn }: { onSignedIn: (response: AuthResponse) => void }) {
  const form = useSchemaForm(loginRequestSchema, { username: "", password: "" });
  const login = useLoginUser();
  const server = toSubmitErrors(login.error, FIELDS);
  const submit = form.handleSubmit((data) => login.mutate(data, { onSuccess: onSignedIn }));

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="grid gap-4"
      onSubmit={(event) => {
        login.reset();
        submit(event);
      }}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <FormField
        label="Username or e-mail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        errors={form.errors.username ?? server.fieldErrors.username}
        {...form.bind("username")}
      />
      <div className="grid gap-1.5">
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          errors={form.errors.password ?? server.fieldErrors.password}
          {...form.bind("password")}
        />
        <Link to={paths.auth.forgotPassword} className={`justify-self-end text-sm ${authLinkClass}`}>
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" isBusy={login.isPending} busyLabel="Signing in…">
        Sign in
      </Button>
    </form>
  );
}
