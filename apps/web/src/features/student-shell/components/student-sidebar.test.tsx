import type { StudentProfile } from "@app/contract/student";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { SidebarProvider, useSidebar } from "../hooks/use-sidebar";
import { StudentSidebar, type StudentSidebarProps } from "./student-sidebar";

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true, writable: true });
}

function clearSidebarCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie between tests.
  document.cookie = "sidebar:state=; path=/; max-age=0";
}

function Toggle() {
  const { toggle } = useSidebar();
  return (
    <button type="button" onClick={toggle}>
      Toggle sidebar
    </button>
  );
}

function Harness(props: Partial<StudentSidebarProps>) {
  const { pathname } = useLocation();
  return (
    <SidebarProvider pathname={pathname}>
      <Toggle />
      <StudentSidebar
        pendingCount={0}
        showLeaderboard={false}
        students={[]}
        selectedStudentId={null}
        isParentAccount={false}
        onSelectStudent={() => {}}
        linkFor={(path) => path}
        {...props}
      />
    </SidebarProvider>
  );
}

const sidebarState = () => screen.getByTestId("student-sidebar").getAttribute("data-state");

describe("the student sidebar (spec 2.8)", () => {
  beforeEach(() => {
    clearSidebarCookie();
    setWidth(1280);
  });
  afterEach(() => {
    clearSidebarCookie();
    vi.useRealTimers();
  });

  it("starts collapsed on the dashboard and expanded elsewhere on desktop", () => {
    const { unmount } = renderWithProviders(<Harness />, { url: "/student/dashboard" });
    expect(sidebarState()).toBe("collapsed");
    unmount();
    renderWithProviders(<Harness />, { url: "/student/progress" });
    expect(sidebarState()).toBe("expanded");
  });

  it("starts collapsed below 1024 px on other pages", () => {
    setWidth(900);
    renderWithProviders(<Harness />, { url: "/student/progress" });
    expect(sidebarState()).toBe("collapsed");
  });

  it("restores the state saved in the sidebar:state cookie", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the saved state under test.
    document.cookie = "sidebar:state=true; path=/";
    renderWithProviders(<Harness />, { url: "/student/dashboard" });
    expect(sidebarState()).toBe("expanded");
  });

  it("toggles with Ctrl+B and Cmd+B and saves each choice in the cookie", () => {
    renderWithProviders(<Harness />, { url: "/student/dashboard" });
    fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    expect(sidebarState()).toBe("expanded");
    expect(document.cookie).toContain("sidebar:state=true");
    fireEvent.keyDown(window, { key: "b", metaKey: true });
    expect(sidebarState()).toBe("collapsed");
    expect(document.cookie).toContain("sidebar:state=false");
    fireEvent.keyDown(window, { key: "b" });
    expect(sidebarState()).toBe("collapsed");
  });

  it("opens while the pointer is on the left-edge strip and closes when it leaves", () => {
    renderWithProviders(<Harness />, { url: "/student/dashboard" });
    fireEvent.mouseEnter(screen.getByTestId("sidebar-hover-strip"));
    const aside = screen.getByRole("complementary", { name: "Student navigation" });
    expect(aside).toHaveStyle({ width: "16rem" });
    fireEvent.mouseLeave(aside);
    expect(aside).toHaveStyle({ width: "3rem" });
    expect(document.cookie).not.toContain("sidebar:state");
  });

  it("auto-closes when a material page opens on desktop", async () => {
    const { router } = renderWithProviders(<Harness />, { url: "/student/progress" });
    expect(sidebarState()).toBe("expanded");
    await act(() => router.navigate("/student/material/7"));
    expect(sidebarState()).toBe("collapsed");
  });

  it("applies the new width's default after a resize settles for 300 ms", () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />, { url: "/student/progress" });
    expect(sidebarState()).toBe("expanded");
    setWidth(900);
    fireEvent(window, new Event("resize"));
    act(() => vi.advanceTimersByTime(299));
    expect(sidebarState()).toBe("expanded");
    act(() => vi.advanceTimersByTime(1));
    expect(sidebarState()).toBe("collapsed");
  });

  it("is a sheet on phones that the overlay closes", async () => {
    setWidth(375);
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { url: "/student/progress" });
    expect(screen.queryByTestId("student-sidebar")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Toggle sidebar" }));
    const sheet = await screen.findByTestId("student-sidebar-sheet");
    expect(sheet).toHaveStyle({ width: "18rem" });
    expect(within(sheet).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    fireEvent.keyDown(sheet, { key: "Escape" });
    expect(screen.queryByTestId("student-sidebar-sheet")).not.toBeInTheDocument();
  });

  it("lists the spec's entries, badge, NEW mark and footer links", () => {
    renderWithProviders(<Harness pendingCount={120} showLeaderboard />, { url: "/student/progress" });
    const pages = screen.getByRole("navigation", { name: "Student pages" });
    const links = within(pages).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/student/dashboard",
      "/student/rewards/leaderboard",
      "/student/homework",
      "/student/library",
      "/student/games",
      "/student/schedule",
      "/student/progress",
      "/student/messages",
    ]);
    expect(within(pages).getByRole("link", { name: /Assignments/ })).toHaveTextContent("99+");
    expect(within(pages).getByRole("link", { name: /Games/ })).toHaveTextContent("NEW");
    const footer = screen.getByRole("navigation", { name: "Account and help" });
    expect(
      within(footer)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Billing", "/student/settings?view=billing"],
      ["Help", "/help"],
      ["Manage My Tutor", "/student/tutor-preferences"],
      ["Profile", "/student/settings"],
    ]);
  });

  it("marks Billing as the current page on the billing view, and Profile only on the settings page itself", () => {
    const current = () =>
      within(screen.getByRole("navigation", { name: "Account and help" }))
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page")
        .map((link) => link.textContent);
    const billing = renderWithProviders(<Harness />, { url: "/student/settings?view=billing" });
    expect(current()).toEqual(["Billing"]);
    billing.unmount();
    renderWithProviders(<Harness />, { url: "/student/settings" });
    expect(current()).toEqual(["Profile"]);
  });

  it("hides the leaderboard entry until the wallet call succeeded", () => {
    renderWithProviders(<Harness showLeaderboard={false} />, { url: "/student/progress" });
    expect(screen.queryByRole("link", { name: "Leaderboard" })).not.toBeInTheDocument();
  });

  it("shows a parent's children with the selected one marked, and switches", async () => {
    const onSelectStudent = vi.fn();
    const students = [
      { id: 1, firstName: "Mia" },
      { id: 2, firstName: "Leo" },
    ] as StudentProfile[];
    const user = userEvent.setup();
    renderWithProviders(
      <Harness students={students} selectedStudentId={1} isParentAccount onSelectStudent={onSelectStudent} />,
      { url: "/student/progress" },
    );
    expect(screen.getByRole("button", { name: "Mia" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Leo" })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Leo" }));
    expect(onSelectStudent).toHaveBeenCalledWith(2);
  });
});
