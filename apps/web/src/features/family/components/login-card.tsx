import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import "./login-card.css";

export interface LoginCardDetails {
  firstName: string;
  username: string;
  password: string;
  /** "new" for a login just made, "reset" for a new password. */
  kind: "new" | "reset";
}

/**
 * The child's login, shown once (issue 10): the username and the password the parent chose, with
 * where to sign in, on a card that prints alone. Closing it forgets the password.
 */
export function LoginCard({ details, onClose }: { details: LoginCardDetails | null; onClose: () => void }) {
  const signInAddress = `${window.location.origin}/auth/signin`;
  return (
    <Dialog open={details !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent data-print-card="" className="max-w-md">
        {details && (
          <>
            <DialogHeader>
              <DialogTitle>{details.firstName}'s login card</DialogTitle>
              <DialogDescription data-print-hide="">
                {details.kind === "new"
                  ? "The login is ready."
                  : "The new password works now; the old one doesn't."}{" "}
                We show the password only this once: print the card or write it down before you close it.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 rounded-xl border-2 border-dashed border-brand-300 p-5">
              <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Brightpath</p>
              <dl className="grid gap-2 text-base">
                <div className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="text-slate-600">Name</dt>
                  <dd className="font-medium text-slate-900">{details.firstName}</dd>
                </div>
                <div className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="text-slate-600">Username</dt>
                  <dd
                    className="font-mono font-semibold break-all text-slate-900"
                    data-testid="login-card-username"
                  >
                    {details.username}
                  </dd>
                </div>
                <div className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="text-slate-600">Password</dt>
                  <dd
                    className="font-mono font-semibold break-all text-slate-900"
                    data-testid="login-card-password"
                  >
                    {details.password}
                  </dd>
                </div>
              </dl>
              <p className="text-sm text-slate-600">
                Sign in at <span className="font-medium break-all text-slate-900">{signInAddress}</span>. Keep
                this card somewhere safe at home.
              </p>
            </div>
            <DialogFooter data-print-hide="">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden className="size-4" />
                Print the card
              </Button>
              <Button onClick={onClose}>I've kept it safe</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
