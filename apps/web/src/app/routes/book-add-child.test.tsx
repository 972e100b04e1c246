import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingFlow } from "@/features/booking/components/booking-flow";
import { AddChildForm } from "@/features/family/components/add-child-form";
import { STORAGE_KEYS } from "@/lib/storage";
import { buildStudentProfile } from "@/shared/student/testing/build-student-profile";
import { jsonResponse, renderWithProviders } from "@/test/render";

/* Issue 21: a parent with no child who picked a time saw a skeleton forever on the confirm step. */
const nina = buildStudentProfile({ id: 31, firstName: "Nina", name: "Nina Booker" });
let children: unknown[] = [];

beforeEach(() => {
  localStorage.setItem("auth_token", "header.payload.signature");
  localStorage.setItem(
    STORAGE_KEYS.booking,
    JSON.stringify({
      kind: "lesson",
      subject: { slug: "mathematics", name: "Mathematics" },
      tutor: { id: "t-1", name: "Tomás Rivera" },
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      duration: 60,
    }),
  );
  children = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith("/api/student-dashboard/students") && init?.method === "POST") {
        children = [nina];
        return jsonResponse(201, { student: nina });
      }
      if (url.includes("/api/student-dashboard/profile")) return jsonResponse(200, { students: children });
      if (url.includes("/api/booking/balance")) return jsonResponse(200, { balance: 0 });
      return jsonResponse(200, {});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the confirm step for a parent with no child", () => {
  it("offers to add a child there, then goes on with the booking for them", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BookingFlow
        subPath="confirm"
        viewer={{ role: "parent", isLoading: false }}
        onNeedAuth={() => {}}
        addChild={(onAdded) => (
          <AddChildForm
            label="Add your child"
            submitLabel="Add my child and continue"
            isShort
            onAdded={(s) => onAdded(s.id)}
          />
        )}
      />,
    );
    const region = await screen.findByRole("region", { name: "Who is this lesson for?" });
    await user.type(screen.getByLabelText("First name"), "Nina");
    await user.type(screen.getByLabelText("Last name"), "Booker");
    await user.type(screen.getByLabelText("Age"), "9");
    await user.click(screen.getByRole("button", { name: "Add my child and continue" }));
    expect(await screen.findByTestId("tutor-credit-balance")).toHaveTextContent(
      "Nina has 0 tutor-session credits",
    );
    expect(region).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Viewing Nina/ })).toBeVisible();
  });
});
