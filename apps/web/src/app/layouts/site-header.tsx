import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ColorSchemeToggle } from "@/components/color-scheme-toggle";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { paths } from "@/lib/paths";
import { Logo } from "./logo";
import { PrimaryNav } from "./primary-nav";

// The menu (Radix) loads only for signed-in visitors, keeping the first page small.
const UserMenu = lazy(() => import("./user-menu"));
const HeaderBell = lazy(() => import("./header-bell"));

/** The public header: logo home; dark mode; sign in and sign up, or the signed-in user's menu. */
export function SiteHeader() {
  const status = useAuthStore((state) => state.status);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Link to={paths.home} className="rounded-md" aria-label="Brightpath home">
            <Logo compact />
          </Link>
          <PrimaryNav />
        </div>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
          <ColorSchemeToggle />
          {status === "loading" && <Skeleton className="h-9 w-32" />}
          {status === "anonymous" && (
            <>
              <Link to={paths.auth.signIn} className={buttonClasses({ variant: "ghost", size: "sm" })}>
                Sign in
              </Link>
              <Link to={paths.auth.signUp()} className={buttonClasses({ size: "sm" })}>
                Get started
              </Link>
            </>
          )}
          {status === "authenticated" && (
            <>
              <Suspense fallback={null}>
                <HeaderBell />
              </Suspense>
              <Suspense fallback={<Skeleton className="h-9 w-32" />}>
                <UserMenu />
              </Suspense>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
