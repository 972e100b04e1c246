import { NotificationForm } from "@/features/admin-notifications/components/notification-form";
import { Outbox, SentNotifications } from "@/features/admin-notifications/components/sent-and-outbox";
import { AdminFrame, AdminSection } from "./admin-frame";

/** /admin/notifications: send in-app notifications (and e-mail), see what was sent, read the outbox. */
export default function AdminNotificationsPage() {
  return (
    <AdminFrame
      title="Notifications"
      lead="Reach everyone, a role, a plan or chosen people in their notification bell, and by e-mail if you like."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <AdminSection id="send" title="Send a notification">
          <NotificationForm />
        </AdminSection>
        <AdminSection id="sent" title="Sent">
          <SentNotifications />
        </AdminSection>
      </div>
      <AdminSection id="outbox" title="E-mail outbox">
        <Outbox />
      </AdminSection>
    </AdminFrame>
  );
}
