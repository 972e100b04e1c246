import { useSearchParams } from "react-router";
import { AuditLog } from "@/features/admin-overview/components/audit-log";
import { DashboardNumbers } from "@/features/admin-overview/components/dashboard-numbers";
import { Inbox, type InboxTab } from "@/features/admin-overview/components/inbox";
import { AdminFrame, AdminSection } from "./admin-frame";
import { readAdminPreferences, writeAdminPreferences } from "./admin-storage";

const TABS: readonly InboxTab[] = ["feedback", "waitlist", "signups"];

/** /admin: the owner's numbers over time, the inbox (feedback, waitlist, sign-ups) and the audit log. */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab =
    TABS.find((known) => known === params.get("tab")) ?? readAdminPreferences().inboxTab ?? "feedback";
  return (
    <AdminFrame
      title="Admin dashboard"
      lead="This week at a glance, what people sent you, and every change made here."
    >
      <AdminSection id="numbers" title="This week">
        <DashboardNumbers />
      </AdminSection>
      <AdminSection id="inbox" title="Inbox">
        <Inbox
          tab={tab}
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
    </AdminFrame>
  );
}
