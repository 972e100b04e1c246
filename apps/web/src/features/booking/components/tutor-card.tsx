import type { BookingTutor } from "@app/contract/booking";
import { CalendarClock, Clock, Globe, GraduationCap, Languages, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatWhen } from "../lib/format";

/** Avatar colours (theme colours, so dark mode remaps them); a tutor keeps theirs by id. */
const AVATAR_TONES = [
  "bg-brand-100 text-brand-800",
  "bg-emerald-100 text-emerald-800",
  "bg-amber-100 text-amber-900",
  "bg-sky-100 text-sky-800",
  "bg-pink-100 text-pink-800",
  "bg-indigo-100 text-indigo-800",
];

function toneOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length] ?? AVATAR_TONES[0]!;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.charAt(0) ?? "?"}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? "") : ""}`.toUpperCase();
}

const joined = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" }).format(new Date(iso));

/**
 * A tutor on /book/{subject} (issue 21): photo or avatar, a short bio, what they teach and to
 * which ages, languages, lessons taught, the next free time and when they joined, so two tutors
 * of one name are told apart.
 */
export function TutorCard({ tutor, slug }: { tutor: BookingTutor; slug: string }) {
  const facts: { icon: typeof Clock; text: string }[] = [
    {
      icon: GraduationCap,
      text: tutor.ages ? `Ages ${tutor.ages.min} to ${tutor.ages.max}` : "All ages",
    },
    ...(tutor.languages.length
      ? [{ icon: Languages, text: `Teaches in ${tutor.languages.join(", ")}` }]
      : []),
    {
      icon: Users,
      text:
        tutor.lessons_taught === 0
          ? "New on the platform"
          : `${tutor.lessons_taught} ${tutor.lessons_taught === 1 ? "lesson" : "lessons"} taught`,
    },
    { icon: Clock, text: `${tutor.hours_per_week} hours a week` },
    { icon: Globe, text: `Based in ${tutor.time_zone.replace(/_/g, " ")}` },
  ];
  return (
    <li className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        {tutor.photo_url ? (
          <img src={tutor.photo_url} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className={cn(
              "flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-semibold",
              toneOf(tutor.id),
            )}
          >
            {initials(tutor.name)}
          </span>
        )}
        <div className="grid min-w-0">
          <h2 className="font-semibold text-slate-900">{tutor.name}</h2>
          <p className="text-sm text-slate-700">{tutor.subjects.join(" · ")}</p>
          <p className="text-xs text-slate-600">Joined {joined(tutor.joined_at)}</p>
        </div>
      </div>
      {tutor.bio ? (
        <p className="line-clamp-3 text-sm text-slate-800">{tutor.bio}</p>
      ) : (
        <p className="text-sm text-slate-600 italic">No introduction yet.</p>
      )}
      <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2" aria-label={`About ${tutor.name}`}>
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 shrink-0" /> {text}
          </li>
        ))}
      </ul>
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-900">
        <CalendarClock aria-hidden className="size-4 shrink-0 text-brand-700" />
        {tutor.next_free_at
          ? `Next free: ${formatWhen(tutor.next_free_at)}`
          : "No free time in the next two weeks"}
      </p>
      <Link to={`/book/${slug}/${tutor.id}`} className={buttonClasses({ className: "w-full sm:w-fit" })}>
        See free times<span className="sr-only"> with {tutor.name}</span>
      </Link>
    </li>
  );
}
