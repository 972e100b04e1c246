import { Search, Star } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { CONTENT_TYPES, type ContentType, DIFFICULTIES } from "../api/get-library";
import { capitalise, TYPE_META } from "./content-meta";

interface LibraryFiltersProps {
  term: string;
  onTermChange: (term: string) => void;
  onSubmit: () => void;
  type: ContentType | null;
  onTypeChange: (type: ContentType | null) => void;
  difficulty: string | null;
  onDifficultyChange: (difficulty: string | null) => void;
  isFavouritesOnly: boolean;
  onFavouritesOnlyChange: (value: boolean) => void;
  hasFilters: boolean;
  onClear: () => void;
}

/** The library's search box, type and difficulty filters, and the favourites toggle. */
export function LibraryFilters(props: LibraryFiltersProps) {
  const searchId = useId();
  const typeId = useId();
  const difficultyId = useId();
  return (
    <search aria-label="Library">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        className="grid gap-3"
      >
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            Search the library
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id={searchId}
              type="search"
              value={props.term}
              onChange={(event) => props.onTermChange(event.target.value)}
              placeholder="Title, topic or subject"
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <label htmlFor={typeId} className="text-xs font-medium text-slate-600">
              Type
            </label>
            <Select
              id={typeId}
              value={props.type ?? ""}
              onChange={(event) => props.onTypeChange((event.target.value || null) as ContentType | null)}
            >
              <option value="">All types</option>
              {CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_META[type].plural}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={difficultyId} className="text-xs font-medium text-slate-600">
              Difficulty
            </label>
            <Select
              id={difficultyId}
              value={props.difficulty ?? ""}
              onChange={(event) => props.onDifficultyChange(event.target.value || null)}
            >
              <option value="">Any difficulty</option>
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {capitalise(difficulty)}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            aria-pressed={props.isFavouritesOnly}
            onClick={() => props.onFavouritesOnlyChange(!props.isFavouritesOnly)}
            className={cn(
              "h-11 sm:h-10",
              props.isFavouritesOnly && "border-amber-400 bg-amber-50 text-amber-900",
            )}
          >
            <Star
              aria-hidden
              className={cn("size-4", props.isFavouritesOnly && "fill-amber-400 text-amber-500")}
            />
            Favourites only
          </Button>
          {props.hasFilters && (
            <Button variant="ghost" onClick={props.onClear} className="h-11 sm:h-10">
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
