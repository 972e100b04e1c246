import { CONTACT_LIMITS, type ContactMessage, contactTopicLabel } from "@app/contract/contact";
import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { describeFailure } from "@/lib/api-errors";
import { contactRequestsQueryOptions } from "../api/list-contact-requests";
import { useReplyContactRequest } from "../api/reply-contact-request";
import { formatDateTime } from "../lib/format";

/** The reply box: what the admin writes goes by e-mail to the address that wrote, once. */
function ReplyForm({ request }: { request: ContactMessage }) {
  const id = useId();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const reply = useReplyContactRequest();
  if (!isOpen)
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => setIsOpen(true)}
        aria-label={`Reply by e-mail to ${request.name}`}
      >
        <Mail aria-hidden className="size-4" /> Reply by e-mail
      </Button>
    );
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate({ id: request.id, message: text });
      }}
    >
      <Label htmlFor={id}>Your reply to {request.email}</Label>
      <Textarea
        id={id}
        rows={5}
        maxLength={CONTACT_LIMITS.replyMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {reply.isError && <Alert tone="error">{describeFailure(reply.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isBusy={reply.isPending} busyLabel="Sending…">
          Send reply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The contact form's messages, unanswered first; each is answered by e-mail from here. */
export function ContactRequests() {
  const requests = useQuery(contactRequestsQueryOptions());
  if (requests.isPending) return <p className="text-sm text-slate-600">Loading messages…</p>;
  if (requests.isError) return <Alert tone="error">{describeFailure(requests.error)}</Alert>;
  if (requests.data.requests.length === 0)
    return <p className="text-sm text-slate-600">Nobody has written through the contact form yet.</p>;
  return (
    <ul className="grid gap-3 p-1">
      {requests.data.requests.map((request) => (
        <li
          key={request.id}
          aria-label={`Message from ${request.name}`}
          className="grid gap-2 rounded-lg border border-slate-200 p-4"
        >
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {request.reply ? <Badge tone="success">Answered</Badge> : <Badge tone="brand">New</Badge>}
            <span className="font-medium text-slate-900">{request.name}</span>
            <span className="text-slate-600">{request.email}</span>
            <span className="text-slate-500">· {contactTopicLabel(request.topic)}</span>
            <span className="text-slate-500">· {formatDateTime(request.created_at)}</span>
          </div>
          <p className="whitespace-pre-line text-slate-800">{request.message}</p>
          {request.reply ? (
            <div className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="text-slate-600">
                {request.reply.by} replied by e-mail on {formatDateTime(request.reply.sent_at)}:
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{request.reply.text}</p>
            </div>
          ) : (
            <ReplyForm request={request} />
          )}
        </li>
      ))}
    </ul>
  );
}
