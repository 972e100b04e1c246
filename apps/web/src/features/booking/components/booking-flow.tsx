import { type AddChildSlot, type BookingViewer, ConfirmStep } from "./confirm-step";
import { GroupStep } from "./group-step";
import { SlotStep } from "./slot-step";
import { SubjectStep } from "./subject-step";
import { TutorStep } from "./tutor-step";

/**
 * /book/* (spec 2.1, any sub-path): /book → subjects, /book/groups, /book/{subject},
 * /book/{subject}/{tutorId}, /book/confirm. Deep links open the right step.
 */
export function BookingFlow({
  subPath,
  viewer,
  onNeedAuth,
  addChild,
}: {
  subPath: string;
  viewer: BookingViewer;
  onNeedAuth: (to: string) => void;
  addChild: AddChildSlot;
}) {
  const [first, second] = subPath.split("/").filter(Boolean);
  let step: React.ReactNode;
  if (!first) step = <SubjectStep />;
  else if (first === "confirm")
    step = <ConfirmStep viewer={viewer} onNeedAuth={onNeedAuth} addChild={addChild} />;
  else if (first === "groups") step = <GroupStep />;
  else if (!second) step = <TutorStep slug={first.toLowerCase()} />;
  else step = <SlotStep slug={first.toLowerCase()} tutorId={second} />;
  return <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">{step}</div>;
}
