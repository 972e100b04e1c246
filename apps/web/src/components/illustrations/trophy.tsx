import { Ground, Illustration, type IllustrationProps } from "./illustration";

/** A trophy with confetti: celebrations, and a leaderboard waiting for its first points. */
export function TrophyIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <Ground width={88} />
      <path
        d="M58 26 h-14 q0 24 20 26"
        className="stroke-amber-500"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M102 26 h14 q0 24 -20 26"
        className="stroke-amber-500"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M56 18 h48 v18 q0 26 -24 30 q-24 -4 -24 -30 Z"
        className="fill-accent-400 stroke-amber-500"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M70 28 v12 q0 8 6 12"
        className="stroke-white/70"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="74" y="66" width="12" height="16" className="fill-amber-500" />
      <rect x="60" y="82" width="40" height="10" rx="3" className="fill-amber-600" />
      <rect x="54" y="92" width="52" height="12" rx="3" className="fill-brand-700" />
      <rect
        x="22"
        y="24"
        width="6"
        height="10"
        rx="1.5"
        transform="rotate(-25 25 29)"
        className="fill-pink-500"
      />
      <rect
        x="132"
        y="30"
        width="6"
        height="10"
        rx="1.5"
        transform="rotate(30 135 35)"
        className="fill-sky-500"
      />
      <rect
        x="30"
        y="60"
        width="5"
        height="9"
        rx="1.5"
        transform="rotate(40 32 64)"
        className="fill-emerald-500"
      />
      <rect
        x="126"
        y="64"
        width="5"
        height="9"
        rx="1.5"
        transform="rotate(-35 128 68)"
        className="fill-brand-500"
      />
      <circle cx="40" cy="12" r="3" className="fill-brand-400" />
      <circle cx="122" cy="10" r="3" className="fill-orange-500" />
    </Illustration>
  );
}
