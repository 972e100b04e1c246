import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** The closing band of a marketing page: start free, or see the prices. */
export function CallToAction({ title = "Ready when you are" }: { title?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <div className="grid gap-5 rounded-2xl bg-brand-800 px-6 py-10 text-center sm:px-10">
        <h2 id="cta-heading" className="text-2xl font-semibold text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto max-w-2xl text-brand-100">
          Create a free account in a minute: every course and its practice are included. Add lessons with a
          tutor whenever you want them.
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.auth.signUp()} className={buttonClasses({ size: "lg", variant: "secondary" })}>
            Start free
          </Link>
          <Link
            to={paths.pricing}
            className={buttonClasses({
              size: "lg",
              variant: "outline",
              className: "border-white bg-transparent text-white hover:bg-brand-700",
            })}
          >
            See pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
