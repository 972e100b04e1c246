import type { ReactNode } from "react";
import { toPageTitle } from "@/lib/site";
import { Card, CardContent } from "./ui/card";

/** The centred card that sign-in, sign-up and the other account pages share. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <title>{toPageTitle(title)}</title>
      <div className="grid w-full max-w-md gap-6">
        <Card>
          <CardContent className="grid gap-6">
            <div className="grid gap-1.5">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
              {description && <div className="text-sm text-slate-600">{description}</div>}
            </div>
            {children}
          </CardContent>
        </Card>
        {footer && <div className="text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

/** A text link styled for the auth pages. */
export const authLinkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";
