import type { LessonSearchResult } from "@app/contract/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { searchLessonsQueryOptions } from "@/shared/catalogue/search-lessons";

/** How many matches the list shows; typing more narrows it. */
const SHOWN = 8;

/**
 * Picks a lesson of the catalogue for "Material (a lesson)" homework (issue 21): type to search the
 * published lessons (the server ranks them), arrows move, Enter picks, Escape closes. The chosen
 * lesson's id goes with the form as `name`.
 */
export function LessonPicker({ name, errors }: { name: string; errors?: readonly string[] }) {
  const [term, setTerm] = useState("");
  const [picked, setPicked] = useState<LessonSearchResult | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term, 250);
  const query = useQuery({ ...searchLessonsQueryOptions(debounced), placeholderData: keepPreviousData });
  const id = useId();
  const listId = `${id}-list`;
  const hasTerm = debounced.trim().length > 0;
  const shown = hasTerm ? (query.data?.lessons.slice(0, SHOWN) ?? []) : [];
  const isListVisible = isOpen && hasTerm && term.trim().length > 0;
  const error = errors?.[0];

  const pick = (lesson: LessonSearchResult) => {
    setPicked(lesson);
    setTerm("");
    setIsOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setIsOpen(false);
      setActive(-1);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setIsOpen(true);
      if (shown.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === "Enter") {
      // Enter picks the highlighted lesson; it never submits the form half-filled.
      event.preventDefault();
      const lesson = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
      if (lesson) pick(lesson);
    }
  };

  if (picked) {
    return (
      <fieldset className="grid gap-1.5 sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Lesson</legend>
        <input type="hidden" name={name} value={picked.id} />
        <div className="flex items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-3 py-2">
          <span className="grid min-w-0">
            <span className="truncate font-medium text-slate-900">{picked.title}</span>
            <span className="truncate text-xs text-slate-600">
              {picked.course.title} · {picked.unit.title}
            </span>
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => setPicked(null)}>
            <X aria-hidden className="size-4" />
            Change lesson
          </Button>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="relative grid gap-1.5 sm:col-span-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        Lesson
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          required
          aria-expanded={isListVisible}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          aria-activedescendant={isListVisible && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Search the catalogue, for example fractions"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setIsOpen(true);
            setActive(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setTimeout(() => setIsOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        {query.isFetching && hasTerm && (
          <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2" />
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Type a topic or title, then pick a lesson with the arrow keys and Enter.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {isListVisible && (
        <div className="absolute top-[4.5rem] right-0 left-0 z-20 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
          {query.isError ? (
            <p className="px-4 py-3 text-sm text-slate-700">
              Search is unavailable right now. Try again soon.
            </p>
          ) : query.isPending ? (
            <p className="px-4 py-3 text-sm text-slate-700">Searching…</p>
          ) : shown.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-700">No lesson matches "{debounced.trim()}".</p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Matching lessons" className="max-h-72 overflow-y-auto">
            {shown.map((lesson, index) => (
              <div
                key={lesson.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(lesson)}
                onKeyDown={() => {}}
                onMouseEnter={() => setActive(index)}
                className={cn("grid cursor-pointer px-4 py-2 text-sm", index === active && "bg-slate-100")}
              >
                <span className="font-medium text-slate-900">{lesson.title}</span>
                <span className="text-xs text-slate-600">
                  {lesson.course.title} · {lesson.unit.title} · {lesson.difficulty}
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
