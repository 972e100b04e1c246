import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInToken } from "./learning-helpers";

/*
 * The 3D spaces (issue 27) in headless Chromium with software WebGL (SwiftShader): the global
 * config's --disable-gpu is left out here, so WebGL runs on SwiftShader. One page load per route.
 */
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--ignore-gpu-blocklist",
    ],
  },
});

/** Distinct colours in a PNG, counted in a blank page (no CSP there to refuse the image). */
async function countColours(page: Page, png: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async (bytes) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(bitmap, 0, 0);
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 16)
          colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return colours.size;
      },
      [...png],
    );
  } finally {
    await blank.close();
  }
}

/** The scene drew a frame with real content, or showed its 2D version. */
async function expectSceneDrawn(page: Page, path: string) {
  const view = page.getByTestId("scene-view");
  await expect(view, path).toHaveAttribute("data-scene-ready", "true", { timeout: 60_000 });
  if ((await view.getAttribute("data-view")) === "2d") {
    await expect(page.getByText("Showing the 2D version").first(), path).toBeVisible();
    return "2d";
  }
  // The scene's frame, not its canvas: performance mode can switch on in the first seconds (software
  // WebGL is slow) and draws on a new canvas, so the first one may be gone by the time it is read.
  await expect(async () => {
    const png = await view.getByRole("application").screenshot({ timeout: 10_000 });
    expect(await countColours(page, png), `${path} draws more than a blank canvas`).toBeGreaterThan(20);
  }).toPass({ timeout: 60_000 });
  return "3d";
}

async function firstMaterialId(page: Page): Promise<number> {
  const token = await signInToken(page.request, "student");
  const res = await page.request.get("/api/student-dashboard/library?type=material&limit=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { content: { id: number; material_id: number | null }[] };
  return body.content[0]!.material_id ?? body.content[0]!.id;
}

test.describe("3D spaces", () => {
  // Software WebGL compiles its shaders on the CPU: a scene's first seconds are slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test("every 3D route draws its scene in WebGL", async ({ page, login, navigate }) => {
    test.setTimeout(420_000);
    await login("student");
    const materialId = await firstMaterialId(page);
    const routes = [
      "/student/library-3d",
      "/student/library-3d-simple",
      "/student/first-person-library-demo",
      "/student/third-person-library-demo",
      `/student/material/${materialId}/3d`,
      "/student/working-3d-demo",
      "/student/configurable-set-demo",
      "/student/french-cafe-demo",
      "/student/photorealistic-cafe-demo",
      "/student/ready-player-me-test",
      "/student/ready-player-me-test-simple",
      "/student/simple-avatar-test",
      "/student/ultra-simple-avatar-test",
      "/student/basic-avatar-test",
    ];
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    for (const path of routes) {
      await navigate(path);
      await expect(page.getByText("This part of the platform is on its way…")).toHaveCount(0);
      expect(await expectSceneDrawn(page, path), `${path} draws in 3D`).toBe("3d");
    }
    expect(errors).toEqual([]);
  });

  test("the 2D version lists the same library, and the keyboard alone opens a book's material", async ({
    page,
    login,
    navigate,
  }) => {
    await login("student");
    await navigate("/student/library-3d");
    await expect(page.getByTestId("scene-view")).toHaveAttribute("data-scene-ready", "true", {
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "Show the 2D version" }).click();
    await expect(page.getByTestId("scene-view")).toHaveAttribute("data-view", "2d");
    await expect(page.locator("canvas")).toHaveCount(0);
    const shelves = page.getByRole("navigation", { name: "Your shelves" });
    const upNext = shelves.getByRole("link").filter({ hasText: "Up next" });
    await expect(upNext).toHaveCount(1);
    const href = await upNext.getAttribute("href");
    // Keyboard only: Tab until the up-next book has focus, then Enter.
    await page.getByRole("button", { name: "Show in 3D" }).focus();
    for (let i = 0; i < 200 && !(await upNext.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(upNext).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, "\\?")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem("spaces-3d-prefers-2d"));
  });

  test("a book on a shelf opens its material", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/first-person-library-demo");
    await expect(page.getByTestId("scene-view")).toHaveAttribute("data-view", "3d");
    await expect(page.getByTestId("scene-view")).toHaveAttribute("data-scene-ready", "true", {
      timeout: 20_000,
    });
    const book = page.getByRole("navigation", { name: "Your shelves" }).getByRole("link").first();
    const href = await book.getAttribute("href");
    await book.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("ordering in French at the café is judged by the server, branches on the order, and earns XP", async ({
    page,
    login,
    navigate,
  }) => {
    const token = await signInToken(page.request, "student");
    const wallet = async () => {
      const res = await page.request.get("/api/rewards/wallet", {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { wallet: { points_total: number } }).wallet.points_total;
    };
    const before = await wallet();
    await login("student");
    await navigate("/student/french-cafe-demo");
    const line = page.getByTestId("waiter-line");
    await expect(line).toContainText("Bonjour ! Bienvenue");
    await page.getByRole("button", { name: "Bonjour, monsieur !" }).click();
    await expect(line).toContainText("Qu'est-ce que je vous sers ?");
    // A wrong reply: the waiter asks again.
    await page.getByLabel("Your reply, in French").fill("I would like a coffee");
    await page.getByRole("button", { name: "Say it" }).click();
    await expect(page.getByText("Pas tout à fait.")).toBeVisible();
    await expect(line).toContainText("Qu'est-ce que je vous sers ?");
    // Typed without accents: still right, and a croissant leads to butter or jam.
    await page.getByLabel("Your reply, in French").fill("un croissant, s'il vous plait");
    await page.getByRole("button", { name: "Say it" }).click();
    await expect(line).toContainText("Avec du beurre ou de la confiture ?");
    await page.getByRole("button", { name: "Avec du beurre, s'il vous plaît." }).click();
    await expect(line).toContainText("Ça fait trois euros.");
    await page.getByRole("button", { name: "Merci, au revoir !" }).click();
    await expect(line).toContainText("bonne journée");
    await expect(
      page.getByText(/You earned \d+ XP for your French practice|already earned their XP today/),
    ).toBeVisible();
    expect(await wallet()).toBeGreaterThan(before);
  });

  test("performance mode switches on when the frame rate drops, says so, and can be overridden", async ({
    page,
    login,
    navigate,
  }) => {
    await login("student");
    await navigate("/student/working-3d-demo");
    const view = page.getByTestId("scene-view");
    await expect(view).toHaveAttribute("data-scene-ready", "true", { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await expect(view).toHaveAttribute("data-performance-mode", "on", { timeout: 60_000 });
    await expect(page.getByTestId("performance-mode-notice")).toContainText("Performance mode is on");
    await expect(page.getByTestId("performance-mode-notice")).toContainText(/Measured: \d+ fps/);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.getByRole("button", { name: "Use full quality anyway" }).click();
    await expect(view).toHaveAttribute("data-performance-mode", "off");
    await expect(page.getByText("Full quality, as you chose.")).toBeVisible();
  });
});
