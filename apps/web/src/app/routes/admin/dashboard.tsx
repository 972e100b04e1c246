import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { UnappliedPaymentsInbox } from "@/features/admin-billing/components/unapplied-payments";
import { AuditLog } from "@/features/admin-overview/components/audit-log";
import { BackupsPanel } from "@/features/admin-overview/components/backups-panel";
import { DashboardNumbers } from "@/features/admin-overview/components/dashboard-numbers";
import { Inbox, type InboxTab } from "@/features/admin-overview/components/inbox";
import { MessagesInbox } from "@/features/messages/components/messages-inbox";
import { readUserId, useThreadParam } from "@/features/messages/hooks";
import { unreadCountQueryOptions } from "@/shared/messages/get-unread-count";
import { AdminFrame, AdminSection } from "./admin-frame";
import { readAdminPreferences, writeAdminPreferences } from "./admin-storage";

const TABS: readonly InboxTab[] = ["contact", "feedback", "waitlist", "signups", "payments"];

/** /admin: the owner's numbers over time, the inbox (contact messages, feedback, waitlist, sign-ups), the audit log and backups. */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  if (params.get("view") === "messages") return <SupportMessages />;
  const tab =
    TABS.find((known) => known === params.get("tab")) ?? readAdminPreferences().inboxTab ?? "contact";
  return (
    <AdminFrame
      title="Admin dashboard"
      lead="This week at a glance, what people sent you, and every change made here."
    >
      <AdminSection id="numbers" title="This week">
        <DashboardNumbers />
      </AdminSection>
      <SupportMessagesLink />
      <AdminSection id="inbox" title="Inbox">
        <Inbox
          tab={tab}
          payments={<UnappliedPaymentsInbox />}
          onTabChange={(next) => {
            writeAdminPreferences({ inboxTab: next });
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set("tab", next);
                return updated;
              },
              { replace: true },
            );
          }}
        />
      </AdminSection>
      <AdminSection id="audit" title="Audit log">
        <AuditLog />
      </AdminSection>
      <AdminSection id="backups" title="Backups">
        <BackupsPanel />
      </AdminSection>
    </AdminFrame>
  );
}

/** /admin?view=messages: every user's conversation with the Brightpath team; any admin answers. */
function SupportMessages() {
  const [params] = useSearchParams();
  const [threadId, selectThread] = useThreadParam();
  // A family's card on the clients page links here with `with_user`: open (or start) their conversation.
  const withUser = threadId === null ? readUserId(params.get("with_user")) : null;
  const startWith = useMemo(
    () => (withUser === null ? null : { kind: "support" as const, user_id: withUser }),
    [withUser],
  );
  return (
    <AdminFrame
      title="Support messages"
      lead="What students, parents and tutors wrote to the team. Any admin may answer; to write first, use Message on a family in Clients."
    >
      <Link to="/admin" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to the dashboard
      </Link>
      <MessagesInbox
        studentId={null}
        threadId={threadId}
        onSelectThread={selectThread}
        startWith={startWith}
        canStart={false}
        emptyText="When someone writes to Brightpath support, their conversation appears here."
      />
    </AdminFrame>
  );
}

function SupportMessagesLink() {
  const unread = useQuery(unreadCountQueryOptions());
  const count = unread.data ?? 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Support messages</span>
        {" · "}
        {unread.isPending ? "…" : count === 0 ? "nothing unread" : `${count} unread`}
      </p>
      <Link
        to="/admin?view=messages"
        className={buttonClasses({ variant: count > 0 ? "primary" : "outline", size: "sm" })}
      >
        Open messages
      </Link>
    </div>
  );
}
