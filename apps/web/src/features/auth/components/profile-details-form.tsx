import { type User, updateUserRequestSchema } from "@app/contract/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useUpdateUser } from "../api/update-user";
import { useAuthStore } from "../stores/auth-store";

const FIELDS = ["email", "first_name", "last_name"] as const;

/** Edits e-mail, first and last name; only changed fields are sent. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const initial = { email: user.email, first_name: user.firstName, last_name: user.lastName };
  const form = useSchemaForm(updateUserRequestSchema, initial, {
    toInput: (values) => {
      const changes: Record<string, string> = {};
      for (const field of FIELDS) {
        if ((values[field] ?? "").trim() !== initial[field]) changes[field] = values[field] ?? "";
      }
      return changes;
    },
  });
  const update = useUpdateUser();
  const server = toSubmitErrors(update.error, FIELDS);
  const formProblem = form.errors._form?.[0];
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: user.id, body },
      { onSuccess: (updated) => useAuthStore.getState().setUser(updated) },
    ),
  );

  return (
    <form
      noValidate
      aria-label="Your details"
      className="grid gap-4"
      onSubmit={(event) => {
        update.reset();
        submit(event);
      }}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      {formProblem && (
        <Alert tone="info">
          {formProblem === "Nothing to update" ? "You haven't changed anything yet." : formProblem}
        </Alert>
      )}
      {update.isSuccess && <Alert tone="success">Your details are saved.</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          errors={form.errors.first_name ?? server.fieldErrors.first_name}
          {...form.bind("first_name")}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          errors={form.errors.last_name ?? server.fieldErrors.last_name}
          {...form.bind("last_name")}
        />
      </div>
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        hint="If you change it, we'll ask you to verify the new address."
        errors={form.errors.email ?? server.fieldErrors.email}
        {...form.bind("email")}
      />
      <Button type="submit" isBusy={update.isPending} busyLabel="Saving…" className="justify-self-start">
        Save changes
      </Button>
    </form>
  );
}
