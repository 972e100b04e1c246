import { Illustration, type IllustrationProps } from "./illustration";

/** A winding path over hills to a flag: learning paths. */
export function PathMapIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <path d="M8 112 Q40 70 80 96 T152 84 L152 116 L8 116 Z" className="fill-emerald-100" />
      <path d="M8 116 Q52 88 96 108 T152 104 L152 116 Z" className="fill-emerald-200" />
      <path
        d="M24 106 C48 92 36 76 64 72 S104 76 100 56 S116 32 122 30"
        className="stroke-brand-400"
        strokeWidth="4"
        strokeDasharray="2 8"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="24" cy="106" r="5" className="fill-brand-600" />
      <circle cx="64" cy="72" r="5" className="fill-brand-500" />
      <circle cx="100" cy="56" r="5" className="fill-brand-300" />
      <path d="M122 32 V6" className="stroke-slate-500" strokeWidth="3" strokeLinecap="round" />
      <path d="M123 7 L144 13 L123 20 Z" className="fill-accent-400" />
      <circle cx="122" cy="32" r="4" className="fill-slate-500" />
    </Illustration>
  );
}
