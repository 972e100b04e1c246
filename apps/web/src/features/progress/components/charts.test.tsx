import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ActivityChart } from "./activity-chart";
import { SubjectChart } from "./subject-chart";

describe("charts are readable without the drawing", () => {
  it("the subject chart has its summary as the caption and a table of the numbers", async () => {
    render(
      <SubjectChart
        groups={[
          {
            title: "Spanish",
            subject: "Spanish",
            materials: 2,
            completed: 1,
            mastered: 0,
            attempts: 12,
            accuracy_pct: 75,
          },
        ]}
      />,
    );
    const figure = screen.getByRole("figure");
    expect(
      within(figure).getByText(/^Accuracy by subject\. Spanish: 75% accuracy over 12 answers/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText("Show the numbers"));
    const row = screen.getByRole("row", { name: /Spanish/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["75%", "12", "1 of 2", "0 of 2"]);
  });

  it("the activity chart lists only the days with answers", async () => {
    render(
      <ActivityChart
        days={[
          { date: "2026-11-20", attempts: 0, correct: 0, accuracy_pct: 0 },
          { date: "2026-11-21", attempts: 5, correct: 4, accuracy_pct: 80 },
        ]}
      />,
    );
    expect(screen.getByText(/5 answers on 1 day, 80% correct/)).toBeInTheDocument();
    await userEvent.click(screen.getByText("Show the numbers"));
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent("21 Nov");
  });
});
