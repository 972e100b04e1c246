import type { BoardHiddenReason } from "@app/contract/rewards";
import { Alert } from "@/components/ui/alert";

/**
 * Why the student is not on the boards strangers see (packages/domain leaderboard-visibility),
 * in words for the student, or for a parent with the way to change it.
 */
export function HiddenNotice({
  reason,
  childName,
}: {
  reason: BoardHiddenReason;
  /** Set when a parent is looking. */
  childName: string | null;
}) {
  if (reason === "consent-pending") {
    return (
      <Alert
        tone="info"
        title={childName ? `${childName} isn't shown to others yet` : "You aren't shown to others yet"}
      >
        {childName ? `${childName}'s` : "Your"} account waits for a parent's confirmation. Until then{" "}
        {childName ? "they" : "you"} can see the boards, but no one else sees {childName ? "them" : "you"} on
        any.
      </Alert>
    );
  }
  return (
    <Alert
      tone="info"
      title={childName ? `Only the family sees ${childName}` : "Only your family sees you here"}
    >
      {childName
        ? `${childName} is kept off the public boards. You can change that on the Family page.`
        : "Your parent keeps you off the public boards, so others don't see your name. Your family board and your XP still count."}
    </Alert>
  );
}
