import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "@/components/ui/toast-store";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { queryClient } from "@/lib/query-client";
import { useStudentStore } from "@/shared/student/stores/student-store";
import { buildUser } from "@/test/factories";
import { RootLayout } from "./layouts/root-layout";
import { completeSignIn } from "./session";
import { useSignOut } from "./sign-out";

const maya = buildUser({ id: "11111111-1111-4111-8111-111111111111" });
const omar = buildUser({ id: "22222222-2222-4222-8222-222222222222", username: "omar" });

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

function seedStudentData() {
  useStudentStore.setState({ selectedStudentId: "s1", favouriteContent: ["42"], isAuthenticated: true });
  queryClient.setQueryData(["student", "profile"], { name: "cached" });
}

describe("completeSignIn (spec 4.1)", () => {
  beforeEach(() => {
    useStudentStore.getState().reset();
    queryClient.clear();
  });

  it("stores the token and the user", () => {
    completeSignIn({ user: maya, access_token: "a.b.c" });
    expect(localStorage.getItem("auth_token")).toBe("a.b.c");
    expect(JSON.parse(localStorage.getItem("user_info") ?? "null")).toEqual(maya);
    expect(useAuthStore.getState()).toMatchObject({ status: "authenticated", user: maya });
  });

  it("keeps the student data when the same user signs in again", () => {
    localStorage.setItem("user_info", JSON.stringify(maya));
    seedStudentData();
    completeSignIn({ user: maya, access_token: "a.b.c" });
    expect(useStudentStore.getState().favouriteContent).toEqual(["42"]);
    expect(queryClient.getQueryData(["student", "profile"])).toEqual({ name: "cached" });
  });

  it("clears the student store and the query cache when a different user signs in", () => {
    localStorage.setItem("user_info", JSON.stringify(maya));
    seedStudentData();
    completeSignIn({ user: omar, access_token: "d.e.f" });
    expect(useStudentStore.getState()).toMatchObject({ selectedStudentId: null, favouriteContent: [] });
    expect(queryClient.getQueryData(["student", "profile"])).toBeUndefined();
    expect(useAuthStore.getState().user).toEqual(omar);
  });
});

describe("sign-out (spec 4.1)", () => {
  it("goes home, clears stores, cache and both storages, and says so", async () => {
    completeSignIn({ user: maya, access_token: "a.b.c" });
    seedStudentData();
    sessionStorage.setItem("auth_redirect_url", "/student/settings");
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: "/", element: <p>Home page</p> },
            { path: "/profile", element: <SignOutButton /> },
          ],
        },
      ],
      { initialEntries: ["/profile"] },
    );
    render(<RouterProvider router={router} />);

    await userEvent.setup().click(screen.getByRole("button", { name: "Sign Out" }));
    await vi.waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));

    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toBeNull();
    expect(screen.getByText("Home page")).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ status: "anonymous", user: null });
    expect(useStudentStore.getState().favouriteContent).toEqual([]);
    expect(queryClient.getQueryData(["student", "profile"])).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      title: "Signed out successfully",
      variant: "default",
    });
  });
});
