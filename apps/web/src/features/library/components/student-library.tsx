import type { ContentItem } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyBoxIllustration } from "@/components/illustrations/empty-box";
import { NoResultsIllustration } from "@/components/illustrations/no-results";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { batchProgressQueryOptions, type ProgressById } from "../api/get-batch-progress";
import {
  CONTENT_TYPES,
  type ContentType,
  type LibraryFilters as Filters,
  formatResultCount,
  LIBRARY_MAX_LIMIT,
  LIBRARY_PAGE_SIZE,
  libraryPageQueryOptions,
} from "../api/get-library";
import { recentMaterialsQueryOptions } from "../api/get-recent-materials";
import { useMarkOpened } from "../api/mark-opened";
import { useToggleFavourite } from "../api/toggle-favourite";
import { useSearchTerm } from "../hooks/use-search-term";
import { ContentCard } from "./content-card";
import { opensMaterial } from "./content-meta";
import { ContentSpotlight } from "./content-spotlight";
import { LibraryFilters } from "./library-filters";
import { RecentStrip } from "./recent-strip";

interface StudentLibraryProps {
  studentId: number | null;
  /** A student page's address for the selected student (adds student_id for a parent). */
  linkFor: (path: string) => string;
}

function readType(value: string | null): ContentType | null {
  return CONTENT_TYPES.find((type) => type === value) ?? null;
}

function readFilters(params: URLSearchParams): Filters {
  return {
    search: params.get("search") ?? "",
    type: readType(params.get("type")),
    difficulty: params.get("difficulty") || null,
    isFavouritesOnly: params.get("favourites") === "true",
  };
}

/** The material ids of the items that have one, for their progress badges. */
function materialIdsOf(...lists: (readonly ContentItem[] | undefined)[]): number[] {
  return lists.flatMap((list) =>
    (list ?? []).flatMap((item) => (item.type === "material" && item.material_id ? [item.material_id] : [])),
  );
}

/**
 * The student's library (spec 2.3, 7.2): search (the address's `?search=`), type, difficulty and
 * favourites filters, recently accessed items, result cards with mastery badges and favourite stars.
 * `?content={id}&type=` (quiz and homework results of the top bar) opens that item.
 */
export function StudentLibrary({ studentId, linkFor }: StudentLibraryProps) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const contentId = Number(params.get("content")) || null;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const { term, setTerm, commitNow } = useSearchTerm(filters.search, (value) =>
    update({ search: value.trim() }),
  );

  // "Show more" asks for more of the same results; any new filter starts again from one page.
  const signature = JSON.stringify(filters);
  const [paging, setPaging] = useState({ signature, limit: LIBRARY_PAGE_SIZE });
  const limit = paging.signature === signature ? paging.limit : LIBRARY_PAGE_SIZE;

  const results = useQuery(libraryPageQueryOptions(filters, limit, studentId));
  const hasFilters = Boolean(
    filters.search.trim() || filters.type || filters.difficulty || filters.isFavouritesOnly,
  );
  const recent = useQuery({ ...recentMaterialsQueryOptions(studentId), enabled: !hasFilters });
  const progress = useQuery({
    ...batchProgressQueryOptions(materialIdsOf(results.data?.items, recent.data), studentId),
    placeholderData: (previous) => previous,
  });
  const favourite = useToggleFavourite(studentId);
  const opened = useMarkOpened(studentId);

  const materialHref = (item: ContentItem) =>
    opensMaterial(item) ? linkFor(`/student/material/${item.material_id}`) : null;
  const openItem = (item: ContentItem) => {
    if (opensMaterial(item)) opened.mutate(item.id);
    else update({ content: String(item.id) });
  };
  const cardProps = {
    progressById: progress.data,
    favouriteBusyId: favourite.isPending ? favourite.variables?.id : undefined,
    materialHref,
    onOpen: openItem,
    onToggleFavourite: (item: ContentItem) => favourite.mutate(item),
  };

  return (
    <div className="grid gap-6">
      <LibraryFilters
        term={term}
        onTermChange={setTerm}
        onSubmit={commitNow}
        type={filters.type}
        onTypeChange={(type) => update({ type, content: null })}
        difficulty={filters.difficulty}
        onDifficultyChange={(difficulty) => update({ difficulty })}
        isFavouritesOnly={filters.isFavouritesOnly}
        onFavouritesOnlyChange={(value) => update({ favourites: value ? "true" : null })}
        hasFilters={hasFilters}
        onClear={() => {
          setTerm("");
          update({ search: null, type: null, difficulty: null, favourites: null, content: null });
        }}
      />

      {contentId !== null && (
        <ContentSpotlight
          key={contentId}
          contentId={contentId}
          type={readType(params.get("type"))}
          studentId={studentId}
          loadedItems={results.data?.items}
          assignmentsHref={linkFor("/student/homework")}
          onClose={() => update({ content: null })}
          onRecordOpened={(id) => opened.mutate(id)}
        />
      )}

      {!hasFilters && <RecentStrip query={recent} {...cardProps} />}

      <section aria-labelledby="library-results" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="library-results" className="text-lg font-semibold text-slate-900">
            {hasFilters ? "Results" : "All content"}
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {results.data
              ? `${formatResultCount(results.data.total, results.data.isTotalCapped)}${filters.search.trim() ? ` for “${filters.search.trim()}”` : ""}`
              : ""}
          </p>
        </div>
        {progress.isError && (
          <p className="text-xs text-slate-500">
            Progress badges are missing for now: {progress.error.message}.
          </p>
        )}
        {results.isPending ? (
          <ResultsSkeleton />
        ) : results.isError ? (
          <Alert tone="error" title="The library didn't load">
            <p>{results.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void results.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : results.data.items.length === 0 ? (
          <EmptyResults
            isFavouritesOnly={filters.isFavouritesOnly && !filters.search.trim()}
            onClear={() => {
              setTerm("");
              update({ search: null, type: null, difficulty: null, favourites: null });
            }}
          />
        ) : (
          <>
            <ResultsList
              items={results.data.items}
              highlightedId={contentId}
              isRefreshing={results.isPlaceholderData}
              {...cardProps}
            />
            <ShowMore
              shown={results.data.items.length}
              total={results.data.total}
              limit={limit}
              isBusy={results.isFetching}
              onMore={() =>
                setPaging({ signature, limit: Math.min(LIBRARY_MAX_LIMIT, limit + LIBRARY_PAGE_SIZE) })
              }
            />
          </>
        )}
      </section>
    </div>
  );
}

export interface CardListProps {
  progressById: ProgressById | undefined;
  favouriteBusyId: number | undefined;
  materialHref: (item: ContentItem) => string | null;
  onOpen: (item: ContentItem) => void;
  onToggleFavourite: (item: ContentItem) => void;
}

function ResultsList({
  items,
  highlightedId,
  isRefreshing,
  progressById,
  favouriteBusyId,
  materialHref,
  onOpen,
  onToggleFavourite,
}: CardListProps & { items: ContentItem[]; highlightedId: number | null; isRefreshing: boolean }) {
  const highlighted = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlightedId !== null) highlighted.current?.scrollIntoView?.({ block: "nearest" });
  }, [highlightedId]);
  return (
    <ul
      aria-label="Library results"
      aria-busy={isRefreshing || undefined}
      className={`grid gap-3 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${isRefreshing ? "opacity-60" : ""}`}
    >
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard
            ref={item.id === highlightedId ? highlighted : undefined}
            item={item}
            isHighlighted={item.id === highlightedId}
            materialHref={materialHref(item)}
            progress={item.material_id ? progressById?.[String(item.material_id)] : undefined}
            isFavouriteBusy={favouriteBusyId === item.id}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
          />
        </li>
      ))}
    </ul>
  );
}

function ShowMore({
  shown,
  total,
  limit,
  isBusy,
  onMore,
}: {
  shown: number;
  total: number;
  limit: number;
  isBusy: boolean;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  if (limit >= LIBRARY_MAX_LIMIT) {
    return (
      <p className="text-center text-sm text-slate-600">
        Showing the first {shown}. Add a word to the search or a filter to find the rest.
      </p>
    );
  }
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onMore} isBusy={isBusy}>
        Show more
      </Button>
    </div>
  );
}

function EmptyResults({ isFavouritesOnly, onClear }: { isFavouritesOnly: boolean; onClear: () => void }) {
  return (
    <EmptyState
      illustration={isFavouritesOnly ? EmptyBoxIllustration : NoResultsIllustration}
      title={isFavouritesOnly ? "No favourites yet" : "No results found"}
      action={
        <Button variant="outline" onClick={onClear}>
          {isFavouritesOnly ? "Show everything" : "Clear filters"}
        </Button>
      }
    >
      {isFavouritesOnly
        ? "Tap the star on a lesson, video or quiz to keep it here for later."
        : "Try different keywords, or clear the filters to see everything."}
    </EmptyState>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading the library" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <div key={key} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-10" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
