import { ArrowLeft, BellRing, ChevronDown, LogOut, Settings, Users } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/lib/paths";

export interface ProfileMenuProps {
  /** The signed-in person's name. */
  name: string;
  settingsHref: string;
  /** A parent's Family page (issue 10); absent for a student. */
  familyHref?: string | null;
  onSignOut: () => void;
}

/** The top bar's profile menu (spec 2.8): Profile Settings, Back to Main Site, Sign Out. */
export function ProfileMenu({ name, settingsHref, familyHref, onSignOut }: ProfileMenuProps) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join("") || "?";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // Named by its content, the visible name included (axe: label-content-name-mismatch).
        className="flex shrink-0 items-center gap-1.5 rounded-full py-1 pr-1.5 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {initials}
        </span>
        <span className="sr-only">Profile menu: </span>
        <span className="sr-only lg:not-sr-only lg:max-w-[8rem] lg:truncate">{name}</span>
        <ChevronDown aria-hidden className="hidden size-4 text-slate-500 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {familyHref && (
          <DropdownMenuItem asChild>
            <Link to={familyHref}>
              <Users aria-hidden className="size-4" />
              Family
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={settingsHref}>
            <Settings aria-hidden className="size-4" />
            Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.notificationSettings}>
            <BellRing aria-hidden className="size-4" />
            Notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/">
            <ArrowLeft aria-hidden className="size-4" />
            Back to Main Site
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden className="size-4" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
