import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { BackupsPanel } from "./backups-panel";

const schedule = { enabled: true, keep_hourly: 24, keep_daily: 7 };
const drilled = {
  schedule,
  count: 3,
  last: {
    name: "backup-2026-11-27T01-00-00-000Z.tar.gz",
    created_at: "2026-11-27T01:00:00.000Z",
    size_bytes: 3 * 1024 * 1024,
    drill: {
      passed: true,
      checked_at: "2026-11-27T01:00:05.000Z",
      tables: 56,
      rows: 547,
      files: 3,
      problem: null,
    },
  },
};

function answer(status: number, body: unknown, after?: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === "POST" ? jsonResponse(200, after) : jsonResponse(status, body),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin's backups panel (issue 20)", () => {
  it("shows the last backup, its size and that its restore drill passed", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    answer(200, drilled);
    renderWithProviders(<BackupsPanel />);
    expect(screen.getByRole("status", { name: "Loading the backups" })).toBeInTheDocument();
    expect(await screen.findByText("Restore drill passed")).toBeInTheDocument();
    expect(screen.getByText(/3\.0 MB/)).toBeInTheDocument();
    expect(screen.getByText("56 tables, 547 rows and 3 files restored and matched")).toBeInTheDocument();
  });

  it("says when there is no backup yet, and 'Back up now' shows the new one", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = answer(200, { schedule, count: 0, last: null }, drilled);
    renderWithProviders(<BackupsPanel />);
    expect(await screen.findByText("No backup yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back up now" }));
    expect(await screen.findByText("Restore drill passed")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);
  });

  it("shows a failed drill's reason, and the error when the status cannot be read", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const failed = {
      ...drilled,
      last: {
        ...drilled.last,
        drill: { ...drilled.last.drill, passed: false, problem: "table users differs from the backup" },
      },
    };
    answer(200, failed);
    const { unmount } = renderWithProviders(<BackupsPanel />);
    expect(await screen.findByText("Restore drill failed")).toBeInTheDocument();
    expect(screen.getByText("table users differs from the backup")).toBeInTheDocument();
    unmount();
    answer(500, { error: "Something went wrong" });
    renderWithProviders(<BackupsPanel />);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });
});
