import type { APIRequestContext } from "@playwright/test";
import { expect, registerThroughApi, uniqueName } from "./fixtures";

/** A new parent (so no other journey's bookings touch the balance) with one child, through the API. */
export async function createFamily(request: APIRequestContext) {
  const parent = await registerThroughApi(request, { userType: "parent" });
  const login = await request.post("/api/auth/login", {
    data: { username: parent.username, password: parent.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const firstName = uniqueName("Kid")
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 12);
  const child = await request.post("/api/student-dashboard/students", {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { firstName, lastName: "Rivers", age: 11 },
  });
  expect(child.status()).toBe(201);
  return { ...parent, childName: `${firstName} Rivers` };
}
