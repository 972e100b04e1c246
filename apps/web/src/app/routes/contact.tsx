import { contactTopicSchema } from "@app/contract/contact";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { PlaceholderPage } from "@/components/placeholder-page";
import { ContactForm } from "@/features/contact/components/contact-form";
import { paths } from "@/lib/paths";
import { useSignedInSender } from "./public-site/use-signed-in-sender";

const linkClasses = "font-medium text-brand-700 underline underline-offset-2";

/** /contact (spec 2.1: a title and description, no e-mail signup): the form that reaches the team. */
export default function ContactPage() {
  const [params] = useSearchParams();
  // A help article links here with its topic chosen; anything else leaves the choice open.
  const topic = contactTopicSchema.safeParse(params.get("topic"));
  return (
    <PlaceholderPage
      title="Contact us"
      description={
        <p>
          Questions about lessons, your account, or tutoring with us? Write to us here. A person on our team
          reads every message and replies by e-mail, usually within one working day.
        </p>
      }
    >
      <PageMeta {...PUBLIC_PAGE_META["/contact"]} path={paths.contact} />
      <ContactForm defaultTopic={topic.success ? topic.data : undefined} sender={useSignedInSender()} />
      <p className="text-sm text-slate-600">
        Many answers are already in the{" "}
        <Link to={paths.help} className={linkClasses}>
          help centre
        </Link>
        . Want to teach?{" "}
        <Link to={paths.joinTutor} className={linkClasses}>
          Become a tutor
        </Link>
        .
      </p>
    </PlaceholderPage>
  );
}
