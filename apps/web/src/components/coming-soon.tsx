import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { toPageTitle } from "@/lib/site";
import { buttonClasses } from "./ui/button";

/** The placeholder for a page that is not built yet: its name, a short note, and a way home. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center sm:py-24">
      <title>{toPageTitle(title)}</title>
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Sparkles aria-hidden className="size-7" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="max-w-md text-slate-600">This part of the platform is on its way…</p>
      <Link to={paths.home} className={buttonClasses({ variant: "outline", className: "mt-2" })}>
        Back to home
      </Link>
    </section>
  );
}
