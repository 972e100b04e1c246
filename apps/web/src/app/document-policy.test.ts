import type { Location } from "react-router";
import { describe, expect, it } from "vitest";
import { keepDocumentPolicy, pageRunsWasm } from "./document-policy";

type Listener = (state: { location: Location; navigation: { location?: Location } }) => void;

const at = (pathname: string, search = ""): Location => ({
  pathname,
  search,
  hash: "",
  state: null,
  key: "k",
});

/** A router that only reports navigations, and the full page loads the policy asked for. */
function setUp(documentPath: string) {
  let listener: Listener = () => {};
  const loads: string[] = [];
  keepDocumentPolicy(
    {
      subscribe: (next) => {
        listener = next;
        return () => {};
      },
    },
    documentPath,
    (href) => loads.push(href),
  );
  const navigate = (pathname: string, search = "") =>
    listener({ location: at(documentPath), navigation: { location: at(pathname, search) } });
  return { navigate, loads };
}

describe("the document's policy across the app's navigations (decision 037)", () => {
  it("knows the pages that run WebAssembly", () => {
    expect(pageRunsWasm("/student/python-learning/ide")).toBe(true);
    expect(pageRunsWasm("/student/python-learning/week/4")).toBe(true);
    expect(pageRunsWasm("/student/dashboard")).toBe(false);
  });

  it("loads a WebAssembly page as a document of its own, once", () => {
    const { navigate, loads } = setUp("/student/dashboard");
    navigate("/student/progress");
    expect(loads).toEqual([]);
    navigate("/student/python-learning/week/2", "?step=1");
    navigate("/student/python-learning/week/2", "?step=1");
    expect(loads).toEqual(["/student/python-learning/week/2?step=1"]);
  });

  it("leaves a WebAssembly page for any other by a full load, and moves between them in place", () => {
    const { navigate, loads } = setUp("/student/python-learning/ide");
    navigate("/student/python-learning/week/1");
    expect(loads).toEqual([]);
    navigate("/student/dashboard");
    expect(loads).toEqual(["/student/dashboard"]);
  });
});
