import { describe, expect, it } from "vitest";
import { libraryParams } from "@/shared/library/library-api";
import { formatResultCount, libraryQueryOf } from "./get-library";

describe("library results count", () => {
  it("says 400+ when the server stopped counting", () => {
    expect(formatResultCount(400, true)).toBe("400+ results");
  });

  it("counts exactly otherwise", () => {
    expect(formatResultCount(0, false)).toBe("0 results");
    expect(formatResultCount(1, false)).toBe("1 result");
    expect(formatResultCount(96, false)).toBe("96 results");
  });
});

describe("library call", () => {
  it("sends only the filters that are set, and at most 100 at once", () => {
    const params = libraryParams(
      libraryQueryOf({ search: "  angles ", type: "quiz", difficulty: null, isFavouritesOnly: true }, 500),
    );
    expect(Object.fromEntries(params)).toEqual({
      search: "angles",
      type: "quiz",
      favourites_only: "true",
      limit: "100",
    });
    expect(
      Object.fromEntries(
        libraryParams(
          libraryQueryOf({ search: "", type: null, difficulty: "advanced", isFavouritesOnly: false }, 24),
        ),
      ),
    ).toEqual({
      difficulty: "advanced",
      limit: "24",
    });
  });
});
