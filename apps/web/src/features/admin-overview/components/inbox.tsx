import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { describeFailure } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { exportFeedbackCsv, exportSignupsCsv, exportWaitlistCsv } from "../api/export-csv";
import { feedbackQueryOptions } from "../api/list-feedback";
import { signupsQueryOptions } from "../api/list-signups";
import { waitlistQueryOptions } from "../api/list-waitlist";
import { useMarkFeedbackRead } from "../api/mark-feedback-read";
import { formatDateTime } from "../lib/format";
import { ContactRequests } from "./contact-requests";

export type InboxTab = "contact" | "feedback" | "waitlist" | "signups" | "payments";
const TABS: { id: InboxTab; label: string }[] = [
  { id: "contact", label: "Contact" },
  { id: "feedback", label: "Feedback" },
  { id: "waitlist", label: "Waitlist" },
  { id: "signups", label: "Sign-ups" },
  { id: "payments", label: "Payments" },
];

function ExportButton({ onExport, label }: { onExport: () => Promise<void>; label: string }) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <div className="grid justify-items-end gap-1">
      <Button
        variant="outline"
        size="sm"
        isBusy={isBusy}
        busyLabel="Preparing…"
        onClick={() => {
          setIsBusy(true);
          setError(null);
          onExport()
            .catch((failure: unknown) => setError(describeFailure(failure)))
            .finally(() => setIsBusy(false));
        }}
      >
        <Download aria-hidden className="size-4" /> {label}
      </Button>
      {error && <p className="text-xs text-red-700">{error}</p>}
    </div>
  );
}

const tableClasses =
  "w-full min-w-[36rem] text-left text-sm [&_td]:border-t [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-medium [&_th]:text-slate-600";

function FeedbackTable() {
  const feedback = useQuery(feedbackQueryOptions());
  const mark = useMarkFeedbackRead();
  if (feedback.isPending) return <p className="text-sm text-slate-600">Loading feedback…</p>;
  if (feedback.isError) return <Alert tone="error">{describeFailure(feedback.error)}</Alert>;
  if (feedback.data.feedback.length === 0) return <p className="text-sm text-slate-600">No feedback yet.</p>;
  return (
    <table className={tableClasses}>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Page</th>
          <th scope="col">Message</th>
          <th scope="col">Sent</th>
          <th scope="col">
            <span className="sr-only">Read</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {feedback.data.feedback.map((item) => (
          <tr key={item.id} className={cn(!item.read_at && "bg-brand-50/60")}>
            <td>
              <span className="font-medium text-slate-900">{item.from.name}</span>
              <br />
              <span className="text-xs text-slate-500">{item.from.role}</span>
            </td>
            <td className="font-mono text-xs">{item.page}</td>
            <td className="whitespace-pre-line">
              {!item.read_at && (
                <Badge tone="brand" className="mr-2">
                  New
                </Badge>
              )}
              {item.message}
            </td>
            <td className="whitespace-nowrap">{formatDateTime(item.created_at)}</td>
            <td>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => mark.mutate({ id: item.id, isRead: !item.read_at })}
                aria-label={`Mark the message from ${item.from.name} ${item.read_at ? "unread" : "read"}`}
              >
                {item.read_at ? "Mark unread" : "Mark read"}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WaitlistTable() {
  const waitlist = useQuery(waitlistQueryOptions());
  if (waitlist.isPending) return <p className="text-sm text-slate-600">Loading the waitlist…</p>;
  if (waitlist.isError) return <Alert tone="error">{describeFailure(waitlist.error)}</Alert>;
  if (waitlist.data.entries.length === 0)
    return <p className="text-sm text-slate-600">Nobody on the waitlist yet.</p>;
  return (
    <>
      <p className="text-sm text-slate-600">
        {waitlist.data.total} on the list, {waitlist.data.confirmed} confirmed by e-mail.
      </p>
      <table className={tableClasses}>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Who</th>
            <th scope="col">Interests</th>
            <th scope="col">Joined</th>
            <th scope="col">Confirmed</th>
          </tr>
        </thead>
        <tbody>
          {waitlist.data.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.email}</td>
              <td>{entry.role}</td>
              <td>{entry.interests.join(", ")}</td>
              <td className="whitespace-nowrap">{formatDateTime(entry.created_at)}</td>
              <td>{entry.confirmed_at ? <Badge tone="success">Confirmed</Badge> : <Badge>Waiting</Badge>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function SignupsTable() {
  const signups = useQuery(signupsQueryOptions());
  if (signups.isPending) return <p className="text-sm text-slate-600">Loading sign-ups…</p>;
  if (signups.isError) return <Alert tone="error">{describeFailure(signups.error)}</Alert>;
  if (signups.data.signups.length === 0) return <p className="text-sm text-slate-600">No sign-ups yet.</p>;
  return (
    <table className={tableClasses}>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Page</th>
          <th scope="col">Signed up</th>
        </tr>
      </thead>
      <tbody>
        {signups.data.signups.map((signup) => (
          <tr key={signup.id}>
            <td>{signup.email}</td>
            <td>/{signup.source}</td>
            <td className="whitespace-nowrap">{formatDateTime(signup.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Contact messages are answered here, not exported.
const EXPORTS: Partial<Record<InboxTab, () => Promise<void>>> = {
  feedback: exportFeedbackCsv,
  waitlist: exportWaitlistCsv,
  signups: exportSignupsCsv,
};

/**
 * What people sent: contact messages (answered by e-mail), feedback, the waitlist and the placeholder
 * pages' sign-ups, each exportable as CSV; and card payments waiting for an admin's decision
 * (`payments`, from the billing feature).
 */
export function Inbox({
  tab,
  onTabChange,
  payments,
}: {
  tab: InboxTab;
  onTabChange: (tab: InboxTab) => void;
  payments: ReactNode;
}) {
  const onExport = EXPORTS[tab];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Inbox" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`inbox-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls="inbox-panel"
              onClick={() => onTabChange(item.id)}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700",
                tab === item.id && "bg-white text-slate-900 shadow-sm",
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
        {onExport && <ExportButton onExport={onExport} label="Export CSV" />}
      </div>
      <div
        id="inbox-panel"
        role="tabpanel"
        aria-labelledby={`inbox-tab-${tab}`}
        className="grid gap-3 overflow-x-auto rounded-xl border border-slate-200 bg-white p-2"
      >
        {tab === "contact" && <ContactRequests />}
        {tab === "feedback" && <FeedbackTable />}
        {tab === "waitlist" && <WaitlistTable />}
        {tab === "signups" && <SignupsTable />}
        {tab === "payments" && payments}
      </div>
    </div>
  );
}
