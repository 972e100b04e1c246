import { type AuthResponse, registerRequestSchema, type UserType } from "@app/contract/auth";
import { PASSWORD_RULE_HINT } from "@app/contract/password-policy";
import { BookOpen, GraduationCap, Users } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useRegisterUser } from "../api/register-user";

const FIELDS = ["username", "email", "password", "firstName", "lastName", "userType"] as const;

const USER_TYPES: { value: UserType; label: string; hint: string; Icon: typeof Users }[] = [
  { value: "student", label: "Student", hint: "I want to learn", Icon: GraduationCap },
  { value: "parent", label: "Parent", hint: "My children will learn", Icon: Users },
  { value: "tutor", label: "Tutor", hint: "I want to teach", Icon: BookOpen },
];

/** Registration; the answer carries a token, so the page signs the new user in. */
export function SignUpForm({
  defaultUserType,
  onSignedUp,
}: {
  defaultUserType: UserType;
  onSignedUp: (response: AuthResponse) => void;
}) {
  const form = useSchemaForm(registerRequestSchema, {
    firstName: "",
    lastName: "",
    username: "",
    email: "",
    password: "",
    userType: defaultUserType,
  });
  const register = useRegisterUser();
  const server = toSubmitErrors(register.error, FIELDS);
  const errorsOf = (name: (typeof FIELDS)[number]) => form.errors[name] ?? server.fieldErrors[name];
  const submit = form.handleSubmit((data) => register.mutate(data, { onSuccess: onSignedUp }));
  const userTypeError = errorsOf("userType")?.[0];

  return (
    <form
      noValidate
      aria-label="Create your account"
      className="grid gap-4"
      onSubmit={(event) => {
        register.reset();
        submit(event);
      }}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">I am a</legend>
        <div className="grid grid-cols-3 gap-2">
          {USER_TYPES.map(({ value, label, hint, Icon }) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-3 text-center text-sm transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                form.values.userType === value
                  ? "border-brand-600 bg-brand-50 text-brand-900"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="userType"
                value={value}
                checked={form.values.userType === value}
                onChange={() => form.setValue("userType", value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-5" />
              <span className="font-medium">{label}</span>
              <span className="hidden text-xs text-slate-600 sm:block">{hint}</span>
            </label>
          ))}
        </div>
        {userTypeError && <p className="text-sm text-red-700">{userTypeError}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          errors={errorsOf("firstName")}
          {...form.bind("firstName")}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          errors={errorsOf("lastName")}
          {...form.bind("lastName")}
        />
      </div>
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, digits, dot, dash and underscore."
        errors={errorsOf("username")}
        {...form.bind("username")}
      />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        errors={errorsOf("email")}
        {...form.bind("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        errors={errorsOf("password")}
        {...form.bind("password")}
      />
      <Button type="submit" size="lg" isBusy={register.isPending} busyLabel="Creating your account…">
        Create account
      </Button>
    </form>
  );
}
