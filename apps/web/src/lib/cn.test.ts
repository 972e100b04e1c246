import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("drops falsy values", () => {
    expect(cn("a", false, null, undefined, "b")).toBe("a b");
  });

  it("lets the later Tailwind class win a conflict (the selected child's avatar)", () => {
    const isSelected = true;
    expect(cn("size-6 bg-slate-200 text-xs", isSelected && "bg-brand-600 text-white")).toBe(
      "size-6 text-xs bg-brand-600 text-white",
    );
    expect(cn("h-10 px-4", "h-auto px-0")).toBe("h-auto px-0");
  });

  it("keeps classes that only look alike (size and colour of text)", () => {
    expect(cn("text-sm", "text-brand-950")).toBe("text-sm text-brand-950");
  });
});
