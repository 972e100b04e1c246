import type { ReactNode } from "react";
import { PageIntro } from "./page-intro";

/** A simple page with a title, a description and optional extras (spec 2.1 placeholder pages). */
export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro title={title}>{description}</PageIntro>
      {children}
    </div>
  );
}
