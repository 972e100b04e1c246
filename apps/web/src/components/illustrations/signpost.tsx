import { Ground, Illustration, type IllustrationProps } from "./illustration";

/** A signpost with a question: a page that is not here (404) or not built yet. */
export function SignpostIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <Ground width={90} />
      <rect x="76" y="16" width="8" height="92" rx="3" className="fill-slate-400" />
      <path
        d="M40 26 H108 L120 36 L108 46 H40 Z"
        className="fill-brand-200 stroke-brand-400"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M120 56 H52 L40 66 L52 76 H120 Z"
        className="fill-accent-400 stroke-amber-500"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="54" y="33" width="34" height="5" rx="2.5" className="fill-brand-500" />
      <rect x="64" y="63" width="40" height="5" rx="2.5" className="fill-white/70" />
      <circle cx="130" cy="18" r="13" className="fill-brand-600" />
      <path
        d="M125 14 q5 -6 10 0 q0 4 -5 5 v3"
        className="stroke-white"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="130" cy="26" r="1.6" className="fill-white" />
      <path
        d="M26 104 q4 -14 10 -2 q2 -10 8 0"
        className="stroke-emerald-500"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </Illustration>
  );
}
