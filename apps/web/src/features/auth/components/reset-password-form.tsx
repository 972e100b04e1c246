import { resetPasswordRequestSchema } from "@app/contract/auth";
import { PASSWORD_RULE_HINT } from "@app/contract/password-policy";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { requireSameValue, toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useResetPassword } from "../api/reset-password";

/** Chooses a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const form = useSchemaForm(
    resetPasswordRequestSchema,
    { password: "", confirmPassword: "" },
    {
      toInput: (values) => ({ token, password: values.password }),
      validate: requireSameValue("confirmPassword", "password"),
    },
  );
  const reset = useResetPassword();
  const server = toSubmitErrors(reset.error, ["password"]);
  const tokenProblem = form.errors.token?.[0];
  const submit = form.handleSubmit((data) => reset.mutate(data, { onSuccess: onReset }));

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      className="grid gap-4"
      onSubmit={(event) => {
        reset.reset();
        submit(event);
      }}
    >
      {(server.formMessage ?? tokenProblem) && (
        <Alert tone="error">{server.formMessage ?? tokenProblem}</Alert>
      )}
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        errors={form.errors.password ?? server.fieldErrors.password}
        {...form.bind("password")}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        errors={form.errors.confirmPassword}
        {...form.bind("confirmPassword")}
      />
      <Button type="submit" size="lg" isBusy={reset.isPending} busyLabel="Saving…">
        Set new password
      </Button>
    </form>
  );
}
