import { expect, registerThroughApi, test } from "./fixtures";

/*
 * Issue 23: listen and speak in a browser with no voices and no speech service (headless Chromium
 * here): the phrase is heard through the app's voice (a real WAV the server made), the student
 * types what they heard, and the server judges it.
 */

test("listen and speak falls back to the app's voice and to typing", async ({
  page,
  request,
  login,
  navigate,
}) => {
  test.slow();
  const learner = await registerThroughApi(request);
  await login(learner.username, learner.password);
  // This browser has no voice of its own: that is the path under test.
  expect(await page.evaluate(() => window.speechSynthesis?.getVoices().length ?? 0)).toBe(0);
  await navigate("/student/spanish-listen-speak");
  await expect(page.getByRole("heading", { name: "Spanish: listen and speak" })).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.getByTestId("listen-start").first().click();
  await expect(page.getByTestId("listen-speak")).toBeVisible();
  // The round's questions carry no phrase: only the prompt.
  await expect(page.getByText("Listen, then say or type the Spanish phrase you heard.")).toBeVisible();

  const heard = page.waitForResponse((r) =>
    /\/api\/answer-sets\/[^/]+\/audio\/g-say-\d+\?speed=normal/.test(r.url()),
  );
  await page.getByTestId("listen-play").click();
  const audio = await heard;
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toContain("audio/wav");
  // The media response's body is the page's; the same address read again gives the bytes (cached).
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const bytesOf = async (url: string) =>
    (await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } })).body();
  const wav = await bytesOf(audio.url());
  expect(wav.subarray(0, 4).toString()).toBe("RIFF");
  expect(wav.length).toBeGreaterThan(10_000);
  // The browser really played it to its end (an <audio> of the app's voice), with no error shown.
  await expect(page.getByTestId("listen-speak")).toHaveAttribute("data-heard-bytes", String(wav.length));
  await expect(page.getByRole("alert")).toHaveCount(0);

  const slower = page.waitForResponse((r) => /\/audio\/g-say-\d+\?speed=slow/.test(r.url()));
  await expect(page.getByTestId("listen-slower")).toBeEnabled();
  await page.getByTestId("listen-slower").click();
  expect((await bytesOf((await slower).url())).length).toBeGreaterThan(wav.length);

  // Typing where the browser cannot listen: a wrong phrase is judged wrong by the server.
  await page.getByTestId("listen-answer").fill("xyz nada que ver");
  await page.getByRole("button", { name: "Check" }).click();
  const feedback = page.getByTestId("game-feedback");
  await expect(feedback).toBeVisible();
  await expect(feedback).toHaveAttribute("data-correct", "false");
  await feedback.getByRole("button").click();
  // "Can't speak now" is always there and moves on.
  await expect(page.getByTestId("game-position")).toHaveText(/^2 of \d+$/);
  await page.getByTestId("cant-speak").click();
  await expect(page.getByTestId("game-position")).toHaveText(/^3 of \d+$/);
});
