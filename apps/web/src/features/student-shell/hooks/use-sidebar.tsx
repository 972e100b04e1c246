import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  defaultSidebarOpen,
  initialSidebarOpen,
  isMobileWidth,
  isSidebarToggleShortcut,
  readSidebarCookie,
  SIDEBAR_BREAKPOINT_PX,
  shouldAutoClose,
  sidebarCookie,
} from "../sidebar-rules";
import { useWindowWidth } from "./use-window-width";

export interface SidebarState {
  /** Below 768 px: the sidebar is a sheet. */
  isMobile: boolean;
  /** Desktop: expanded (16rem) rather than collapsed to icons (3rem). */
  open: boolean;
  /** Desktop: shown expanded over the page while the pointer is on it (hover strip). */
  isPeeking: boolean;
  /** Mobile: the sheet is open. */
  openMobile: boolean;
  /** A choice of the user: saved in the cookie. */
  setOpen: (open: boolean) => void;
  setOpenMobile: (open: boolean) => void;
  setPeeking: (peeking: boolean) => void;
  /** The sheet on mobile, expanded/collapsed on desktop (the trigger and Ctrl/Cmd+B). */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

function readCookieHeader(): string {
  try {
    return document.cookie;
  } catch {
    return "";
  }
}

/**
 * The sidebar's state (spec 2.8): the saved state, else the page's default; material pages close
 * it on desktop; Ctrl/Cmd+B toggles; a settled resize across 1024 px applies that width's default
 * when the user has not chosen one yet.
 */
export function SidebarProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const width = useWindowWidth();
  const isMobile = isMobileWidth(width);
  const [open, setOpenState] = useState(() => initialSidebarOpen(readCookieHeader(), pathname, width));
  const [openMobile, setOpenMobile] = useState(false);
  const [isPeeking, setPeeking] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    setPeeking(false);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
    document.cookie = sidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Auto-close on material pages (desktop), and close the sheet after any navigation.
  useEffect(() => {
    if (shouldAutoClose(pathname, window.innerWidth)) setOpenState(false);
    setOpenMobile(false);
    setPeeking(false);
  }, [pathname]);

  // Crossing 1024 px applies the new width's default, unless the user saved a choice.
  const wasWide = useRef(width >= SIDEBAR_BREAKPOINT_PX);
  useEffect(() => {
    const isWide = width >= SIDEBAR_BREAKPOINT_PX;
    if (isWide === wasWide.current) return;
    wasWide.current = isWide;
    if (readSidebarCookie(readCookieHeader()) === null) setOpenState(defaultSidebarOpen(pathname, width));
  }, [width, pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo<SidebarState>(
    () => ({ isMobile, open, isPeeking, openMobile, setOpen, setOpenMobile, setPeeking, toggle }),
    [isMobile, open, isPeeking, openMobile, setOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** The sidebar state; only inside SidebarProvider. */
export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar is used outside SidebarProvider.");
  return context;
}
