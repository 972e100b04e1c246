import { changePasswordRequestSchema } from "@app/contract/auth";
import { findPasswordProblem, PASSWORD_RULE_HINT } from "@app/contract/password-policy";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { requireSameValue, toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useChangePassword } from "../api/change-password";
import { useAuthStore } from "../stores/auth-store";

const FIELDS = ["currentPassword", "newPassword"] as const;

/** Changes the password; old tokens are revoked, so the new token answered is stored at once. */
export function ChangePasswordForm() {
  const username = useAuthStore((state) => state.user?.username ?? "");
  const email = useAuthStore((state) => state.user?.email ?? "");
  const form = useSchemaForm(
    changePasswordRequestSchema,
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    {
      toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      validate: (values) => {
        // The common-password list stays on the server; its answer shows under the same field.
        const problem = findPasswordProblem(values.newPassword ?? "", { username, email });
        return {
          ...(problem ? { newPassword: [problem] } : {}),
          ...requireSameValue("confirmPassword", "newPassword")(values),
        };
      },
    },
  );
  const change = useChangePassword();
  const server = toSubmitErrors(change.error, FIELDS);
  const submit = form.handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: ({ access_token }) => {
        useAuthStore.getState().setToken(access_token);
        form.setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label="Change password"
      className="grid gap-4"
      onSubmit={(event) => {
        change.reset();
        submit(event);
      }}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      {change.isSuccess && (
        <Alert tone="success" title="Password changed">
          You stay signed in here; other devices will need to sign in again.
        </Alert>
      )}
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        errors={form.errors.currentPassword ?? server.fieldErrors.currentPassword}
        {...form.bind("currentPassword")}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        errors={form.errors.newPassword ?? server.fieldErrors.newPassword}
        {...form.bind("newPassword")}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        errors={form.errors.confirmPassword}
        {...form.bind("confirmPassword")}
      />
      <Button type="submit" isBusy={change.isPending} busyLabel="Saving…" className="justify-self-start">
        Change password
      </Button>
    </form>
  );
}
