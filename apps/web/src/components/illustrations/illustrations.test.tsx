import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AllDoneIllustration } from "./all-done";
import { EmptyBoxIllustration } from "./empty-box";
import { GrowthChartIllustration } from "./growth-chart";
import { NoResultsIllustration } from "./no-results";
import { PathMapIllustration } from "./path-map";
import { RocketIllustration } from "./rocket";
import { SignpostIllustration } from "./signpost";
import { TrophyIllustration } from "./trophy";

const ALL = {
  AllDoneIllustration,
  EmptyBoxIllustration,
  GrowthChartIllustration,
  NoResultsIllustration,
  PathMapIllustration,
  RocketIllustration,
  SignpostIllustration,
  TrophyIllustration,
};

describe("the bundled illustrations", () => {
  it.each(Object.entries(ALL))("%s is decorative by default and named when given a title", (_, Picture) => {
    const { container, unmount } = render(<Picture />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelectorAll("path, rect, circle, ellipse").length).toBeGreaterThan(3);
    unmount();

    render(<Picture title="A picture" />);
    expect(screen.getByRole("img", { name: "A picture" })).toBeInTheDocument();
  });

  it("are drawn with theme colours only, so both colour schemes and the kids theme restyle them", () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const hardCoded = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
      .filter((file) =>
        /(fill|stroke|stopColor|color)=["'{]/.test(
          fs.readFileSync(path.join(dir, file), "utf8").replace(/(fill|stroke)="none"/g, ""),
        ),
      );
    expect(hardCoded).toEqual([]);
  });
});
