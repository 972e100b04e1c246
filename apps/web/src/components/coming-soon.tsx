import { Link, useLocation } from "react-router";
import { paths } from "@/lib/paths";
import { toPageTitle } from "@/lib/site";
import { withStudentId } from "@/lib/student-query";
import { SignpostIllustration } from "./illustrations/signpost";
import { buttonClasses } from "./ui/button";

/**
 * Where "Back to home" goes from a page that is not built yet: the home of the area it is in (the
 * student dashboard, with a parent's selected child kept; the tutor or admin area), else the site's.
 */
export function getComingSoonHome(pathname: string, search: string): string {
  const isIn = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  if (isIn(paths.student.root)) {
    const studentId = Number(new URLSearchParams(search).get("student_id"));
    return withStudentId(
      paths.student.dashboard,
      Number.isInteger(studentId) && studentId > 0 ? studentId : null,
    );
  }
  if (isIn(paths.tutor.root)) return paths.tutor.root;
  if (isIn(paths.admin.root)) return paths.admin.root;
  return paths.home;
}

/** The placeholder for a page that is not built yet: its name, a short note, and a way back. */
export function ComingSoon({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const home = getComingSoonHome(pathname, search);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center sm:py-24">
      <title>{toPageTitle(title)}</title>
      <SignpostIllustration className="h-32" />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="max-w-md text-slate-600">This part of the platform is on its way…</p>
      <Link to={home} className={buttonClasses({ variant: "outline", className: "mt-2" })}>
        Back to home
      </Link>
    </section>
  );
}
