import { Link } from "react-router";
import { PlaceholderPage } from "@/components/placeholder-page";
import { paths } from "@/lib/paths";

/** /contact: no signup here (spec 2.1). */
export default function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact us"
      description={
        <p>
          Questions about lessons, your account, or tutoring with us? A contact form is on its way. We read
          every message and aim to reply within one working day.
        </p>
      }
    >
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
        <h2 className="font-semibold text-slate-900">In the meantime</h2>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            Answers to common questions will be in the{" "}
            <Link to={paths.help} className="font-medium text-brand-700 underline underline-offset-2">
              help centre
            </Link>
            .
          </li>
          <li>
            For trouble with your account or a lesson, see{" "}
            <Link to={paths.support} className="font-medium text-brand-700 underline underline-offset-2">
              support
            </Link>
            .
          </li>
          <li>
            Want to teach?{" "}
            <Link to={paths.joinTutor} className="font-medium text-brand-700 underline underline-offset-2">
              Become a tutor
            </Link>
            .
          </li>
        </ul>
      </div>
    </PlaceholderPage>
  );
}
