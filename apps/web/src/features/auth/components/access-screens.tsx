import { Hourglass, ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { getRoleHomePath, paths } from "@/lib/paths";
import { toPageTitle } from "@/lib/site";
import { useAuthStore } from "../stores/auth-store";

function StatusScreen({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{toPageTitle(title)}</title>
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <div className="text-slate-600">{children}</div>
      <div className="flex flex-wrap justify-center gap-3 pt-2">{actions}</div>
    </section>
  );
}

/** Shown when a signed-in user opens a page their role may not see. */
export function AccessDenied() {
  const role = useAuthStore((state) => state.user?.role);
  return (
    <StatusScreen
      icon={<ShieldX aria-hidden className="size-7" />}
      title="You don't have access to this page"
      actions={
        <>
          {role && (
            <Link to={getRoleHomePath(role)} className={buttonClasses()}>
              Go to your dashboard
            </Link>
          )}
          <Link to={paths.home} className={buttonClasses({ variant: role ? "outline" : "primary" })}>
            Go to the home page
          </Link>
        </>
      }
    >
      <p>
        This page is for a different kind of account. If you think you should be able to see it, please{" "}
        <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-2">
          contact us
        </Link>
        .
      </p>
    </StatusScreen>
  );
}

/** Shown to a tutor whose application an admin has not approved yet (decisions.md 1). */
export function ApplicationUnderReview() {
  return (
    <StatusScreen
      icon={<Hourglass aria-hidden className="size-7" />}
      title="Your tutor application is under review"
      actions={
        <>
          <Link to={paths.joinTutor} className={buttonClasses()}>
            Your application
          </Link>
          <Link to={paths.profile} className={buttonClasses({ variant: "outline" })}>
            View your profile
          </Link>
        </>
      }
    >
      <p>
        Thanks for applying to tutor with us. Our team checks every application by hand, and we will e-mail
        you as soon as yours is approved. Until then the tutor area stays closed and no student information is
        shown.
      </p>
    </StatusScreen>
  );
}
