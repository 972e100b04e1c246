import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMaterialProgress } from "@/test/build-material-progress";
import { jsonResponse } from "@/test/render";
import { FETCH_BATCH_PROGRESS_ERROR, getBatchProgress, type MaterialProgress } from "./get-batch-progress";

const progressOf = (id: number, overrides: Partial<MaterialProgress> = {}): MaterialProgress =>
  buildMaterialProgress({
    material_id: id,
    accuracy_pct: 80,
    unique_question_accuracy: 80,
    total_questions_answered: 5,
    mastery_status: "proficient",
    ...overrides,
  });

/** Stubs fetch with a function of (method, path); returns the stub to inspect its calls. */
function stubApi(answer: (method: string, path: string, body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return answer(init?.method ?? "GET", `${url.pathname}${url.search}`, body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calledPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}`,
  );

describe("batch progress (spec 7.5)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for every id at once and answers keyed by id", async () => {
    const fetchMock = stubApi((_method, _path, body) => {
      expect(body).toEqual({ material_ids: [3, 4] });
      return jsonResponse(200, { data: { "3": progressOf(3), "4": null } });
    });
    const result = await getBatchProgress([3, 4, 3], null);
    expect(result).toEqual({ "3": progressOf(3), "4": null });
    expect(calledPaths(fetchMock)).toEqual(["POST /api/material-progress/batch"]);
  });

  it("sends a parent's selected student with the batch", async () => {
    stubApi((_method, _path, body) => {
      expect(body).toEqual({ material_ids: [3], student_id: 12 });
      return jsonResponse(200, { data: { "3": progressOf(3) } });
    });
    await getBatchProgress([3], 12);
  });

  it("falls back to one call per id when the batch fails, and a 404 becomes null", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = stubApi((method, path) => {
      if (method === "POST") return jsonResponse(500, { error: "Database unavailable" });
      if (path === "/api/material-progress/3?student_id=12") return jsonResponse(200, progressOf(3));
      if (path === "/api/material-progress/4?student_id=12")
        return jsonResponse(404, { error: "Material not found" });
      throw new Error(`unexpected ${method} ${path}`);
    });
    const result = await getBatchProgress([3, 4], 12);
    expect(result).toEqual({ "3": progressOf(3), "4": null });
    expect(calledPaths(fetchMock)).toEqual([
      "POST /api/material-progress/batch",
      "GET /api/material-progress/3",
      "GET /api/material-progress/4",
    ]);
  });

  it("falls back when the batch call cannot reach the server at all", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let isFirst = true;
    stubApi((method, path) => {
      if (isFirst && method === "POST") {
        isFirst = false;
        throw new TypeError("Failed to fetch");
      }
      return jsonResponse(200, progressOf(Number(path.split("/").at(-1))));
    });
    expect(await getBatchProgress([7], null)).toEqual({ "7": progressOf(7) });
  });

  it("says 'Failed to fetch batch progress' when the per-id calls fail too", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi((method) => jsonResponse(method === "POST" ? 502 : 500, { error: "Down" }));
    await expect(getBatchProgress([3, 4], null)).rejects.toThrow(FETCH_BATCH_PROGRESS_ERROR);
  });

  it("asks nothing for no ids", async () => {
    const fetchMock = stubApi(() => jsonResponse(200, {}));
    expect(await getBatchProgress([], null)).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
