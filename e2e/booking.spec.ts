import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, registerThroughApi, signInThroughForm, test, uniqueName } from "./fixtures";

const SCREENSHOTS = process.env.BOOKING_SCREENSHOTS;

async function tokenOf(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get("/api/auth/me", { headers: auth(token) });
  return ((await response.json()) as { id: string }).id;
}

/** The demo tutor, who teaches Mathematics (seeded calendar). */
async function demoTutorId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/booking/subjects/mathematics/tutors");
  const { tutors } = (await response.json()) as { tutors: { id: string; name: string }[] };
  return tutors.find((t) => t.name === "Tomás Rivera")!.id;
}

/** Opens next week of a tutor's free slots and picks the first one; answers its label. */
async function pickASlotNextWeek(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Next week" }).click();
  const slots = page.getByRole("region", { name: "Free times this week" }).getByRole("button");
  await expect(slots.first()).toBeVisible();
  const label = (await slots.first().getAttribute("aria-label")) ?? "";
  await slots.first().click();
  await expect(page).toHaveURL("/book/confirm");
  return label;
}

async function tutorCredits(request: APIRequestContext, token: string, studentId?: number) {
  const response = await request.get(
    `/api/student-dashboard/balance${studentId ? `?student_id=${studentId}` : ""}`,
    { headers: auth(token) },
  );
  const body = (await response.json()) as { totalBalance: { "tutor-session": number } };
  return body.totalBalance["tutor-session"];
}

test.describe("booking a lesson (issue 12)", () => {
  test("a visitor picks a slot, signs up midway, keeps the choice and is sent to buy credits", async ({
    page,
    navigate,
  }) => {
    await navigate("/book");
    await expect(page.getByRole("heading", { name: "Book a lesson", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: /^Mathematics/ }).click();
    await expect(page).toHaveURL("/book/mathematics");
    await page.getByRole("link", { name: "See free times with Tomás Rivera" }).click();
    await expect(page.getByRole("heading", { name: "Pick a time with Tomás Rivera" })).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slots.png`, fullPage: true });
    await pickASlotNextWeek(page);
    await expect(page.getByText("Tomás Rivera")).toBeVisible();
    await page.getByRole("button", { name: "Create an account" }).click();

    const username = uniqueName("booker");
    await page.getByLabel("First name").fill("Bea");
    await page.getByLabel("Last name").fill("Booker");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("E-mail").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();

    // Back on the confirmation with the same choice, kept in booking-storage.
    await expect(page).toHaveURL("/book/confirm");
    await expect(page.getByText("Tomás Rivera")).toBeVisible();
    await expect(page.getByText("Mathematics", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("booking-storage"))).toContain("Tomás Rivera");
    // A new account has no tutor-session credit: a clear step to billing, no booking.
    await expect(page.getByTestId("tutor-credit-balance")).toContainText("You have 0 tutor-session credits");
    await expect(page.getByRole("link", { name: "Buy credits" })).toHaveAttribute(
      "href",
      "/student/settings?view=billing",
    );
    await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/buy-credits.png`, fullPage: true });
  });

  test("a visitor books from a deep link, signs in midway, and the lesson reaches the schedule and the tutor", async ({
    page,
    navigate,
    login,
    request,
  }) => {
    const tutorId = await demoTutorId(request);
    const before = await tutorCredits(request, await tokenOf(request, "student"));
    await navigate(`/book/mathematics/${tutorId}`);
    const slot = await pickASlotNextWeek(page);
    await page.getByRole("button", { name: "Sign in to book" }).click();
    await expect(page).toHaveURL("/auth/signin");
    await signInThroughForm(page, "student");

    await expect(page).toHaveURL("/book/confirm");
    await expect(page.getByTestId("tutor-credit-balance")).toContainText(`You have ${before} tutor-session`);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/confirm.png`, fullPage: true });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Booked!" })).toBeVisible();
    await expect(page.getByText(`${before - 1} tutor-session`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("booking-storage"))).toBeNull();

    await page.getByRole("link", { name: "See your schedule" }).click();
    await expect(page).toHaveURL("/student/schedule");
    const card = page.getByRole("article", { name: "Mathematics with Tomás" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: "Join" })).toHaveAttribute("href", /meet\.jit\.si/);
    await expect(page.getByTestId("schedule-balance")).toContainText(`You have ${before - 1} tutor-session`);
    await expect(page.getByLabel("Calendar feed link")).toHaveValue(/\/api\/calendar\/feed\/.+\.ics$/);
    await page.getByRole("button", { name: "Week" }).click();
    await expect(page.getByRole("region", { name: "Week view" })).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/schedule.png`, fullPage: true });
    expect(slot).toContain(" at ");

    await login("tutor");
    await navigate("/tutor");
    await expect(page.getByText("Mathematics with Tomás").first()).toBeVisible();
  });

  test("a cancellation less than 24 hours before does not refund", async ({
    page,
    navigate,
    login,
    request,
  }) => {
    // A tutor available around the clock, approved by an admin, so a lesson 13 hours ahead exists.
    const tutor = await registerThroughApi(request, { userType: "tutor" });
    const tutorToken = await tokenOf(request, tutor.username, tutor.password);
    const application = await request.post("/api/tutor-applications", {
      headers: auth(tutorToken),
      data: {
        subjects: ["Chemistry"],
        experience: "Ten years of lab teaching.",
        availability: "Any time.",
        statement: "Chemistry is bookkeeping of electrons, and I love showing students why that is so.",
      },
    });
    expect(application.status()).toBe(201);
    const { application: sent } = (await application.json()) as { application: { id: number } };
    const adminToken = await tokenOf(request, "admin");
    const approved = await request.post(`/api/admin/tutor-applications/${sent.id}/approve`, {
      headers: auth(adminToken),
      data: {},
    });
    expect(approved.status()).toBe(200);
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));
    const saved = await request.put("/api/tutor/availability", {
      headers: auth(await tokenOf(request, tutor.username, tutor.password)),
      data: { time_zone: "UTC", subjects: ["Chemistry"], windows: everyDay, days_off: [] },
    });
    expect(saved.status()).toBe(200);

    const parentToken = await tokenOf(request, "parent");
    const profile = await request.get("/api/student-dashboard/profile", { headers: auth(parentToken) });
    const { students } = (await profile.json()) as { students: { id: number; firstName: string }[] };
    const leo = students.find((s) => s.firstName === "Leo")!;
    const start = new Date(Date.now() + 13 * 3_600_000);
    start.setUTCMinutes(start.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
    const booked = await request.post("/api/booking/lessons", {
      headers: auth(parentToken),
      data: {
        tutor_id: await userIdOf(request, tutorToken),
        starts_at: start.toISOString(),
        duration: 30,
        subject: "Chemistry",
        student_id: leo.id,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const creditsAfterBooking = await tutorCredits(request, parentToken, leo.id);

    await login("parent");
    await navigate(`/student/schedule?student_id=${leo.id}`);
    const card = page.getByRole("article", { name: "Chemistry with Robin" });
    await card.getByRole("button", { name: "Cancel Chemistry with Robin" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this lesson?" });
    await expect(
      dialog.getByText("less than 24 hours before the start: the credit is not refunded"),
    ).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/late-cancel.png` });
    await dialog.getByRole("button", { name: "Cancel lesson" }).click();
    await expect(page.getByText("Lesson cancelled, no refund", { exact: true })).toBeVisible();
    const upcoming = page.getByRole("region", { name: "Coming up" });
    await expect(upcoming.getByRole("article", { name: "Chemistry with Robin" })).toHaveCount(0);
    const past = page.getByRole("region", { name: "Past and cancelled" });
    await expect(
      past.getByRole("article", { name: "Chemistry with Robin" }).getByText("Cancelled"),
    ).toBeVisible();
    expect(await tutorCredits(request, parentToken, leo.id)).toBe(creditsAfterBooking);
  });
  test("a parent with no child adds one on the confirm step and the booking carries on (issue 21)", async ({
    page,
    navigate,
    login,
    request,
  }) => {
    const parent = await registerThroughApi(request, { userType: "parent" });
    await login(parent.username, parent.password);
    await navigate("/book/mathematics");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Tomás Rivera" }) });
    await expect(card.getByText(/^Next free: /)).toBeVisible();
    await expect(card.getByText("Teaches in English, Spanish, French")).toBeVisible();
    await card.getByRole("link", { name: "See free times with Tomás Rivera" }).click();
    await pickASlotNextWeek(page);

    // No skeleton forever: the family's add-a-child form, right here.
    const addChild = page.getByRole("region", { name: "Who is this lesson for?" });
    await expect(addChild).toBeVisible();
    await addChild.getByLabel("First name").fill("Nina");
    await addChild.getByLabel("Last name").fill("Booker");
    await addChild.getByLabel("Age").fill("9");
    await addChild.getByRole("button", { name: "Add my child and continue" }).click();

    await expect(page.getByRole("button", { name: /Change child/ })).toContainText("Nina");
    await expect(page.getByTestId("tutor-credit-balance")).toContainText("Nina has 0 tutor-session credits");
    await expect(page.getByRole("link", { name: "Buy credits" })).toBeVisible();
    await expect(page.getByText("Tomás Rivera")).toBeVisible();
  });

  test("a parent takes a seat in a French circle for the child they pick", async ({
    page,
    navigate,
    login,
  }) => {
    await login("parent");
    await navigate("/announcements/french-circles");
    await page.getByRole("link", { name: "Book a seat" }).first().click();
    await expect(page).toHaveURL("/book/groups");
    const circle = page.getByRole("listitem").filter({ hasText: "French circle: at the market" });
    const seats = circle.getByText(/seats left/);
    const before = Number((await seats.textContent())?.match(/^(\d+)/)?.[1]);
    await circle.getByRole("button", { name: "Take a seat in French circle: at the market" }).click();

    await expect(page).toHaveURL("/book/confirm");
    await page.getByRole("button", { name: /Change child/ }).click();
    await page.getByRole("menuitem", { name: "Leo" }).click();
    await expect(page.getByTestId("tutor-credit-balance")).toContainText("Leo has");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Booked!" })).toBeVisible();
    // The seat is Leo's: on his schedule (the selection stays on him).
    await page.getByRole("link", { name: "See your schedule" }).click();
    await expect(page.getByTestId("schedule-balance")).toContainText("Leo has");
    await expect(page.getByRole("article", { name: "French circle: at the market" })).toBeVisible();

    await navigate("/book/groups");
    await expect(circle.getByText(/seats left/)).toHaveText(new RegExp(`^${before - 1} of`));
  });
});
