import type { ContentItem } from "@app/contract/dashboard";
import type { UseQueryResult } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { ContentCard } from "./content-card";
import type { CardListProps } from "./student-library";

/** "Recently accessed" (spec 9): the last items the student opened, newest first, in a scrolling row. */
export function RecentStrip({
  query,
  progressById,
  favouriteBusyId,
  materialHref,
  onOpen,
  onToggleFavourite,
}: CardListProps & { query: UseQueryResult<ContentItem[]> }) {
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <section aria-labelledby="recent-heading" className="grid gap-3">
      <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
        Recently accessed
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading recent items" className="flex gap-3 overflow-hidden">
          {["a", "b", "c"].map((key) => (
            <Skeleton key={key} className="h-28 w-64 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : (
        <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
          {query.data.map((item) => (
            <li key={item.id} className="w-64 shrink-0 snap-start sm:w-72">
              <ContentCard
                item={item}
                isCompact
                materialHref={materialHref(item)}
                progress={item.material_id ? progressById?.[String(item.material_id)] : undefined}
                isFavouriteBusy={favouriteBusyId === item.id}
                onOpen={onOpen}
                onToggleFavourite={onToggleFavourite}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
