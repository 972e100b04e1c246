/** A percentage as a ring (hand-drawn SVG); the number is in the middle and read out as text. */
export function ProgressRing({
  percent,
  size = 96,
  label,
}: {
  percent: number;
  size?: number;
  label: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  const stroke = Math.max(6, size / 10);
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="img"
      aria-label={`${label}: ${clamped}%`}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden className="-rotate-90">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-slate-200"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={clamped === 100 ? "stroke-emerald-500" : "stroke-brand-600"}
        />
      </svg>
      <span
        aria-hidden
        className="absolute text-lg font-semibold text-slate-900"
        style={{ fontSize: size / 4.5 }}
      >
        {clamped}%
      </span>
    </div>
  );
}
