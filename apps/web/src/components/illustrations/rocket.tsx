import { Illustration, type IllustrationProps, Sparkle } from "./illustration";

/** A rocket taking off: starting out (onboarding, a first lesson). */
export function RocketIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <circle cx="80" cy="60" r="50" className="fill-brand-50" />
      <path d="M72 92 q8 24 16 0 q-8 10 -16 0 Z" className="fill-orange-500" />
      <path d="M75 92 q5 14 10 0 q-5 6 -10 0 Z" className="fill-accent-400" />
      <path d="M66 70 L52 88 L68 86 Z" className="fill-brand-600" strokeLinejoin="round" />
      <path d="M94 70 L108 88 L92 86 Z" className="fill-brand-600" strokeLinejoin="round" />
      <path
        d="M80 12 C96 26 98 56 94 90 H66 C62 56 64 26 80 12 Z"
        className="fill-white stroke-slate-300"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M80 12 C88 19 92 28 93 36 H67 C68 28 72 19 80 12 Z" className="fill-brand-500" />
      <circle cx="80" cy="54" r="9" className="fill-sky-100 stroke-brand-600" strokeWidth="3" />
      <path d="M80 90 V80" className="stroke-slate-300" strokeWidth="2.5" strokeLinecap="round" />
      <Sparkle x={30} y={30} />
      <Sparkle x={132} y={40} size={5} className="fill-brand-400" />
      <Sparkle x={124} y={96} size={4} />
      <Sparkle x={36} y={92} size={4} className="fill-brand-300" />
    </Illustration>
  );
}
