import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { checkAvatarFile } from "../api/avatar";
import { buildStudentProfile } from "../test/build-student";
import { ProfileSection } from "./profile-form";

describe("ProfileSection", () => {
  it("shows the next edit date and disables every field while the profile is locked", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const student = buildStudentProfile({
      lastProfileUpdate: "2026-11-21T09:00:00.000Z",
      nextProfileEditDate: "2026-12-21T09:00:00.000Z",
    });
    renderWithProviders(<ProfileSection student={student} studentId={7} />);

    const lock = screen
      .getByText(/You can edit your profile again on/)
      .closest<HTMLElement>("[role=status]")!;
    const date = within(lock).getByText((_, element) => element?.tagName === "TIME");
    expect(date).toHaveAttribute("datetime", "2026-12-21T09:00:00.000Z");
    expect(date.textContent).toMatch(/2026/);
    for (const label of ["First name", "Last name", "Age", "Grade", "Time zone", "Learning goals", "Bio"]) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByRole("button", { name: "Remove Mathematics" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save profile" })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says before the first save that an edit starts the 30-day wait", () => {
    renderWithProviders(<ProfileSection student={buildStudentProfile()} studentId={null} />);
    expect(screen.getByText(/You can change your profile once every 30 days/)).toBeInTheDocument();
    expect(screen.queryByText(/You can edit your profile again on/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toBeEnabled();
  });

  it("sends only the changed fields, for the selected student", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { student: buildStudentProfile({ age: 15 }) })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ProfileSection student={buildStudentProfile()} studentId={7} />);
    await user.clear(screen.getByLabelText("Age"));
    await user.type(screen.getByLabelText("Age"), "15");
    await user.type(screen.getByLabelText("Add a subject"), "Chemistry{Enter}");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/student-dashboard/profile?student_id=7");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ age: 15, subjects: ["Mathematics", "Chemistry"] });
  });

  it("checks the form before sending and shows the problem under the field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ProfileSection student={buildStudentProfile()} studentId={null} />);
    await user.clear(screen.getByLabelText("Age"));
    await user.type(screen.getByLabelText("Age"), "2");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(screen.getByLabelText("Age")).toHaveAccessibleDescription("Age must be at least 3");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's lock message when the profile was edited elsewhere", async () => {
    const message = "You can edit this profile again on 2026-12-21 (once every 30 days).";
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(409, { error: message }))),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSection student={buildStudentProfile()} studentId={null} />);
    await user.type(screen.getByLabelText("Bio"), "I like maths.");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("asks for a change when nothing changed", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ProfileSection student={buildStudentProfile()} studentId={null} />);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(screen.getByText("You haven't changed anything yet.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("checkAvatarFile", () => {
  it("accepts an image of at most 2 MB and refuses other types and larger files", () => {
    const png = new File([new Uint8Array(1024)], "me.png", { type: "image/png" });
    const pdf = new File([new Uint8Array(10)], "me.pdf", { type: "application/pdf" });
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(checkAvatarFile(png)).toBeNull();
    expect(checkAvatarFile(pdf)).toBe("Choose a PNG, JPEG, GIF or WebP image.");
    expect(checkAvatarFile(huge)).toBe("The image is larger than 2 MB. Choose a smaller one.");
  });
});
