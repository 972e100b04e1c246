import { BellRing, ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { getRoleHomePath, paths } from "@/lib/paths";
import { useSignOut } from "../sign-out";

/** The signed-in user's name with a menu: home, profile, sign out. */
export default function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100">
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {initials}
        </span>
        <span className="max-w-[10rem] truncate">{name}</span>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          Signed in as <span className="font-medium text-slate-700">{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={getRoleHomePath(user.role)}>
            <LayoutDashboard aria-hidden className="size-4" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden className="size-4" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.notificationSettings}>
            <BellRing aria-hidden className="size-4" />
            Notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden className="size-4" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
