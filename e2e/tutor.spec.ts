import { expect, test, uniqueName } from "./fixtures";

/** Signs a new student up through the API; answers their display name. */
async function createStudent(request: import("@playwright/test").APIRequestContext) {
  const username = uniqueName("learner");
  const last = `Zed${Date.now().toString(36)}`;
  const response = await request.post("/api/auth/register", {
    data: {
      username,
      email: `${username}@example.test`,
      password: "a-long-secret-1",
      firstName: "Ola",
      lastName: last,
      userType: "student",
    },
  });
  expect(response.status()).toBe(201);
  return { name: `Ola ${last}`, last };
}

test.describe("tutors and their students (issue 12)", () => {
  test("an admin assigns the tutor to a student; the tutor sees them until unassigned", async ({
    page,
    login,
    navigate,
  }) => {
    const student = await createStudent(page.request);

    await login("tutor");
    await navigate("/tutor/students");
    await expect(page.getByRole("heading", { name: "Your students" })).toBeVisible();
    await expect(page.getByRole("link", { name: student.name })).toHaveCount(0);

    await login("admin");
    await navigate("/admin/tutors");
    const form = page.getByRole("form", { name: "Assign a tutor" });
    await form.getByLabel("Tutor", { exact: true }).selectOption({ label: "Tomás Rivera" });
    await form.getByLabel("Find a student").fill(student.last);
    await expect(
      form.getByLabel("Student", { exact: true }).locator("option", { hasText: student.name }),
    ).toHaveCount(1);
    await form.getByLabel("Student", { exact: true }).selectOption({ label: student.name });
    await form.getByRole("button", { name: "Assign" }).click();
    await expect(form.getByText(`Tomás Rivera now teaches ${student.name}.`)).toBeVisible();
    await expect(
      page.getByRole("button", { name: `Unassign ${student.name} from Tomás Rivera` }),
    ).toBeVisible();

    await login("tutor");
    await navigate("/tutor/students");
    await page.getByRole("link", { name: student.name }).click();
    await expect(page.getByRole("heading", { name: student.name, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Progress by subject" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Assignments" })).toBeVisible();
    const studentUrl = page.url();

    await navigate("/tutor");
    await expect(page.getByRole("heading", { name: "Tutor dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Students needing attention" })).toBeVisible();

    // The brief before an upcoming lesson of the demo student (assigned to the demo tutor by the seed).
    await page
      .getByRole("button", { name: /^Brief for Algebra: quadratic equations with / })
      .first()
      .click();
    const brief = page.getByRole("dialog");
    await expect(brief.getByRole("heading", { name: /^Brief: Algebra: quadratic equations/ })).toBeVisible();
    await expect(brief.getByRole("heading", { name: "Weakest skills" })).toBeVisible();
    await expect(brief.getByRole("heading", { name: "Homework" })).toBeVisible();
    await expect(brief.getByRole("heading", { name: "Practice to set afterwards" })).toBeVisible();
    await page.keyboard.press("Escape");

    await login("admin");
    await navigate("/admin/tutors");
    await page.getByRole("button", { name: `Unassign ${student.name} from Tomás Rivera` }).click();
    await expect(
      page.getByRole("button", { name: `Unassign ${student.name} from Tomás Rivera` }),
    ).toHaveCount(0);

    await login("tutor");
    await navigate(new URL(studentUrl).pathname);
    await expect(page.getByText("This student is not one of yours")).toBeVisible();
  });

  test("a visitor applies at /join-tutor, an admin approves, and the tutor area opens", async ({
    page,
    login,
    navigate,
  }) => {
    const username = uniqueName("tutor");
    await navigate("/join-tutor");
    await page.getByRole("link", { name: "Sign up as a tutor" }).click();
    await expect(page.getByRole("radio", { name: /Tutor/ })).toBeChecked();
    await page.getByLabel("First name").fill("Priya");
    await page.getByLabel("Last name").fill(username);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("E-mail").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();

    // Back on the application, signed in as a tutor applicant.
    await expect(page).toHaveURL("/join-tutor");
    const application = page.getByRole("form", { name: "Tutor application" });
    await application.getByRole("button", { name: "Send my application" }).click();
    await expect(application.getByText("Choose at least one subject")).toBeVisible();
    await application.getByLabel("Subjects you teach").fill("Chemistry, Biology");
    await application.getByLabel("Teaching experience").fill("Six years teaching A-level chemistry.");
    await application.getByLabel("Availability").fill("Weekday evenings, UK time.");
    await application
      .getByLabel("Why you want to tutor with us")
      .fill("I enjoy watching a student realise a reaction is just bookkeeping of electrons.");
    await application.getByRole("button", { name: "Send my application" }).click();
    await expect(page.getByText("Your application is under review")).toBeVisible();

    await navigate("/tutor");
    await expect(page.getByRole("heading", { name: "Your tutor application is under review" })).toBeVisible();

    await login("admin");
    await navigate("/admin/tutors");
    const review = page.getByLabel(`Application from Priya ${username}`);
    await expect(review).toBeVisible();
    await review.getByLabel("Message to the applicant").fill("Welcome aboard!");
    await review.getByRole("button", { name: "Approve" }).click();
    // Approved, it leaves the pending list and shows under "Approved" with the message sent.
    await expect(review).toHaveCount(0);
    await page.getByRole("button", { name: "Approved", exact: true }).click();
    await expect(
      page.getByLabel(`Application from Priya ${username}`).getByText("Welcome aboard!"),
    ).toBeVisible();

    await login(username, "a-long-secret-1");
    await navigate("/tutor");
    await expect(page.getByRole("heading", { name: "Tutor dashboard" })).toBeVisible();
    await expect(page.getByText("No students are assigned to you yet.")).toBeVisible();
  });
});
