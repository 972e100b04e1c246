import type { LucideIcon } from "lucide-react";
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  Gamepad2,
  Heart,
  LayoutDashboard,
  MessageSquare,
  Trophy,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface HubNode {
  label: string;
  to: string;
  Icon: LucideIcon;
  /** A short line under the label (a live number, or a hint). */
  detail?: string;
}

/** The portal's main sections, as the sidebar lists them (spec 2.8). */
export const PORTAL_SECTIONS: HubNode[] = [
  { label: "Dashboard", to: "/student/dashboard", Icon: LayoutDashboard },
  { label: "Library", to: "/student/library", Icon: BookOpen },
  { label: "Games", to: "/student/games", Icon: Gamepad2 },
  { label: "Schedule", to: "/student/schedule", Icon: CalendarDays },
  { label: "Progress", to: "/student/progress", Icon: BarChart3 },
  { label: "Messages", to: "/student/messages", Icon: MessageSquare },
  { label: "Leaderboard", to: "/student/rewards/leaderboard", Icon: Trophy },
  { label: "Favourites", to: "/student/favorites", Icon: Heart },
];

/**
 * Sections arranged on a circle around a centre; in the page's reading order they are a plain
 * list of links, so keyboards and screen readers go round the circle in order.
 */
export function CircularHub({
  nodes,
  center,
  label,
}: {
  nodes: HubNode[];
  center: ReactNode;
  label: string;
}) {
  return (
    <nav aria-label={label} className="mx-auto w-full max-w-[34rem]">
      <div className="relative aspect-square w-full">
        <div
          aria-hidden
          className="absolute inset-[12%] rounded-full border-2 border-dashed border-brand-200"
        />
        <div className="absolute inset-[32%] flex flex-col items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 p-2 text-center text-white shadow-lg">
          {center}
        </div>
        <ul>
          {nodes.map((node, index) => {
            const angle = (index / nodes.length) * 2 * Math.PI - Math.PI / 2;
            const left = 50 + 38 * Math.cos(angle);
            const top = 50 + 38 * Math.sin(angle);
            return (
              <li
                key={node.label}
                className="absolute w-[23%] -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${left}%`, top: `${top}%` }}
              >
                <Link
                  to={node.to}
                  className="flex flex-col items-center gap-1 rounded-2xl border border-slate-200 bg-white p-2 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                >
                  <node.Icon aria-hidden className="size-5 text-brand-700 sm:size-6" />
                  <span className="text-xs font-medium text-slate-900 sm:text-sm">{node.label}</span>
                  {node.detail && (
                    <span className="text-[0.7rem] leading-tight text-slate-600 sm:text-xs">
                      {node.detail}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
