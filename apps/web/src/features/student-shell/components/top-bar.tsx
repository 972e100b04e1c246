import { PanelLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ColorSchemeToggle } from "@/components/color-scheme-toggle";
import { NotificationBell } from "@/shared/notifications/notification-bell";
import { useSidebar } from "../hooks/use-sidebar";
import { ContentSearch } from "./content-search";
import { FeedbackDialog } from "./feedback-dialog";
import { ProfileMenu, type ProfileMenuProps } from "./profile-menu";
import { RewardsWidget } from "./rewards-widget";

interface TopBarProps {
  studentId: number | null;
  linkFor: (path: string) => string;
  profileMenu: ProfileMenuProps;
  /** Shown before the search on wide screens (the selected child's name for a parent). */
  context?: ReactNode;
}

/** The shell's top bar (spec 2.8): sidebar toggle, search, rewards, dark mode, notifications, feedback and the profile menu. */
export function TopBar({ studentId, linkFor, profileMenu, context }: TopBarProps) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-slate-200 bg-white/95 px-2 py-3 backdrop-blur sm:h-16 sm:flex-nowrap sm:gap-3 sm:px-4 sm:py-0">
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-expanded={isMobile ? openMobile : open}
        title="Toggle sidebar (Ctrl+B)"
        className="flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <PanelLeft aria-hidden className="size-5" />
      </button>
      {context}
      {/* On phones the search gets a full-width row of its own under the buttons. */}
      <ContentSearch
        studentId={studentId}
        linkFor={linkFor}
        className="order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1"
      />
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <RewardsWidget studentId={studentId} />
        <ColorSchemeToggle />
        <NotificationBell />
        <FeedbackDialog />
        <ProfileMenu {...profileMenu} />
      </div>
    </header>
  );
}
