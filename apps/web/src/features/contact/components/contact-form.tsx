import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactTopic,
  contactRequestSchema,
} from "@app/contract/contact";
import { Send } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useSendContactRequest } from "../api/send-contact-request";

const FIELDS = ["name", "email", "topic", "message"] as const;

/** A labelled select or text area with its first error under it, wired for screen readers. */
function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}) })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (issue 21): it reaches the team's inbox and is answered by e-mail. A signed-in
 * person finds their name and address filled in (`sender`). The "website" field is hidden from
 * people (a robot that fills it is thanked and ignored).
 */
export function ContactForm({
  defaultTopic,
  sender,
}: {
  defaultTopic?: ContactTopic;
  sender?: { name: string; email: string } | null;
}) {
  const form = useSchemaForm(contactRequestSchema, {
    name: sender?.name ?? "",
    email: sender?.email ?? "",
    topic: defaultTopic ?? "",
    message: "",
    website: "",
  });
  const send = useSendContactRequest();
  const server = toSubmitErrors(send.error, FIELDS);
  const errorOf = (name: (typeof FIELDS)[number]) => (form.errors[name] ?? server.fieldErrors[name])?.[0];

  if (send.isSuccess) {
    return (
      <Alert tone="success" title="Message sent">
        {send.data.message} We will write to {form.values.email}.
      </Alert>
    );
  }

  return (
    <form
      noValidate
      aria-label="Contact us"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={form.handleSubmit((data) => send.mutate(data))}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Your name"
          autoComplete="name"
          errors={form.errors.name ?? server.fieldErrors.name}
          {...form.bind("name")}
        />
        <FormField
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          hint="We reply to this address."
          errors={form.errors.email ?? server.fieldErrors.email}
          {...form.bind("email")}
        />
      </div>
      <Labelled label="What is it about?" error={errorOf("topic")}>
        {(aria) => (
          <Select {...aria} {...form.bind("topic")}>
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label="Your message" error={errorOf("message")}>
        {(aria) => (
          <Textarea rows={6} maxLength={CONTACT_LIMITS.messageMax} {...aria} {...form.bind("message")} />
        )}
      </Labelled>
      {/* Hidden from people and screen readers; only a robot fills it in. */}
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.bind("website")} />
        </label>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          We use your address only to answer this message. Please leave out passwords and card numbers.
        </p>
        <Button type="submit" isBusy={send.isPending} busyLabel="Sending…">
          <Send aria-hidden className="size-4" /> Send message
        </Button>
      </div>
    </form>
  );
}
