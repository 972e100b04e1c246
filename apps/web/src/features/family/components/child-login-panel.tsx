import {
  createChildLoginRequestSchema,
  type FamilyChild,
  resetChildPasswordRequestSchema,
} from "@app/contract/family";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useCreateChildLogin } from "../api/create-child-login";
import { useResetChildPassword } from "../api/reset-child-password";
import { useUpdateChildLogin } from "../api/update-child-login";
import { LoginCard, type LoginCardDetails } from "./login-card";

/**
 * A child's own login on the family page (decisions.md 1, issue 10): created with a username and
 * a password the parent chooses (no e-mail), shown once on a printable card; then a new password
 * or switching it off and on.
 */
export function ChildLoginPanel({ child }: { child: FamilyChild }) {
  const [card, setCard] = useState<LoginCardDetails | null>(null);
  const { student, login } = child;
  return (
    <section aria-label={`${student.firstName}'s login`} className="grid gap-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <KeyRound aria-hidden className="size-4" />
        {student.firstName}'s own login
        {login && (
          <Badge tone={login.isEnabled ? "success" : "warning"}>
            {login.isEnabled ? "On" : "Switched off"}
          </Badge>
        )}
      </h3>
      {login ? (
        <ManageLogin child={child} onNewPassword={setCard} />
      ) : (
        <CreateLoginForm child={child} onCreated={setCard} />
      )}
      <LoginCard details={card} onClose={() => setCard(null)} />
    </section>
  );
}

function CreateLoginForm({
  child,
  onCreated,
}: {
  child: FamilyChild;
  onCreated: (card: LoginCardDetails) => void;
}) {
  const create = useCreateChildLogin(child.student.id);
  const form = useSchemaForm(createChildLoginRequestSchema, { username: "", password: "" });
  const server = toSubmitErrors(create.error, ["username", "password"]);
  const { firstName } = child.student;
  return (
    <form
      aria-label={`Create a login for ${firstName}`}
      noValidate
      className="grid gap-3"
      // The family refetch that follows swaps this form for the login's controls, so the card is
      // shown from the awaited result (mutate's own callbacks would be dropped with the form).
      onSubmit={form.handleSubmit((body) =>
        create
          .mutateAsync(body)
          .then(({ login }) => {
            onCreated({ firstName, username: login.username, password: body.password, kind: "new" });
            form.setValues({ username: "", password: "" });
          })
          .catch(() => undefined),
      )}
    >
      <p className="text-sm text-slate-600">
        {firstName} signs in with a username and a password you choose: no e-mail needed. {firstName} then
        sees only their own portal, never your pages, billing or a brother's or sister's work.
      </p>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField
          label="Username"
          autoComplete="off"
          hint="Letters, digits, dot, dash or underscore"
          {...form.bind("username")}
          errors={form.errors.username ?? server.fieldErrors.username}
        />
        <FormField
          label="Password"
          type="text"
          autoComplete="new-password"
          spellCheck={false}
          hint="At least 8 characters, not a common one"
          {...form.bind("password")}
          errors={form.errors.password ?? server.fieldErrors.password}
        />
      </div>
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <Button
        type="submit"
        variant="outline"
        isBusy={create.isPending}
        busyLabel="Creating…"
        className="justify-self-start"
      >
        Create {firstName}'s login
      </Button>
    </form>
  );
}

function ManageLogin({
  child,
  onNewPassword,
}: {
  child: FamilyChild;
  onNewPassword: (card: LoginCardDetails) => void;
}) {
  const login = child.login!;
  const { firstName } = child.student;
  const [isResetting, setResetting] = useState(false);
  const toggle = useUpdateChildLogin(child.student.id);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        Username <span className="font-mono font-semibold text-slate-900">{login.username}</span>
        {login.isEnabled
          ? `. ${firstName} can sign in to their own portal.`
          : `. The login is off: ${firstName} cannot sign in until you switch it on.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setResetting((open) => !open)}
          aria-expanded={isResetting}
        >
          Set a new password
        </Button>
        <Button
          variant={login.isEnabled ? "ghost" : "outline"}
          size="sm"
          isBusy={toggle.isPending}
          onClick={() => toggle.mutate(!login.isEnabled)}
        >
          {login.isEnabled ? "Switch the login off" : "Switch the login on"}
        </Button>
      </div>
      {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
      {isResetting && (
        <ResetPasswordForm
          child={child}
          onDone={(password) => {
            setResetting(false);
            onNewPassword({ firstName, username: login.username, password, kind: "reset" });
          }}
        />
      )}
    </div>
  );
}

function ResetPasswordForm({ child, onDone }: { child: FamilyChild; onDone: (password: string) => void }) {
  const reset = useResetChildPassword(child.student.id);
  const form = useSchemaForm(resetChildPasswordRequestSchema, { password: "" });
  const server = toSubmitErrors(reset.error, ["password"]);
  return (
    <form
      aria-label={`New password for ${child.student.firstName}`}
      noValidate
      className="grid gap-3 rounded-md border border-slate-200 p-3"
      onSubmit={form.handleSubmit(({ password }) =>
        reset.mutate(password, { onSuccess: () => onDone(password) }),
      )}
    >
      <FormField
        label="New password"
        type="text"
        autoComplete="new-password"
        spellCheck={false}
        hint={`${child.student.firstName} is signed out everywhere and signs in with this one.`}
        {...form.bind("password")}
        errors={form.errors.password ?? server.fieldErrors.password}
      />
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <Button
        type="submit"
        size="sm"
        isBusy={reset.isPending}
        busyLabel="Saving…"
        className="justify-self-start"
      >
        Save the new password
      </Button>
    </form>
  );
}
