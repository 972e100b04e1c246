import type { ContentItem } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, ClipboardList, Heart, HelpCircle, PlayCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyBoxIllustration } from "@/components/illustrations/empty-box";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { withStudentId } from "@/lib/student-query";
import { favouritesQueryOptions } from "../api/get-favourites";
import { useRemoveFavourite } from "../api/toggle-favourite";

const TYPE_META = {
  material: { label: "Material", Icon: BookOpen },
  video: { label: "Video", Icon: PlayCircle },
  quiz: { label: "Quiz", Icon: HelpCircle },
  homework: { label: "Homework", Icon: ClipboardList },
} as const;

const LIBRARY_PATH = "/student/library";

/** Where an item opens: materials and videos on their page, quizzes and homework in the library. */
function itemLink(item: ContentItem, studentId: number | null, isParentAccount: boolean): string {
  const scope = isParentAccount ? studentId : null;
  if (item.type === "material" || item.type === "video") {
    return withStudentId(paths.student.material(item.material_id ?? item.id), scope);
  }
  return withStudentId(`${LIBRARY_PATH}?content=${item.id}&type=${item.type}`, scope);
}

/** The selected student's favourites, each with a button that removes it from the list. */
export function FavouritesList({
  studentId,
  isParentAccount,
}: {
  studentId: number | null;
  isParentAccount: boolean;
}) {
  const query = useQuery(favouritesQueryOptions(studentId));
  const remove = useRemoveFavourite(studentId);
  const [announcement, setAnnouncement] = useState("");

  function unfavourite(item: ContentItem) {
    setAnnouncement("");
    remove.mutate(item.id, {
      onSuccess: () => setAnnouncement(`${item.title} was removed from your favourites.`),
    });
  }

  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
      {query.isPending ? (
        <FavouritesSkeleton />
      ) : query.isError ? (
        <Alert tone="error" title="Your favourites didn't load">
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <EmptyFavourites libraryPath={withStudentId(LIBRARY_PATH, isParentAccount ? studentId : null)} />
      ) : (
        <ul aria-label="Favourites" className="grid gap-3 md:grid-cols-2">
          {query.data.map((item) => {
            const { label, Icon } = TYPE_META[item.type];
            return (
              <li
                key={item.id}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </div>
                <div className="grid min-w-0 flex-1 gap-1">
                  <Link
                    to={itemLink(item, studentId, isParentAccount)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                    <Badge>{label}</Badge>
                    <span>{item.subject}</span>
                    <span aria-hidden>·</span>
                    <span className="capitalize">{item.difficulty}</span>
                  </p>
                  {item.description && <p className="text-sm text-slate-600">{item.description}</p>}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${item.title} from favourites`}
                  title="Remove from favourites"
                  disabled={remove.isPending && remove.variables === item.id}
                  onClick={() => unfavourite(item)}
                  className="shrink-0"
                >
                  <Heart aria-hidden className="size-5 fill-pink-600 text-pink-600" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function EmptyFavourites({ libraryPath }: { libraryPath: string }) {
  return (
    <EmptyState
      illustration={EmptyBoxIllustration}
      title="No favourites yet"
      action={
        <Link to={libraryPath} className={buttonClasses({ variant: "outline" })}>
          Browse the Library
        </Link>
      }
    >
      Tap the heart on a lesson, video or quiz in the Library to keep it here for later.
    </EmptyState>
  );
}

function FavouritesSkeleton() {
  return (
    <div role="status" aria-label="Loading your favourites" className="grid gap-3 md:grid-cols-2">
      {["a", "b", "c", "d", "e", "f"].slice(0, 4).map((i) => (
        <div key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-10" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
