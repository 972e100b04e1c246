import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { buildStudentProfile } from "../testing/build-student-profile";
import { FAMILY_PAGE_PATH, StudentSwitcher } from "./student-switcher";

const mia = buildStudentProfile({ id: 1, firstName: "Mia" });
const leo = buildStudentProfile({ id: 2, firstName: "Leo", name: "Leo Shah" });

describe("StudentSwitcher (issue 10)", () => {
  it("says whose pages these are, lists the children with the selected one marked, and selects another", async () => {
    const onSelect = vi.fn();
    renderWithProviders(<StudentSwitcher students={[mia, leo]} selected={mia} onSelect={onSelect} />);
    const trigger = screen.getByRole("button", { name: /^Viewing Mia ?\. Change child$/ });
    expect(trigger).toHaveTextContent("Viewing Mia");
    await userEvent.click(trigger);
    expect(screen.getByRole("menuitem", { name: "Mia" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("menuitem", { name: "Leo" })).not.toHaveAttribute("aria-current");
    await userEvent.click(screen.getByRole("menuitem", { name: "Leo" }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it("leads to the Family page", async () => {
    const { router } = renderWithProviders(
      <StudentSwitcher students={[mia]} selected={mia} onSelect={() => {}} />,
    );
    await userEvent.click(screen.getByRole("button", { name: /Viewing Mia/ }));
    await userEvent.click(screen.getByRole("menuitem", { name: /Family/ }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(FAMILY_PAGE_PATH);
  });
});
