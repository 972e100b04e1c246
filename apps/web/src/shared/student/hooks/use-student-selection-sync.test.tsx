import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { useStudentStore } from "../stores/student-store";
import { buildStudentProfile } from "../testing/build-student-profile";
import { useActiveStudent } from "./use-active-student";
import { type SignedInAccount, useStudentSelectionSync } from "./use-student-selection-sync";

const mia = buildStudentProfile();
const leo = buildStudentProfile({
  id: 2,
  name: "Leo Shah",
  firstName: "Leo",
  age: 15,
  preferredTheme: "adult",
});
const sam = buildStudentProfile({
  id: 3,
  name: "Sam Okafor",
  firstName: "Sam",
  email: "sam@example.test",
  hasOwnLogin: true,
});

function stubProfile(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function Probe({ account }: { account: SignedInAccount | null }) {
  useStudentSelectionSync(account);
  const { student, students, isParentAccount, isLoading, error, selectStudent } = useActiveStudent();
  if (isLoading) return <p>Loading</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <div>
      <p>Selected: {student?.firstName ?? "none"}</p>
      <p>Parent account: {String(isParentAccount)}</p>
      {students.map((s) => (
        <button key={s.id} type="button" onClick={() => selectStudent(s.id)}>
          {s.firstName}
        </button>
      ))}
    </div>
  );
}

const parent: SignedInAccount = { email: "parent@example.test", role: "parent" };
const studentAccount: SignedInAccount = { email: "sam@example.test", role: "student" };

describe("student selection and the address (spec 2.9, 4.2)", () => {
  beforeEach(() => {
    useStudentStore.getState().reset();
  });

  it("replaces an invalid student_id with the first student, without a new history entry", async () => {
    stubProfile({ students: [mia, leo] });
    const { router } = renderWithProviders(<Probe account={parent} />, {
      url: "/student/dashboard?student_id=999999&tab=1",
    });
    expect(await screen.findByText("Selected: Mia")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?student_id=1&tab=1"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByText("Parent account: true")).toBeInTheDocument();
  });

  it("takes a valid student_id from the address when nothing is selected yet", async () => {
    stubProfile({ students: [mia, leo] });
    renderWithProviders(<Probe account={parent} />, { url: "/student/dashboard?student_id=2" });
    expect(await screen.findByText("Selected: Leo")).toBeInTheDocument();
    expect(useStudentStore.getState().selectedStudentId).toBe("2");
  });

  it("keeps and selects a valid student_id of the address over the stored selection (issue 21)", async () => {
    useStudentStore.setState({ selectedStudentId: "1" });
    stubProfile({ students: [mia, leo] });
    const { router } = renderWithProviders(<Probe account={parent} />, {
      url: "/student/homework?student_id=2",
    });
    expect(await screen.findByText("Selected: Leo")).toBeInTheDocument();
    expect(screen.queryByText("Selected: Mia")).not.toBeInTheDocument();
    await waitFor(() => expect(useStudentStore.getState().selectedStudentId).toBe("2"));
    expect(router.state.location.search).toBe("?student_id=2");
  });

  it("keeps a still-valid stored selection when the address has none, and writes it there", async () => {
    useStudentStore.setState({ selectedStudentId: "2" });
    stubProfile({ students: [mia, leo] });
    const { router } = renderWithProviders(<Probe account={parent} />, { url: "/student/dashboard" });
    expect(await screen.findByText("Selected: Leo")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?student_id=2"));
  });

  it("puts a switch into the address and the stored selection", async () => {
    stubProfile({ students: [mia, leo] });
    const { router } = renderWithProviders(<Probe account={parent} />, { url: "/student/dashboard" });
    await waitFor(() => expect(router.state.location.search).toBe("?student_id=1"));
    await userEvent.click(screen.getByRole("button", { name: "Leo" }));
    expect(await screen.findByText("Selected: Leo")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?student_id=2"));
    expect(JSON.parse(localStorage.getItem("student-storage") ?? "{}").state.selectedStudentId).toBe("2");
  });

  it("follows the address when it changes to another valid student (a link, going back)", async () => {
    stubProfile({ students: [mia, leo] });
    const { router } = renderWithProviders(<Probe account={parent} />, {
      url: "/student/dashboard?student_id=1",
    });
    expect(await screen.findByText("Selected: Mia")).toBeInTheDocument();
    await act(() => router.navigate("/student/library?student_id=2"));
    expect(await screen.findByText("Selected: Leo")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?student_id=2");
  });

  it("drops student_id from a single-student account's address", async () => {
    stubProfile({ student: sam });
    const { router } = renderWithProviders(<Probe account={studentAccount} />, {
      url: "/student/dashboard?student_id=3&x=1",
    });
    expect(await screen.findByText("Selected: Sam")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?x=1"));
    expect(screen.getByText("Parent account: false")).toBeInTheDocument();
  });

  it("clears a student account's store when its e-mail matches none of the students", async () => {
    useStudentStore.setState({ favouriteContent: ["9"], selectedStudentId: "77" });
    stubProfile({ student: sam });
    renderWithProviders(<Probe account={{ email: "someone-else@example.test", role: "student" }} />, {
      url: "/student/dashboard",
    });
    expect(await screen.findByText("Selected: Sam")).toBeInTheDocument();
    await waitFor(() => expect(useStudentStore.getState().favouriteContent).toEqual([]));
    expect(useStudentStore.getState().selectedStudentId).toBe("3");
  });

  it("keeps the store of a student whose e-mail matches", async () => {
    useStudentStore.setState({ favouriteContent: ["9"] });
    stubProfile({ student: sam });
    renderWithProviders(<Probe account={studentAccount} />, { url: "/student/dashboard" });
    expect(await screen.findByText("Selected: Sam")).toBeInTheDocument();
    expect(useStudentStore.getState().favouriteContent).toEqual(["9"]);
  });

  it("never clears a parent's store (children have no e-mails of their own)", async () => {
    useStudentStore.setState({ favouriteContent: ["9"] });
    stubProfile({ students: [mia, leo] });
    renderWithProviders(<Probe account={parent} />, { url: "/student/dashboard" });
    expect(await screen.findByText("Selected: Mia")).toBeInTheDocument();
    expect(useStudentStore.getState().favouriteContent).toEqual(["9"]);
  });
});
