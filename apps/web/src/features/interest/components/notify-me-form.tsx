import { interestSignupRequestSchema, type SignupSource } from "@app/contract/site";
import { BellRing } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useCreateInterestSignup } from "../api/create-interest-signup";

/** An optional e-mail signup on a placeholder page (spec 2.1). */
export function NotifyMeForm({ source, prompt }: { source: SignupSource; prompt: string }) {
  const form = useSchemaForm(interestSignupRequestSchema, { email: "", source });
  const signup = useCreateInterestSignup();
  const server = toSubmitErrors(signup.error, ["email"]);

  if (signup.isSuccess) {
    return (
      <Alert tone="success" title="Thanks! We'll be in touch.">
        We'll send one e-mail to {form.values.email} when it's ready.
      </Alert>
    );
  }

  return (
    <form
      noValidate
      aria-label="Get notified"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={form.handleSubmit((data) => signup.mutate(data))}
    >
      <div className="flex items-center gap-2 font-medium text-slate-900">
        <BellRing aria-hidden className="size-4 text-brand-700" />
        {prompt}
      </div>
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          className="flex-1"
          label="E-mail address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          errors={form.errors.email ?? server.fieldErrors.email}
          {...form.bind("email")}
        />
        <Button type="submit" isBusy={signup.isPending} busyLabel="Sending…" className="sm:mt-[1.625rem]">
          Notify me
        </Button>
      </div>
      <p className="text-xs text-slate-500">We only use your e-mail for this one message. No newsletter.</p>
    </form>
  );
}
