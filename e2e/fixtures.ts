import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/** The demo accounts the server seeds on first start (README), all with one password. */
export const DEMO_PASSWORD = "Demo-pass-1";
export type DemoUsername = "admin" | "tutor" | "parent" | "student";

/** Where each role lands after signing in (a parent account's address carries the selected student, spec 2.9). */
export const ROLE_HOME: Record<DemoUsername, RegExp> = {
  student: /\/student\/dashboard$/,
  parent: /\/student\/dashboard\?student_id=\d+$/,
  tutor: /\/tutor$/,
  admin: /\/admin$/,
};

interface Fixtures {
  /** Signs a user in through the API and stores the session as the app does, without the sign-in page. */
  login: (username: DemoUsername | string, password?: string) => Promise<void>;
  /** Opens a path and waits until the app has rendered a page into <main>. */
  navigate: (path: string) => Promise<void>;
}

async function waitForApp(page: Page) {
  await expect(page.locator("main#main")).toBeVisible();
}

export const test = base.extend<Fixtures>({
  login: async ({ page }, use) => {
    await use(async (username, password = DEMO_PASSWORD) => {
      const response = await page.request.post("/api/auth/login", { data: { username, password } });
      expect(response.status(), `sign-in of ${username}`).toBe(200);
      const { user, access_token } = (await response.json()) as { user: unknown; access_token: string };
      if (page.url() === "about:blank") await page.goto("/");
      await page.evaluate(
        ({ token, userInfo }) => {
          // As the app's own sign-in does (session.ts): another user's kept answers are dropped.
          const previous = JSON.parse(localStorage.getItem("user_info") ?? "null") as { id?: unknown } | null;
          if (previous?.id !== (JSON.parse(userInfo) as { id?: unknown }).id)
            localStorage.removeItem("brightpath-query-cache");
          localStorage.setItem("auth_token", token);
          localStorage.setItem("user_info", userInfo);
        },
        { token: access_token, userInfo: JSON.stringify(user) },
      );
    });
  },
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForApp(page);
    });
  },
});

/** Fills the sign-in form and submits it. */
export async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A name nobody has used yet, for sign-up journeys. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export { expect };

/** Registers an account through the API (setup, not the journey under test). */
export async function registerThroughApi(
  request: APIRequestContext,
  overrides: { username?: string; password?: string; userType?: "student" | "parent" | "tutor" } = {},
) {
  const username = overrides.username ?? uniqueName("user");
  const password = overrides.password ?? "a-long-secret-1";
  const response = await request.post("/api/auth/register", {
    data: {
      username,
      email: `${username}@example.test`,
      password,
      firstName: "Robin",
      lastName: "Example",
      userType: overrides.userType ?? "student",
    },
  });
  expect(response.status(), `registering ${username}`).toBe(201);
  return { username, email: `${username}@example.test`, password };
}

/**
 * The newest link of the given path in e-mails to an address, read from the server's outbox as the
 * demo admin (no SMTP in tests). The link is made relative so it opens on the test server.
 */
export async function readEmailLink(
  request: APIRequestContext,
  to: string,
  linkPath: string,
): Promise<string> {
  const login = await request.post("/api/auth/login", {
    data: { username: "admin", password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get("/api/admin/outbox", {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      const { emails } = (await response.json()) as { emails: { to: string; text: string }[] };
      const marker = `${linkPath}?token=`;
      const match = emails
        .filter((email) => email.to === to && email.text.includes(marker))
        .map((email) => {
          const token = /^[\w-]+/.exec(email.text.slice(email.text.lastIndexOf(marker) + marker.length))?.[0];
          return token ? `${marker}${token}` : undefined;
        })
        .filter(Boolean)
        .at(-1);
      link = match ?? undefined;
      return link;
    })
    .toBeTruthy();
  return link as string;
}
