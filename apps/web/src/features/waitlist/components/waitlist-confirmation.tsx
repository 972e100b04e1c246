import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { describeFailure } from "@/lib/api-errors";
import { useConfirmWaitlist } from "../api/confirm-waitlist";

/** Confirms a waitlist place from the e-mailed link, once, and says how it went. */
export function WaitlistConfirmation({ token }: { token: string }) {
  const confirm = useConfirmWaitlist();
  const sentFor = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    // Once per token, even when React runs the effect twice.
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess)
    return (
      <Alert tone="success" title="Your place is confirmed">
        {confirm.data.message}
      </Alert>
    );
  if (confirm.isError)
    return (
      <Alert tone="error" title="We couldn't confirm this link">
        {describeFailure(confirm.error)} You can join again below to get a fresh link.
      </Alert>
    );
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Spinner /> Confirming your place…
    </p>
  );
}
