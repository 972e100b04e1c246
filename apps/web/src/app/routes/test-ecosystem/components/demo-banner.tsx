import { FlaskConical } from "lucide-react";
import { Link } from "react-router";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { paths } from "@/lib/paths";

/** Says plainly that the numbers on a page are made up (decisions.md 1). */
export function DemoBanner() {
  const isSignedIn = useAuthStore((state) => state.status === "authenticated");
  return (
    <div
      role="note"
      aria-label="Demo data"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>Demo data.</strong> Every number and name on this page is made up to show how the student
        portal's pieces look. No real student's data is shown.{" "}
        {isSignedIn ? (
          <Link to={paths.student.dashboard} className="font-medium underline">
            Open your portal
          </Link>
        ) : (
          <>
            <Link to={paths.auth.signIn} className="font-medium underline">
              Sign in
            </Link>{" "}
            to see your own in the portal.
          </>
        )}
      </p>
    </div>
  );
}

/** Says that a page shows the signed-in account's own, live data. */
export function LiveBanner({ name }: { name: string }) {
  return (
    <div
      role="note"
      aria-label="Live data"
      className="flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-500" />
      <p>
        <strong>Live data</strong> for {name}, read from your account just now. Only you can see it.
      </p>
    </div>
  );
}
