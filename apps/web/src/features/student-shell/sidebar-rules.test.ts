import { describe, expect, it } from "vitest";
import {
  defaultSidebarOpen,
  initialSidebarOpen,
  isClosedByDefaultPage,
  isMobileWidth,
  isSidebarToggleShortcut,
  MOBILE_BREAKPOINT_PX,
  RESIZE_DEBOUNCE_MS,
  readSidebarCookie,
  SIDEBAR_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  shouldAutoClose,
  sidebarCookie,
} from "./sidebar-rules";

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; alt?: boolean } = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
});

describe("sidebar constants (spec 9)", () => {
  it("uses the spec's numbers", () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(SIDEBAR_BREAKPOINT_PX).toBe(1024);
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
    expect(SIDEBAR_WIDTH).toBe("16rem");
    expect(SIDEBAR_WIDTH_MOBILE).toBe("18rem");
    expect(SIDEBAR_WIDTH_ICON).toBe("3rem");
    expect(SIDEBAR_COOKIE_NAME).toBe("sidebar:state");
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
  });
});

describe("default open state (spec 2.8)", () => {
  it("is closed on material, library and dashboard pages at any width", () => {
    for (const path of [
      "/student",
      "/student/",
      "/student/dashboard",
      "/student/library",
      "/student/material/12",
      "/student/material/12/3d",
      "/student/material/12/legacy",
      "/student/material-v2/12",
    ]) {
      expect(isClosedByDefaultPage(path), path).toBe(true);
      expect(defaultSidebarOpen(path, 1440), path).toBe(false);
    }
  });

  it("is open elsewhere from 1024 px, closed below", () => {
    expect(defaultSidebarOpen("/student/progress", 1024)).toBe(true);
    expect(defaultSidebarOpen("/student/progress", 1023)).toBe(false);
    expect(defaultSidebarOpen("/student/homework", 1280)).toBe(true);
    expect(defaultSidebarOpen("/student/library-3d", 1280)).toBe(true);
  });

  it("treats widths below 768 px as mobile", () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it("auto-closes on material pages on desktop only", () => {
    expect(shouldAutoClose("/student/material/3", 1280)).toBe(true);
    expect(shouldAutoClose("/student/material/3", 768)).toBe(true);
    expect(shouldAutoClose("/student/material/3", 767)).toBe(false);
    expect(shouldAutoClose("/student/library", 1280)).toBe(false);
  });
});

describe("the sidebar:state cookie", () => {
  it("is written for 7 days on the whole site", () => {
    expect(sidebarCookie(true)).toBe("sidebar:state=true; path=/; max-age=604800; SameSite=Lax");
    expect(sidebarCookie(false)).toContain("sidebar:state=false;");
  });

  it("is read back among other cookies; anything else counts as unset", () => {
    expect(readSidebarCookie("a=1; sidebar:state=true; b=2")).toBe(true);
    expect(readSidebarCookie("sidebar:state=false")).toBe(false);
    expect(readSidebarCookie("sidebar:state=maybe")).toBeNull();
    expect(readSidebarCookie("other:state=true")).toBeNull();
    expect(readSidebarCookie("")).toBeNull();
  });

  it("wins over the page default when set", () => {
    expect(initialSidebarOpen("sidebar:state=true", "/student/dashboard", 1280)).toBe(true);
    expect(initialSidebarOpen("sidebar:state=false", "/student/progress", 1280)).toBe(false);
    expect(initialSidebarOpen("", "/student/progress", 1280)).toBe(true);
  });

  it("starts closed on a material page on a desktop, even when open was saved", () => {
    expect(initialSidebarOpen("sidebar:state=true", "/student/material/7", 1280)).toBe(false);
    expect(initialSidebarOpen("sidebar:state=true", "/student/material-v2/7", 1024)).toBe(false);
    // On a phone the sidebar is a sheet: the saved state is kept for the desktop.
    expect(initialSidebarOpen("sidebar:state=true", "/student/material/7", 375)).toBe(true);
  });
});

describe("Ctrl/Cmd+B", () => {
  it("toggles with Ctrl or Cmd and B, in either case", () => {
    expect(isSidebarToggleShortcut(key("b", { ctrl: true }))).toBe(true);
    expect(isSidebarToggleShortcut(key("B", { meta: true }))).toBe(true);
  });

  it("ignores B alone, other keys, and Alt combinations", () => {
    expect(isSidebarToggleShortcut(key("b"))).toBe(false);
    expect(isSidebarToggleShortcut(key("n", { ctrl: true }))).toBe(false);
    expect(isSidebarToggleShortcut(key("b", { ctrl: true, alt: true }))).toBe(false);
  });
});
