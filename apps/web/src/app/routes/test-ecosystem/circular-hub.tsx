import { GraduationCap } from "lucide-react";
import { CircularHub, PORTAL_SECTIONS } from "./components/circular-hub";
import { TestPage } from "./components/test-page";

/** /test-circular-hub (open): the portal's sections on a circle; no data, only links. */
export default function CircularHubTestPage() {
  return (
    <TestPage
      title="Circular hub"
      width="max-w-3xl"
      description={
        <p>
          The student portal's sections arranged around a hub. The links open the real pages, which ask you to
          sign in. No student data is shown here.
        </p>
      }
    >
      <CircularHub
        label="Portal sections"
        nodes={PORTAL_SECTIONS}
        center={
          <>
            <GraduationCap aria-hidden className="size-8 sm:size-10" />
            <span className="text-sm font-semibold sm:text-base">Your portal</span>
          </>
        }
      />
    </TestPage>
  );
}
