import { AdminCalendar } from "@/features/booking/components/admin-calendar";
import { AdminFrame } from "./admin-frame";

/** /admin/calendar: all lessons, filtered by tutor and student; move or cancel under the same rules. */
export default function AdminCalendarPage() {
  return (
    <AdminFrame
      title="Calendar"
      lead="Every lesson, by tutor and student. Move or cancel under the families' rules."
    >
      <AdminCalendar />
    </AdminFrame>
  );
}
