import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Badge } from "@/components/ui/badge";

/** The frame of a test page: a title, what it tries out, and a way back to the list. */
export function TestPage({
  title,
  description,
  width = "max-w-5xl",
  children,
}: {
  title: string;
  description: ReactNode;
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto grid w-full ${width} gap-6 px-4 py-10 sm:px-6 sm:py-12`}>
      <div className="flex items-center gap-2 text-sm">
        <Badge tone="warning">Test page</Badge>
        <Link to="/testing" className="font-medium text-brand-700 hover:underline">
          All test pages
        </Link>
      </div>
      <PageIntro title={title}>{description}</PageIntro>
      {children}
    </div>
  );
}
