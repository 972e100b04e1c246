import type { StudentProfile } from "@app/contract/student";
import { Check, ChevronDown, Users } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** Where a parent manages their children. */
export const FAMILY_PAGE_PATH = "/student/settings?view=family";

/**
 * A parent's child switcher (spec 2.9, issue 10): says whose pages these are, at every width, and
 * changes child or opens the Family page. The address follows the selection.
 */
export function StudentSwitcher({
  students,
  selected,
  onSelect,
}: {
  students: readonly StudentProfile[];
  selected: StudentProfile | null;
  onSelect: (id: number) => void;
}) {
  const name = selected?.firstName ?? "a child";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex h-10 max-w-[12rem] min-w-0 shrink-0 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-1 text-sm font-medium text-brand-900 hover:bg-brand-100">
        {/* The name is the button's own words, "Viewing Mia. Change child", part of them for screen
            readers only: no aria-label for the visible words to disagree with (axe's
            label-content-name-mismatch, issue 21). The initial is drawn, not written. */}
        <span
          aria-hidden
          data-initial={name.charAt(0).toUpperCase()}
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white before:content-[attr(data-initial)]"
        />
        <span className="truncate">
          <span className="sr-only text-brand-800 sm:not-sr-only">Viewing </span>
          {name}
        </span>
        <span className="sr-only">. Change child</span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Your children</DropdownMenuLabel>
        {students.map((student) => {
          const isSelected = student.id === selected?.id;
          return (
            <DropdownMenuItem
              key={student.id}
              aria-current={isSelected ? "true" : undefined}
              onSelect={() => onSelect(student.id)}
            >
              <span className="flex-1">{student.firstName}</span>
              {isSelected && <Check aria-hidden className="size-4" />}
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={FAMILY_PAGE_PATH}>
            <Users aria-hidden className="size-4" />
            Family: add or manage children
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
