import { Ground, Illustration, type IllustrationProps, Sparkle } from "./illustration";

/** An open, empty box: nothing kept here yet (favourites, an empty list). */
export function EmptyBoxIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <Ground />
      {/* The inside, then the front and the open flaps. */}
      <path d="M44 52 L80 40 L116 52 L80 64 Z" className="fill-brand-300" />
      <path
        d="M44 52 L80 64 L80 104 L44 92 Z"
        className="fill-brand-200 stroke-brand-300"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M116 52 L80 64 L80 104 L116 92 Z"
        className="fill-brand-100 stroke-brand-300"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M44 52 L28 40 L64 28 L80 40 Z"
        className="fill-brand-100 stroke-brand-300"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M116 52 L132 40 L96 28 L80 40 Z"
        className="fill-brand-200 stroke-brand-300"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M92 80 q6 4 12 0"
        className="stroke-brand-500"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <Sparkle x={38} y={20} />
      <Sparkle x={124} y={18} size={4} className="fill-brand-400" />
      <Sparkle x={140} y={62} size={5} />
    </Illustration>
  );
}
