import { isFeatureOn } from "@app/contract/features";
import { MessageCircleQuestion } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { TutorPanelProps } from "./tutor-panel";

// The panel (and the tutor's voice) loads only when a student opens it: never in the first page.
const TutorPanel = lazy(() => import("./tutor-panel"));

/** "Ask the tutor" on a material or a practice: a button that opens the tutor's panel. */
export function AskTutorLauncher(props: TutorPanelProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  if (!isFeatureOn("ai_tutor")) return null;
  if (!open)
    return (
      <Button type="button" variant="outline" className={props.className} onClick={() => setOpen(true)}>
        <MessageCircleQuestion aria-hidden className="size-4" />
        Ask the tutor
      </Button>
    );
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
      <TutorPanel {...props} />
    </Suspense>
  );
}
