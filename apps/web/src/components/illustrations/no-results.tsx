import { Ground, Illustration, type IllustrationProps, Sparkle } from "./illustration";

/** A magnifying glass over a blank page: a search or a filter found nothing. */
export function NoResultsIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <Ground />
      <rect
        x="36"
        y="18"
        width="62"
        height="84"
        rx="8"
        className="fill-white stroke-slate-300"
        strokeWidth="2"
      />
      <rect x="46" y="32" width="34" height="6" rx="3" className="fill-slate-200" />
      <rect x="46" y="46" width="42" height="5" rx="2.5" className="fill-slate-200" />
      <rect x="46" y="58" width="28" height="5" rx="2.5" className="fill-slate-200" />
      <path d="M104 82 L126 104" className="stroke-brand-700" strokeWidth="9" strokeLinecap="round" />
      <circle cx="92" cy="68" r="22" className="fill-brand-100/80 stroke-brand-600" strokeWidth="6" />
      <path
        d="M86 62 q6 -7 12 0 q0 5 -6 7 v4"
        className="stroke-brand-600"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="92" cy="79" r="2" className="fill-brand-600" />
      <Sparkle x={130} y={30} />
      <Sparkle x={24} y={44} size={4} className="fill-brand-400" />
    </Illustration>
  );
}
