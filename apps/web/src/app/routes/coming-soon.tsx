import { ComingSoon } from "@/components/coming-soon";

/** /coming-soon: the default placeholder that not-yet-built links point to. */
export default function ComingSoonPage() {
  return <ComingSoon title="Coming soon" />;
}
