import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, toast, useToastStore } from "./toast-store";

describe("the toast store (spec 9)", () => {
  it("shows one toast at a time, 5000 ms by default", () => {
    toast({ title: "First" });
    toast({ title: "Sign out failed", variant: "destructive", description: "Try again." });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: "Sign out failed",
      variant: "destructive",
      duration: TOAST_DURATION_MS,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("accepts the celebration variant and a custom duration", () => {
    toast({ title: "Level up!", variant: "celebration", duration: 8000 });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: "celebration", duration: 8000 });
  });
});
