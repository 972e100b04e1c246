import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "../api/resend-verification";

/** Sends a fresh verification link to the signed-in user's address. */
export function ResendVerificationButton({
  email,
  label = "Resend verification e-mail",
}: {
  email: string;
  label?: string;
}) {
  const resend = useResendVerification();
  return (
    <div className="grid gap-3">
      {resend.isSuccess && (
        <Alert tone="success">We've sent a new verification link to {email}. It works for two days.</Alert>
      )}
      {resend.isError && <Alert tone="error">{resend.error.message}</Alert>}
      <Button
        variant="outline"
        className="justify-self-start"
        isBusy={resend.isPending}
        busyLabel="Sending…"
        onClick={() => resend.mutate()}
      >
        {label}
      </Button>
    </div>
  );
}
