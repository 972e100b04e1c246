import { ComingSoon } from "@/components/coming-soon";

/** Being built (issue 4). */
export default function Page() {
  return <ComingSoon title="learning-paths" />;
}
