import { forgotPasswordRequestSchema } from "@app/contract/auth";
import { MailCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useRequestPasswordReset } from "../api/request-password-reset";

/**
 * Asks for a reset link. The confirmation is the same whether or not an account uses the
 * address, so the form never reveals who has an account.
 */
export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordRequestSchema, { email: "" });
  const request = useRequestPasswordReset();
  const server = toSubmitErrors(request.error, ["email"]);
  const submit = form.handleSubmit((data) => request.mutate(data));

  if (request.isSuccess) {
    return (
      <div role="status" className="grid gap-3 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
        <MailCheck aria-hidden className="size-6 text-emerald-700" />
        <p className="font-semibold">Check your inbox</p>
        <p>
          If an account uses <strong>{request.variables.email}</strong>, we've sent it a link to choose a new
          password. The link works for one hour. Nothing there? Check your spam folder, or try again in a few
          minutes.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Request a password reset link"
      className="grid gap-4"
      onSubmit={(event) => {
        request.reset();
        submit(event);
      }}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        errors={form.errors.email ?? server.fieldErrors.email}
        {...form.bind("email")}
      />
      <Button type="submit" size="lg" isBusy={request.isPending} busyLabel="Sending…">
        Send reset link
      </Button>
    </form>
  );
}
