import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";

/** Newer and older pages of a list, as links (so each page has its own address). */
export function Pager({
  page,
  totalPages,
  toPage,
}: {
  page: number;
  totalPages: number;
  toPage: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={toPage(page - 1)} className={buttonClasses({ variant: "outline" })} rel="prev">
          ← Newer posts
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={toPage(page + 1)} className={buttonClasses({ variant: "outline" })} rel="next">
          Older posts →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
