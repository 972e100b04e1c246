import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { REFUND_NOTICE_HOURS } from "@app/domain/booking";
import { capitalise, FRENCH_CIRCLE_TEXT } from "@app/domain/french-circles";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, MessageCircle, Users } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { buttonClasses } from "@/components/ui/button";
import { announcementQueryOptions } from "@/features/blog/api/get-announcement";
import { isApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { PostBody } from "@/shared/posts/post-body";
import { LoadFailure } from "./public-site/load-states";
import { PageHero, PageSection } from "./public-site/page-hero";

const LEVELS = [
  {
    name: "Débutant",
    who: "You know greetings, numbers and a few verbs in the present tense.",
    goal: "Introduce yourself, order food, talk about your day.",
  },
  {
    name: "Intermédiaire",
    who: "You can follow a slow conversation and use the past tense.",
    goal: "Tell a story, give opinions, agree and disagree politely.",
  },
  {
    name: "Confiant",
    who: "You read French comfortably but freeze when speaking.",
    goal: "Debate the week's news, films and ideas at natural speed.",
  },
];

const FACTS = [
  { Icon: Users, text: `${capitalise(FRENCH_CIRCLE_TEXT.seats)} at most, grouped by level and age` },
  {
    Icon: CalendarDays,
    text: `${capitalise(FRENCH_CIRCLE_TEXT.duration)} a week for ${FRENCH_CIRCLE_TEXT.term}, evenings and weekends`,
  },
  { Icon: MessageCircle, text: "A native-speaking tutor and a new theme every week" },
];

/** The circles are group sessions one books a seat in (issue 12), no longer a waitlist. */
const BOOK_A_SEAT = `${paths.book}/groups`;

/** /announcements/french-circles: the group conversation programme (decisions.md 4: group lessons). */
export default function FrenchCirclesPage() {
  const announcement = useQuery(announcementQueryOptions("french-circles"));
  const isMissing = announcement.isError && isApiError(announcement.error, 404);
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/announcements/french-circles"]} path={paths.frenchCircles} />
      <PageHero eyebrow="Group lessons" title="French conversation circles">
        <p>Speak French every week in a small group with a native-speaking tutor.</p>
      </PageHero>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 px-4 sm:flex-row sm:px-6">
        <Link to={BOOK_A_SEAT} className={buttonClasses({ size: "lg" })}>
          Book a seat
        </Link>
        <Link to={paths.pricing} className={buttonClasses({ size: "lg", variant: "outline" })}>
          See lesson prices
        </Link>
      </div>
      <PageSection id="facts" title="How the circles work">
        <ul className="grid gap-3 sm:grid-cols-3">
          {FACTS.map(({ Icon, text }) => (
            <li
              key={text}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
            >
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
        {announcement.data && <PostBody body={announcement.data.body} />}
        {announcement.isError && !isMissing && (
          <LoadFailure error={announcement.error} onRetry={() => void announcement.refetch()} />
        )}
      </PageSection>
      <PageSection
        id="levels"
        title="Three levels"
        lead="Not sure which is yours? Your first circle starts with a friendly five-minute chat to find out."
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {LEVELS.map((level) => (
            <li
              key={level.name}
              className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-5"
              lang="fr"
            >
              <h3 className="text-lg font-semibold text-slate-900">{level.name}</h3>
              <p className="text-sm text-slate-600" lang="en">
                <span className="font-medium text-slate-800">For you if: </span>
                {level.who}
              </p>
              <p className="text-sm text-slate-600" lang="en">
                <span className="font-medium text-slate-800">By the end: </span>
                {level.goal}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="booking" title="Booking">
        <p className="text-slate-700">
          Booking is open: pick a circle, see how many seats are left and take one. A seat uses{" "}
          {FRENCH_CIRCLE_TEXT.seatPrice}, given back if you cancel {REFUND_NOTICE_HOURS} hours or more before.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={BOOK_A_SEAT} className={buttonClasses({ size: "lg" })}>
            See circles and seats
          </Link>
          <Link to={paths.announcements()} className={buttonClasses({ variant: "ghost", size: "lg" })}>
            All announcements
          </Link>
        </div>
      </PageSection>
    </>
  );
}
