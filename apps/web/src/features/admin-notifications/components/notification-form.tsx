import type { AdminUser } from "@app/contract/admin";
import { type NotificationAudience, sendNotificationRequestSchema } from "@app/contract/notifications";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { FieldErrors } from "@/lib/api-client";
import { toFieldErrors, toSubmitErrors } from "@/lib/form";
import { findUsersQueryOptions } from "../api/find-users";
import { useSendNotification } from "../api/send-notification";

type AudienceKind = NotificationAudience["kind"];
const ROLES = ["student", "parent", "tutor", "admin"] as const;
const PLANS = ["ai-only", "tutor-lite", "tutor-plus"] as const;

/** Picks people by name or e-mail. */
function UserPicker({ chosen, onChange }: { chosen: AdminUser[]; onChange: (users: AdminUser[]) => void }) {
  const [search, setSearch] = useState("");
  const found = useQuery(findUsersQueryOptions(search));
  const chosenIds = new Set(chosen.map((u) => u.id));
  return (
    <div className="grid gap-2">
      <Label htmlFor="pick-users">Find people</Label>
      <Input
        id="pick-users"
        placeholder="Name or e-mail"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.data && found.data.length > 0 && (
        <ul
          className="grid max-h-48 overflow-y-auto rounded-md border border-slate-200"
          aria-label="Matching people"
        >
          {found.data
            .filter((user) => !chosenIds.has(user.id))
            .map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100"
                  onClick={() => onChange([...chosen, user])}
                >
                  Add {user.name}{" "}
                  <span className="text-slate-500">
                    ({user.role}
                    {user.email ? `, ${user.email}` : ""})
                  </span>
                </button>
              </li>
            ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen people">
          {chosen.map((user) => (
            <li
              key={user.id}
              className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {user.name}
              <button
                type="button"
                aria-label={`Remove ${user.name}`}
                className="rounded-full p-0.5 hover:bg-brand-200"
                onClick={() => onChange(chosen.filter((u) => u.id !== user.id))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Sends an in-app notification (and e-mail) to everyone, a role, a plan or chosen people. */
export function NotificationForm() {
  const id = useId();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [link, setLink] = useState("");
  const [kind, setKind] = useState<AudienceKind>("everyone");
  const [role, setRole] = useState<(typeof ROLES)[number]>("student");
  const [plan, setPlan] = useState<(typeof PLANS)[number]>("ai-only");
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [sendEmail, setSendEmail] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendNotification();
  const server = toSubmitErrors(send.error, ["title", "body", "link_url", "audience", "audience.user_ids"]);
  const fieldError = (name: string) => errors[name] ?? server.fieldErrors[name];

  function submit() {
    const audience: NotificationAudience =
      kind === "role"
        ? { kind, role }
        : kind === "plan"
          ? { kind, plan }
          : kind === "users"
            ? { kind, user_ids: users.map((u) => u.id) }
            : { kind };
    const input = { title, body, link_url: link.trim() || null, audience, send_email: sendEmail };
    const checked = sendNotificationRequestSchema.safeParse(input);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: () => {
        setTitle("");
        setBody("");
        setLink("");
      },
    });
  }

  return (
    <form
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5"
      aria-label="Send a notification"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {send.isSuccess && (
        <Alert tone="success" title="Sent">
          Delivered to {send.data.recipient_count} {send.data.recipient_count === 1 ? "person" : "people"}.
        </Alert>
      )}
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <FormField
        label="Title"
        errors={fieldError("title")}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Message</Label>
        <Textarea
          id={`${id}-body`}
          rows={4}
          value={body}
          aria-invalid={fieldError("body") ? true : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {fieldError("body") && <p className="text-sm text-red-700">{fieldError("body")![0]}</p>}
      </div>
      <FormField
        label="Link (optional)"
        hint="A page of the app, like /student/homework"
        errors={fieldError("link_url")}
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Who receives it</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {(
            [
              ["everyone", "Everyone"],
              ["role", "A role"],
              ["plan", "A plan"],
              ["users", "Chosen people"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-audience`}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
        </div>
        {kind === "role" && (
          <Select
            aria-label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as typeof role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}s
              </option>
            ))}
          </Select>
        )}
        {kind === "plan" && (
          <Select
            aria-label="Plan"
            value={plan}
            onChange={(event) => setPlan(event.target.value as typeof plan)}
          >
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        )}
        {kind === "users" && <UserPicker chosen={users} onChange={setUsers} />}
        {(fieldError("audience") ?? fieldError("audience.user_ids")) && (
          <p className="text-sm text-red-700">
            {(fieldError("audience") ?? fieldError("audience.user_ids"))![0]}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
        Also send it by e-mail
      </label>
      <Button type="submit" className="justify-self-start" isBusy={send.isPending} busyLabel="Sending…">
        Send notification
      </Button>
    </form>
  );
}
