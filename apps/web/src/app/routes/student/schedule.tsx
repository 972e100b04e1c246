import { PageIntro } from "@/components/page-intro";
import { StudentSchedule } from "@/features/booking/components/student-schedule";

/** /student/schedule (spec 2.3): week and list views of lessons, with cancel, move, join and calendar files. */
export default function StudentSchedulePage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Schedule">
        Your lessons, their join links, and a feed for your own calendar.
      </PageIntro>
      <StudentSchedule />
    </div>
  );
}
