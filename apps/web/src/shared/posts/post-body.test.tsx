import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PostBody } from "./post-body";

async function renderBody(body: string) {
  const { container } = render(<PostBody body={body} />);
  await screen.findByText((_, element) => element?.getAttribute("data-math-state") === "ready");
  return container.querySelector("[data-math-state]") as HTMLElement;
}

describe("a blog post's body", () => {
  it("renders Markdown with math and the site's own images", async () => {
    const root = await renderBody(
      "## Halves\n\nOne half is $\\frac{1}{2}$.\n\n$$\\frac{1}{2} = \\frac{2}{4}$$\n\n![Fraction bars](/images/blog/fraction-bars.svg)",
    );
    expect(root.querySelector("h2")).toHaveTextContent("Halves");
    expect(root.querySelectorAll(".katex").length).toBeGreaterThanOrEqual(2);
    expect(root.querySelector(".katex-display")).not.toBeNull();
    expect(screen.getByRole("img", { name: "Fraction bars" })).toHaveAttribute(
      "src",
      "/images/blog/fraction-bars.svg",
    );
  });

  it("never runs an author's script, event handler or form", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const root = await renderBody(
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">link</a>\n\n<form action="/steal"><input name="password"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(root.querySelector("script")).toBeNull();
    expect(root.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(root.querySelector("a")?.getAttribute("href") ?? "").not.toMatch(/javascript/i);
    expect(root.querySelector("form, input, iframe")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
