import type { ContentItem } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { FileText, ListChecks, Search, Video } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import {
  canSearch,
  contentResultHref,
  librarySearchHref,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DROPDOWN_SIZE,
  searchQueryOptions,
} from "../api/search-content";

interface ContentSearchProps {
  studentId: number | null;
  /** A student page's address for the selected student (adds student_id for a parent). */
  linkFor: (path: string) => string;
  className?: string;
}

const typeIcon = { material: FileText, video: Video, quiz: ListChecks, homework: ListChecks } as const;

/**
 * The top bar's search (spec 2.8, 5, 9): 2 trimmed characters (or any on the library and
 * learning-paths pages), debounced 300 ms, cached 10 minutes; up to 5 results in a dropdown and
 * "View all N results in Library" beyond that. Arrows move, Enter opens, Escape closes.
 */
export function ContentSearch({ studentId, linkFor, className }: ContentSearchProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const isEnabled = canSearch(debouncedTerm, pathname) && studentId !== null;
  const query = useQuery(searchQueryOptions(debouncedTerm, studentId, isEnabled));
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const trimmed = debouncedTerm.trim();
  const shown = query.data?.items.slice(0, SEARCH_DROPDOWN_SIZE) ?? [];
  const total = query.data?.total ?? 0;
  const hasMore = total > SEARCH_DROPDOWN_SIZE;
  // Options: the shown results, then "View all" when there are more.
  const optionCount = shown.length + (hasMore ? 1 : 0);
  const isDropdownVisible = isOpen && isEnabled && trimmed.length > 0 && term.trim().length > 0;

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const go = (href: string) => {
    close();
    setTerm("");
    inputRef.current?.blur();
    void navigate(linkFor(href));
  };
  const openOption = (index: number) => {
    const item = shown[index];
    if (item) go(contentResultHref(item));
    else if (hasMore && index === shown.length) go(librarySearchHref(trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setIsOpen(true);
      if (optionCount === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + optionCount) % optionCount);
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      if (activeIndex >= 0) openOption(activeIndex);
      else if (trimmed) go(librarySearchHref(trimmed));
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={cn("relative w-full max-w-md", className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search lessons and topics
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={isDropdownVisible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isDropdownVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder="Search lessons, topics..."
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setTimeout(close, 150)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      {query.isFetching && isEnabled && (
        <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2" />
      )}
      {isDropdownVisible && (
        <div className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
          {query.isPending && <p className="px-4 py-3 text-sm text-slate-500">Searching…</p>}
          {query.isError && (
            <p className="px-4 py-3 text-sm text-slate-600">
              Search is unavailable right now. Try again soon.
            </p>
          )}
          {query.isSuccess && shown.length === 0 && (
            <div className="px-4 py-4 text-center">
              <p className="text-sm font-medium text-slate-900">No results found</p>
              <p className="mt-1 text-sm text-slate-500">Try different keywords or check the Library</p>
            </div>
          )}
          {shown.length > 0 && (
            <div id={listId} role="listbox" aria-label="Search results" className="py-1">
              {shown.map((item, index) => (
                <SearchOption
                  key={item.id}
                  id={optionId(index)}
                  item={item}
                  isActive={index === activeIndex}
                  onPick={() => openOption(index)}
                  onHover={() => setActiveIndex(index)}
                />
              ))}
              {hasMore && (
                <div
                  id={optionId(shown.length)}
                  role="option"
                  aria-selected={activeIndex === shown.length}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openOption(shown.length)}
                  onKeyDown={() => {}}
                  onMouseEnter={() => setActiveIndex(shown.length)}
                  className={cn(
                    "cursor-pointer border-t border-slate-100 px-4 py-2.5 text-sm font-medium text-brand-700",
                    activeIndex === shown.length && "bg-slate-100",
                  )}
                >
                  View all {total}
                  {query.data?.isTotalCapped ? "+" : ""} results in Library
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function SearchOption({
  id,
  item,
  isActive,
  onPick,
  onHover,
}: {
  id: string;
  item: ContentItem;
  isActive: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const Icon = typeIcon[item.content_type ?? item.type] ?? FileText;
  return (
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      // Keep focus in the input so the blur does not close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onKeyDown={() => {}}
      onMouseEnter={onHover}
      className={cn("flex cursor-pointer items-start gap-3 px-4 py-2.5", isActive && "bg-slate-100")}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">{item.title}</span>
        <span className="block truncate text-xs text-slate-500">
          {item.subject} · {item.difficulty}
        </span>
      </span>
    </div>
  );
}
