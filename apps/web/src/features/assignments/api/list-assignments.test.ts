import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { buildAssignment } from "../test/build-assignment";
import { listAssignments } from "./list-assignments";
import { submitAssignment } from "./submit-assignment";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("auth_token", "header.payload.signature");
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("listAssignments (spec 5, 8)", () => {
  it("answers an empty list without a student id or a token, and calls nothing", async () => {
    expect(await listAssignments(null)).toEqual([]);
    localStorage.removeItem("auth_token");
    expect(await listAssignments(7)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads the assignments of the student", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { assignments: [buildAssignment({ id: 3 })], total: 1 }),
    );
    const list = await listAssignments(7);
    expect(list.map((a) => a.id)).toEqual([3]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/assignments/student/7");
  });

  it("turns an answer without an assignments array into an empty list", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { total: 3 }));
    expect(await listAssignments(7)).toEqual([]);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { assignments: "nope" }));
    expect(await listAssignments(7)).toEqual([]);
  });

  it("fails with 'Failed to fetch assignments' and the status only", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: "Something went wrong on our side." }));
    await expect(listAssignments(7)).rejects.toThrow(/^Failed to fetch assignments: 500$/);
  });
});

describe("submitAssignment", () => {
  it("fails with 'Failed to submit assignment' and the status only", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: "This assignment is already completed" }));
    await expect(submitAssignment(3, { submission_data: { text: "x", attachment_ids: [] } })).rejects.toThrow(
      /^Failed to submit assignment: 409$/,
    );
  });
});
