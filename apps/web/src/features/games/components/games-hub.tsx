import type { GameFiltersInput } from "@app/contract/games";
import { Gamepad2, Heart, Play } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { NoResultsIllustration } from "@/components/illustrations/no-results";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { prefetchOnIntent } from "@/lib/prefetch";
import { withStudentId } from "@/lib/student-query";
import { type GameCard, useGamesData } from "../api/get-games-data";
import { useUpdateGamePreferences } from "../api/update-game-preferences";

export const playPath = (card: { id: string; engine: string }, studentId: number | null) =>
  withStudentId(`/student/play/${card.engine}/${card.id}`, studentId);

/**
 * The games hub (issue 23): the catalogue with spec 7.2's filters, favourites kept on the server,
 * recently played, and on each card what it practises and how well the student knows it.
 */
export function GamesHub({ studentId }: { studentId: number | null }) {
  const [subject, setSubject] = useState("");
  const [difficulty, setDifficulty] = useState<NonNullable<GameFiltersInput["difficulty"]>>("all");
  const [search, setSearch] = useState("");
  const [favoriteOnly, setFavoriteOnly] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const filters: GameFiltersInput = {
    ...(subject ? { subjects: [subject] } : {}),
    ...(difficulty !== "all" ? { difficulty } : {}),
    ...(deferredSearch.trim() ? { search: deferredSearch.trim() } : {}),
    ...(favoriteOnly ? { favoriteOnly: true } : {}),
  };
  const games = useGamesData(filters, studentId);
  const preferences = useUpdateGamePreferences(studentId);
  const data = games.data;

  return (
    <div className="grid gap-6">
      <form
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter games"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="games-subject" className="grid gap-1 text-sm font-medium">
          Subject
          <Select
            id="games-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            aria-label="Subject"
          >
            <option value="">All subjects</option>
            {(data?.subjects ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor="games-difficulty" className="grid gap-1 text-sm font-medium">
          Difficulty
          <Select
            id="games-difficulty"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as typeof difficulty)}
          >
            <option value="all">Any difficulty</option>
            <option value="beginner">Beginner</option>
            <option value="intermediate">Intermediate</option>
            <option value="advanced">Advanced</option>
          </Select>
        </label>
        <label htmlFor="games-search" className="grid gap-1 text-sm font-medium">
          Search
          <Input
            id="games-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="e.g. fractions"
            maxLength={100}
          />
        </label>
        <label className="flex items-center gap-2 self-end text-sm font-medium sm:h-10">
          <input type="checkbox" checked={favoriteOnly} onChange={(e) => setFavoriteOnly(e.target.checked)} />
          Favourites only
        </label>
      </form>

      {data && data.recently_played.length > 0 && (
        <section aria-labelledby="recent-games" className="grid gap-2">
          <h2 id="recent-games" className="text-lg font-semibold">
            Recently played
          </h2>
          <ul className="flex flex-wrap gap-2" data-testid="recent-games">
            {data.recently_played.map((r) => (
              <li key={r.card_id}>
                <Link
                  to={playPath({ id: r.card_id, engine: r.engine }, studentId)}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  {r.title}
                  {r.xp_awarded ? ` · +${r.xp_awarded} XP` : ""}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {games.isPending ? (
        <div role="status" aria-label="Loading games" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : games.isError ? (
        <Alert tone="error" title="The games could not be loaded">
          <p>{games.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void games.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data && data.cards.length === 0 ? (
        <EmptyState
          illustration={NoResultsIllustration}
          title={favoriteOnly ? "No favourites yet" : "No games match"}
          action={
            <Button
              variant="outline"
              onClick={() => {
                setSubject("");
                setDifficulty("all");
                setSearch("");
                setFavoriteOnly(false);
              }}
            >
              Clear the filters
            </Button>
          }
        >
          {favoriteOnly
            ? "Tap the heart on a game to keep it here."
            : "Try another subject or a shorter search."}
        </EmptyState>
      ) : (
        <section aria-label="Games" className="grid gap-2">
          <p className="text-sm text-slate-600" data-testid="games-count">
            {data?.cards.length} of {data?.total} games
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="games-grid">
            {data?.cards.map((card) => (
              <GameCardView
                key={card.id}
                card={card}
                studentId={studentId}
                onFavorite={(on) => preferences.mutate({ favorite: { card_id: card.id, on } })}
              />
            ))}
          </ul>
        </section>
      )}
      {preferences.isError && (
        <p role="alert" className="text-sm text-red-700">
          {preferences.error.message}
        </p>
      )}
    </div>
  );
}

function GameCardView({
  card,
  studentId,
  onFavorite,
}: {
  card: GameCard;
  studentId: number | null;
  onFavorite: (on: boolean) => void;
}) {
  const href = playPath(card, studentId);
  return (
    <li
      data-testid="game-card"
      data-card-id={card.id}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <Badge tone="brand" className="w-fit">
            <Gamepad2 aria-hidden className="mr-1 inline size-3" />
            {card.engine_name}
          </Badge>
          <h3 className="font-semibold text-slate-900">{card.title}</h3>
        </div>
        <button
          type="button"
          aria-pressed={card.is_favorite}
          aria-label={
            card.is_favorite ? `Remove ${card.title} from favourites` : `Add ${card.title} to favourites`
          }
          onClick={() => onFavorite(!card.is_favorite)}
          className="rounded-full p-2 text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Heart aria-hidden className="size-5" fill={card.is_favorite ? "currentColor" : "none"} />
        </button>
      </div>
      <p className="text-sm text-slate-600">{card.practises}</p>
      <div className="grid gap-1">
        <div className="flex justify-between text-xs text-slate-600">
          <span data-testid="card-mastery">{card.mastery_label}</span>
          <span>
            {card.item_count} questions{card.due_count > 0 ? ` · ${card.due_count} due` : ""}
          </span>
        </div>
        <ProgressBar
          value={Math.round(card.mastery * 100)}
          max={100}
          label={`How well you know ${card.title}`}
          valueText={`${Math.round(card.mastery * 100)}% known`}
        />
      </div>
      <Link to={href} {...prefetchOnIntent(href)} className={buttonClasses({ className: "mt-auto w-fit" })}>
        <Play aria-hidden className="size-4" /> Play
      </Link>
    </li>
  );
}
