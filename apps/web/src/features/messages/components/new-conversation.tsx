import type { MessageContact } from "@app/contract/messages";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { contactsQueryOptions } from "../api/list-contacts";
import { initialsOf } from "./format";

/** Whom the reader may write to: their tutors (or students) and support. */
export function NewConversation({
  studentId,
  onPick,
  busyWith,
}: {
  studentId: number | null;
  onPick: (contact: MessageContact) => void;
  busyWith: MessageContact | null;
}) {
  const contacts = useQuery(contactsQueryOptions(studentId));
  if (contacts.isPending) {
    return (
      <div role="status" aria-label="Loading contacts" className="grid gap-2 p-4">
        <Skeleton className="h-12 rounded-lg" />
        <Skeleton className="h-12 rounded-lg" />
      </div>
    );
  }
  if (contacts.isError) {
    return (
      <div className="p-4">
        <Alert tone="error">{contacts.error.message}</Alert>
      </div>
    );
  }
  return (
    <ul className="grid gap-1 p-2" aria-label="Start a conversation with">
      {contacts.data.map((contact) => (
        <li key={`${contact.kind}-${contact.student_id}-${contact.tutor_user_id}`}>
          <button
            type="button"
            disabled={busyWith !== null}
            onClick={() => onPick(contact)}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
            >
              {initialsOf(contact.name)}
            </span>
            <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)]">
              <span className="truncate text-sm font-medium text-slate-900">{contact.name}</span>
              <span className="truncate text-xs text-slate-500">
                {busyWith === contact ? "Opening…" : contact.description}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
