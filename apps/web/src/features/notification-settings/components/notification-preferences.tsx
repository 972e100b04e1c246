import type { NotificationPreference } from "@app/contract/notifications";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";

type Choice = Pick<NotificationPreference, "kind" | "bell" | "email">;

/**
 * The per-person notification settings (issue 21): for each kind that can reach this account, the
 * bell and e-mail, on or off. The server keeps and enforces the choice.
 */
export function NotificationPreferences() {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    if (query.data)
      setChoices(query.data.preferences.map(({ kind, bell, email }) => ({ kind, bell, email })));
  }, [query.data]);

  if (query.isPending)
    return (
      <div className="grid gap-3" data-testid="notification-preferences-loading">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  if (query.isError)
    return (
      <Alert tone="error" title="Your notification settings didn't load">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!choices) return null;
  const { preferences, has_email: hasEmail } = query.data;
  if (preferences.length === 0)
    return <p className="text-sm text-slate-600">Nothing the platform sends reaches this account yet.</p>;

  const toggle = (kind: Choice["kind"], channel: "bell" | "email", on: boolean) => {
    save.reset();
    setChoices((all) => all?.map((c) => (c.kind === kind ? { ...c, [channel]: on } : c)) ?? null);
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ preferences: choices });
      }}
    >
      {!hasEmail && (
        <Alert tone="info">This account has no e-mail address, so only the bell can tell you.</Alert>
      )}
      <ul className="grid gap-2">
        {preferences.map((p) => {
          const choice = choices.find((c) => c.kind === p.kind) ?? p;
          return (
            <li key={p.kind}>
              <fieldset className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-lg border border-slate-200 px-4 py-3">
                <legend className="float-left text-sm font-medium text-slate-900">{p.label}</legend>
                <span className="flex gap-5">
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={choice.bell}
                      onChange={(e) => toggle(p.kind, "bell", e.target.checked)}
                    />
                    Bell
                  </label>
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={choice.email && hasEmail}
                      disabled={!hasEmail}
                      onChange={(e) => toggle(p.kind, "email", e.target.checked)}
                    />
                    E-mail
                  </label>
                </span>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isBusy={save.isPending} busyLabel="Saving…">
          Save notification settings
        </Button>
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {save.isSuccess ? "Saved. We'll tell you as you chose." : ""}
        </p>
      </div>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
    </form>
  );
}
