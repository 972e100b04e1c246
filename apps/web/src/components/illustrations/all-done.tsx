import { Ground, Illustration, type IllustrationProps, Sparkle } from "./illustration";

/** A stack of cards with a big tick: all caught up, or a lesson finished. */
export function AllDoneIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <Ground />
      <rect
        x="38"
        y="30"
        width="70"
        height="64"
        rx="8"
        transform="rotate(-8 73 62)"
        className="fill-brand-100 stroke-brand-200"
        strokeWidth="2"
      />
      <rect
        x="46"
        y="26"
        width="70"
        height="64"
        rx="8"
        transform="rotate(5 81 58)"
        className="fill-white stroke-slate-300"
        strokeWidth="2"
      />
      <rect
        x="58"
        y="40"
        width="40"
        height="5"
        rx="2.5"
        transform="rotate(5 78 42)"
        className="fill-slate-200"
      />
      <rect
        x="56"
        y="52"
        width="30"
        height="5"
        rx="2.5"
        transform="rotate(5 71 54)"
        className="fill-slate-200"
      />
      <circle cx="112" cy="82" r="20" className="fill-emerald-500" />
      <path
        d="M102 82 l7 7 l13 -14"
        className="stroke-white"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Sparkle x={30} y={22} />
      <Sparkle x={136} y={46} size={5} className="fill-brand-400" />
    </Illustration>
  );
}
