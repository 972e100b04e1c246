import { Ground, Illustration, type IllustrationProps, Sparkle } from "./illustration";

/** Bars that grow and an arrow going up: progress still to come (an empty progress page). */
export function GrowthChartIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <Ground />
      <rect x="36" y="78" width="18" height="26" rx="4" className="fill-brand-200" />
      <rect x="60" y="62" width="18" height="42" rx="4" className="fill-brand-300" />
      <rect x="84" y="48" width="18" height="56" rx="4" className="fill-brand-500" />
      <rect x="108" y="30" width="18" height="74" rx="4" className="fill-brand-600" />
      <path
        d="M30 70 L58 50 L80 56 L118 18"
        className="stroke-emerald-500"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M106 16 L120 16 L120 30"
        className="stroke-emerald-500"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Sparkle x={136} y={14} />
      <Sparkle x={26} y={30} size={4} className="fill-brand-400" />
    </Illustration>
  );
}
