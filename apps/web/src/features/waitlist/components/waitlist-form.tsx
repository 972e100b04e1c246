import { isFeatureOn } from "@app/contract/features";
import { WAITLIST_INTERESTS, waitlistJoinRequestSchema, waitlistRoleSchema } from "@app/contract/waitlist";
import { MailCheck } from "lucide-react";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useJoinWaitlist } from "../api/join-waitlist";

const ROLE_LABELS: Record<(typeof waitlistRoleSchema.options)[number], string> = {
  parent: "A parent",
  student: "A student",
  tutor: "A tutor",
  school: "A school or club",
  other: "Something else",
};

/** Interests travel through the form as one string, joined by this. */
const SEPARATOR = "|";

/** The waitlist form: an e-mail, who you are, what you are waiting for. */
export function WaitlistForm({ initialInterests = [] }: { initialInterests?: string[] }) {
  const interestsId = useId();
  const form = useSchemaForm(
    waitlistJoinRequestSchema,
    { email: "", role: "parent", interests: initialInterests.join(SEPARATOR) },
    {
      toInput: (values) => ({
        email: values.email,
        role: values.role,
        interests: values.interests ? values.interests.split(SEPARATOR) : [],
      }),
    },
  );
  const join = useJoinWaitlist();
  const server = toSubmitErrors(join.error, ["email", "interests", "role"]);
  const chosen = new Set(form.values.interests ? form.values.interests.split(SEPARATOR) : []);
  const interestErrors = form.errors.interests ?? server.fieldErrors.interests;

  if (join.isSuccess) {
    return (
      <Alert tone="success" title="Check your inbox">
        <p className="flex items-start gap-2">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {join.data.message} We sent it to {form.values.email}.
        </p>
      </Alert>
    );
  }

  function toggle(interest: string) {
    const next = new Set(chosen);
    if (next.has(interest)) next.delete(interest);
    else next.add(interest);
    form.setValue("interests", [...next].join(SEPARATOR));
  }

  return (
    <form
      noValidate
      aria-label="Join the waitlist"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onSubmit={form.handleSubmit((data) => join.mutate(data))}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <FormField
        label="E-mail address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        errors={form.errors.email ?? server.fieldErrors.email}
        {...form.bind("email")}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${interestsId}-role`}>I am</Label>
        <select
          id={`${interestsId}-role`}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
          {...form.bind("role")}
        >
          {waitlistRoleSchema.options.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={interestErrors ? `${interestsId}-error` : undefined}
        aria-invalid={interestErrors ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">I'm interested in</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WAITLIST_INTERESTS.map((interest) => (
            <label
              key={interest}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.has(interest)}
                onChange={() => toggle(interest)}
              />
              {interest}
              {interest === "AI tutor" && !isFeatureOn("ai_tutor") && " (coming soon)"}
            </label>
          ))}
        </div>
        {interestErrors && (
          <p id={`${interestsId}-error`} className="text-sm text-red-700">
            {interestErrors[0]}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="lg" isBusy={join.isPending} busyLabel="Joining…">
        Join the waitlist
      </Button>
      <p className="text-xs text-slate-500">
        We'll e-mail you a link to confirm, then only when something you chose opens. Unsubscribe any time.
      </p>
    </form>
  );
}
