import type { ContentItem } from "@app/contract/dashboard";
import { Star } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { prefetchOnIntent } from "@/lib/prefetch";
import type { MaterialProgress } from "../api/get-batch-progress";
import { capitalise, opensMaterial, TYPE_META } from "./content-meta";
import { MasteryBadge } from "./mastery-badge";

export interface ContentCardProps {
  item: ContentItem;
  /** The material page's address for this item, when it opens there. */
  materialHref: string | null;
  progress: MaterialProgress | null | undefined;
  isHighlighted?: boolean;
  isFavouriteBusy?: boolean;
  onOpen: (item: ContentItem) => void;
  onToggleFavourite: (item: ContentItem) => void;
  /** A smaller card for the "Recently accessed" strip. */
  isCompact?: boolean;
  ref?: Ref<HTMLElement>;
}

/** One library item: title, subject, type, difficulty, topics, mastery badge and a favourite star. */
export function ContentCard({
  item,
  materialHref,
  progress,
  isHighlighted = false,
  isFavouriteBusy = false,
  onOpen,
  onToggleFavourite,
  isCompact = false,
  ref,
}: ContentCardProps) {
  const { label, Icon } = TYPE_META[item.type];
  const titleClasses =
    "rounded text-left font-medium text-slate-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <article
      ref={ref}
      tabIndex={isHighlighted ? -1 : undefined}
      aria-current={isHighlighted || undefined}
      data-content-id={item.id}
      className={cn(
        "relative flex h-full gap-3 rounded-xl border bg-white p-4 shadow-sm transition-shadow hover:shadow-md",
        isHighlighted ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200",
      )}
    >
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-5" />
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h3 className={cn("pr-8", isCompact ? "line-clamp-2 text-sm" : "text-base")}>
          {materialHref && opensMaterial(item) ? (
            <Link
              to={materialHref}
              className={titleClasses}
              onClick={() => onOpen(item)}
              {...prefetchOnIntent(materialHref)}
            >
              {item.title}
            </Link>
          ) : (
            <button type="button" className={titleClasses} onClick={() => onOpen(item)}>
              {item.title}
            </button>
          )}
        </h3>
        {!isCompact && item.description && (
          <p className="line-clamp-2 text-sm text-slate-600">{item.description}</p>
        )}
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
          <Badge>{label}</Badge>
          <span>{item.subject}</span>
          <span aria-hidden>·</span>
          <span>{capitalise(item.difficulty)}</span>
          {progress && <MasteryBadge progress={progress} />}
        </p>
        {!isCompact && item.topics.length > 0 && (
          <ul aria-label="Topics" className="flex flex-wrap gap-1">
            {item.topics.slice(0, 4).map((topic) => (
              <li key={topic} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                {topic}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        aria-pressed={item.bookmarked}
        aria-label={
          item.bookmarked ? `Remove ${item.title} from favourites` : `Add ${item.title} to favourites`
        }
        title={item.bookmarked ? "Remove from favourites" : "Add to favourites"}
        disabled={isFavouriteBusy}
        onClick={() => onToggleFavourite(item)}
        className="absolute top-2 right-2 z-10 flex size-10 items-center justify-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-amber-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <Star aria-hidden className={cn("size-5", item.bookmarked && "fill-amber-400 text-amber-500")} />
      </button>
    </article>
  );
}
