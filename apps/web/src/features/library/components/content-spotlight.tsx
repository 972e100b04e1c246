import type { ContentItem } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type ContentType, LIBRARY_MAX_LIMIT, libraryPageQueryOptions } from "../api/get-library";
import { capitalise, TYPE_META } from "./content-meta";

interface ContentSpotlightProps {
  contentId: number;
  type: ContentType | null;
  studentId: number | null;
  /** The results on screen, where the item usually is already. */
  loadedItems: readonly ContentItem[] | undefined;
  /** The assignments page for the selected student. */
  assignmentsHref: string;
  onClose: () => void;
  onRecordOpened: (contentId: number) => void;
}

/**
 * An item opened in the library (`?content={id}&type=`, spec 2.8: the top bar's quiz and homework
 * results land here): its details at the top of the page, focused, with what to do next. Opening it
 * counts as accessing it.
 */
export function ContentSpotlight({
  contentId,
  type,
  studentId,
  loadedItems,
  assignmentsHref,
  onClose,
  onRecordOpened,
}: ContentSpotlightProps) {
  const fromResults = loadedItems?.find((item) => item.id === contentId);
  // Not among the results on screen: look through that type's items.
  const lookup = useQuery({
    ...libraryPageQueryOptions(
      { search: "", type, difficulty: null, isFavouritesOnly: false },
      LIBRARY_MAX_LIMIT,
      studentId,
    ),
    enabled: loadedItems !== undefined && !fromResults,
  });
  const item = fromResults ?? lookup.data?.items.find((candidate) => candidate.id === contentId);
  const heading = useRef<HTMLHeadingElement>(null);
  const recorded = useRef(false);

  useEffect(() => {
    if (!item || recorded.current) return;
    recorded.current = true;
    onRecordOpened(item.id);
    heading.current?.focus();
  }, [item, onRecordOpened]);

  if (!item) {
    if (loadedItems === undefined || lookup.isPending) {
      return (
        <div
          role="status"
          aria-label="Opening the item"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="mt-3 h-4 w-3/4" />
        </div>
      );
    }
    return (
      <Alert tone="info" title="That item isn't in your library">
        <p>It may have been removed. Search the library for something similar.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onClose}>
          Close
        </Button>
      </Alert>
    );
  }

  const { label, Icon } = TYPE_META[item.type];
  const isAssignment = item.type === "quiz" || item.type === "homework";
  return (
    <section
      aria-labelledby="spotlight-heading"
      className="relative grid gap-3 rounded-xl border-2 border-brand-500 bg-brand-50/50 p-5 shadow-sm"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Close"
        onClick={onClose}
        className="absolute top-2 right-2"
      >
        <X aria-hidden className="size-5" />
      </Button>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
        <Icon aria-hidden className="size-4" /> {label}
      </p>
      <h2
        id="spotlight-heading"
        ref={heading}
        tabIndex={-1}
        className="pr-10 text-xl font-semibold text-slate-900 outline-none"
      >
        {item.title}
      </h2>
      {item.description && <p className="text-slate-700">{item.description}</p>}
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        <Badge>{item.subject}</Badge>
        <Badge>{capitalise(item.difficulty)}</Badge>
        {item.topics.map((topic) => (
          <Badge key={topic} className="font-normal">
            {topic}
          </Badge>
        ))}
      </p>
      {isAssignment && (
        <div className="flex flex-wrap items-center gap-3">
          {item.type === "quiz" ? (
            <Link
              to={`${assignmentsHref}${assignmentsHref.includes("?") ? "&" : "?"}quiz_content=${item.id}`}
              className={buttonClasses()}
            >
              Take the quiz
            </Link>
          ) : (
            <Link to={assignmentsHref} className={buttonClasses()}>
              Open in Assignments
            </Link>
          )}
          <p className="text-sm text-slate-600">
            {item.type === "quiz"
              ? "Your result and the answers show when you submit it."
              : "Homework is handed in from your assignments."}
          </p>
        </div>
      )}
    </section>
  );
}
