import { type User, updateUserRequestSchema } from "@app/contract/auth";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/api-client";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useUpdateUser } from "../api/update-user";
import { useAuthStore } from "../stores/auth-store";

const FIELDS = ["email", "first_name", "last_name", "current_password"] as const;
const EDITABLE = ["email", "first_name", "last_name"] as const;

/**
 * Edits e-mail, first and last name; only changed fields are sent. A new e-mail asks for the
 * current password, waits until its link is opened, and signs other devices out: the answer's new
 * token keeps this one signed in.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  // A child's login has no e-mail (its parent manages it): only the names are editable.
  const hasEmail = user.email !== null;
  const initial = { email: user.email ?? "", first_name: user.firstName, last_name: user.lastName };
  const form = useSchemaForm(
    updateUserRequestSchema,
    { ...initial, current_password: "" },
    {
      toInput: (values) => {
        const changes: Record<string, string> = {};
        for (const field of EDITABLE) {
          if ((values[field] ?? "").trim() !== initial[field]) changes[field] = values[field] ?? "";
        }
        if (changes.email !== undefined) changes.current_password = values.current_password ?? "";
        return changes;
      },
      validate: (values): FieldErrors =>
        isNewEmail(values.email) && !values.current_password
          ? { current_password: [ERROR_MESSAGES.currentPasswordRequired] }
          : {},
    },
  );
  const update = useUpdateUser();
  const server = toSubmitErrors(update.error, FIELDS);
  const formProblem = form.errors._form?.[0];
  const askedForEmail = update.variables?.body.email;

  function isNewEmail(email: string | undefined): boolean {
    return hasEmail && (email ?? "").trim().toLowerCase() !== initial.email.toLowerCase();
  }

  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: ({ access_token, ...updated }) => {
          if (access_token) useAuthStore.getState().setToken(access_token);
          useAuthStore.getState().setUser(updated);
          form.setValues({
            email: updated.email ?? "",
            first_name: updated.firstName,
            last_name: updated.lastName,
            current_password: "",
          });
        },
      },
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
      {update.isSuccess &&
        (askedForEmail && update.data.pendingEmail ? (
          <Alert tone="success" title="Check your new inbox">
            We've sent a link to {update.data.pendingEmail}. Your e-mail address changes once you open it;
            until then we keep using {update.data.email}. Your other devices have been signed out.
          </Alert>
        ) : (
          <Alert tone="success">Your details are saved.</Alert>
        ))}
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
      {hasEmail && (
        <FormField
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="If you change it, we'll ask you to confirm the new address first."
          errors={form.errors.email ?? server.fieldErrors.email}
          {...form.bind("email")}
        />
      )}
      {isNewEmail(form.values.email) && (
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your e-mail address."
          errors={form.errors.current_password ?? server.fieldErrors.current_password}
          {...form.bind("current_password")}
        />
      )}
      <Button type="submit" isBusy={update.isPending} busyLabel="Saving…" className="justify-self-start">
        Save changes
      </Button>
    </form>
  );
}
