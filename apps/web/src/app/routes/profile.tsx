import { BadgeCheck, CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useLogoutAll } from "@/features/auth/api/logout-all";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { ProfileDetailsForm } from "@/features/auth/components/profile-details-form";
import { ResendVerificationButton } from "@/features/auth/components/resend-verification-button";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { NotificationPreferences } from "@/features/notification-settings/components/notification-preferences";
import { useSignOut } from "../sign-out";

const ROLE_LABELS = { student: "Student", parent: "Parent", tutor: "Tutor", admin: "Administrator" } as const;

/** /profile (signed in): the account, its details, e-mail verification, password and sessions. */
export default function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  const { hash } = useLocation();
  // The menus' "Notifications" opens this page at its settings.
  useEffect(() => {
    if (hash === "#notifications") document.getElementById("notifications")?.scrollIntoView();
  }, [hash]);
  if (!user) return null;
  const memberSince = new Date(user.created_at);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro title="Your profile">
        <p>Manage your account details, e-mail address and sign-in security.</p>
      </PageIntro>

      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Username</dt>
              <dd className="font-medium break-all text-slate-900">{user.username}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Account type</dt>
              <dd className="flex items-center gap-2 font-medium text-slate-900">
                {ROLE_LABELS[user.role]}
                {user.tutorStatus === "applicant" && <Badge tone="warning">Application under review</Badge>}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Member since</dt>
              <dd className="font-medium text-slate-900">
                {Number.isNaN(memberSince.getTime())
                  ? "—"
                  : memberSince.toLocaleDateString(undefined, {
                      year: "numeric",
                      month: "long",
                      day: "numeric",
                    })}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your details</CardTitle>
          <CardDescription>Your name is shown to your tutors and on your dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileDetailsForm key={user.id} user={user} />
        </CardContent>
      </Card>

      {user.email === null ? (
        <Alert tone="info" title="A login your parent manages">
          This login has no e-mail address. If you forget your password, ask your parent to set a new one.
        </Alert>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>E-mail verification</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {user.pendingEmail && (
              <>
                <p className="flex items-center gap-2 text-sm text-amber-900">
                  <CircleAlert aria-hidden className="size-5 shrink-0" />
                  <span>
                    Waiting for <strong className="break-all">{user.pendingEmail}</strong>: open the link we
                    e-mailed there to make it your address. Until then we keep using{" "}
                    <strong className="break-all">{user.email}</strong>.
                  </span>
                </p>
                <ResendVerificationButton email={user.pendingEmail} label="Resend the confirmation link" />
              </>
            )}
            {user.pendingEmail ? null : user.emailVerified ? (
              <p className="flex items-center gap-2 text-sm text-emerald-800">
                <BadgeCheck aria-hidden className="size-5" />
                <span>
                  <strong className="break-all">{user.email}</strong> is verified.
                </span>
              </p>
            ) : (
              <>
                <p className="flex items-center gap-2 text-sm text-amber-900">
                  <CircleAlert aria-hidden className="size-5 shrink-0" />
                  <span>
                    <strong className="break-all">{user.email}</strong> is not verified yet. Open the link we
                    e-mailed you, or ask for a new one.
                  </span>
                </p>
                <ResendVerificationButton email={user.email} />
              </>
            )}
          </CardContent>
        </Card>
      )}

      <Card id="notifications" className="scroll-mt-20">
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>
            What we tell you when something happens: in the bell at the top of the page, and by e-mail.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferences />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Changing your password signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            Lost a device, or signed in on a shared computer? Sign out everywhere, including here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </div>
  );
}

function SignOutEverywhere() {
  const [isOpen, setIsOpen] = useState(false);
  const logoutAll = useLogoutAll();
  const signOut = useSignOut();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) logoutAll.reset();
      }}
    >
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        Sign out of all devices
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign out of all devices?</DialogTitle>
          <DialogDescription>
            You'll be signed out everywhere, including this browser, and will need your password to sign in
            again.
          </DialogDescription>
        </DialogHeader>
        {logoutAll.isError && <Alert tone="error">{logoutAll.error.message}</Alert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            isBusy={logoutAll.isPending}
            busyLabel="Signing out…"
            onClick={() =>
              logoutAll.mutate(undefined, {
                onSuccess: () => {
                  setIsOpen(false);
                  void signOut({ description: "You have been signed out on every device." });
                },
              })
            }
          >
            Sign out everywhere
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
