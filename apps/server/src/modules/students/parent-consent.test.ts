import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, lastEmailTo, useTestApp } from "../../test/helpers.ts";
import { CONSENT_EMAIL_LIMIT_MESSAGE, CONSENT_EMAIL_SUBJECT, toPlainName } from "./parent-consent.ts";

const t = useTestApp();

const answers = (age: number, parentEmail?: string) => ({
  age,
  subjects: ["Mathematics"],
  weeklyStudyHours: 2,
  ...(parentEmail ? { parentEmail } : {}),
});

const onboard = (token: string, body: object) =>
  call(t, "POST", "/api/student-dashboard/onboarding", { token, body });

const profileOf = async (token: string) =>
  (await call(t, "GET", "/api/student-dashboard/profile", { token })).json().student;

async function boardNames(token: string): Promise<string[]> {
  const res = await call(t, "GET", "/api/rewards/leaderboard?period=all", { token });
  return res.json().entries.map((e: { display_name: string }) => e.display_name);
}

async function emailsTo(to: string) {
  return t.database.db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("to_email", "=", to)
    .execute();
}

describe("onboarding completes once (issue 7.7)", () => {
  it("refuses onboarding again with age 13: the child stays pending and off the leaderboard", async () => {
    const s = await createStudent(t, { age: 20, first_name: "Pia", last_name: "Bypass" });
    expect((await onboard(s.token, answers(11, "pia-parent@example.test"))).statusCode).toBe(200);
    const again = await onboard(s.token, answers(13));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already complete/);
    expect(await profileOf(s.token)).toMatchObject({ age: 11, parentConsentPending: true });
    expect(await boardNames(s.token)).not.toContain("Pia B.");
    expect(await emailsTo("pia-parent@example.test")).toHaveLength(1);
  });

  it("keeps a child pending when the profile later says 13; only the parent's confirmation clears it", async () => {
    const s = await createStudent(t, { age: 20, first_name: "Ravi", last_name: "Later" });
    await onboard(s.token, answers(12, "ravi-parent@example.test"));
    const edit = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { age: 13 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().student).toMatchObject({ age: 13, parentConsentPending: true });
    expect(await boardNames(s.token)).not.toContain("Ravi L.");
    const { token } = await lastEmailTo(t, "ravi-parent@example.test");
    expect((await call(t, "POST", "/api/auth/verify-email", { body: { token } })).statusCode).toBe(200);
    expect((await profileOf(s.token)).parentConsentPending).toBe(false);
    expect(await boardNames(s.token)).toContain("Ravi L.");
  });

  it("makes an older student who edits their age under 13 wait for a parent, whom they can name", async () => {
    const s = await createStudent(t, { age: 14, first_name: "Uma", last_name: "Younger" });
    await onboard(s.token, answers(14));
    const edit = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { age: 11 },
    });
    expect(edit.json().student.parentConsentPending).toBe(true);
    expect(await boardNames(s.token)).not.toContain("Uma Y.");
    const noAddress = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: s.token,
      body: {},
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().details.parentEmail).toBeDefined();
    const named = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: s.token,
      body: { parentEmail: "uma-parent@example.test" },
    });
    expect(named.statusCode).toBe(200);
    const { token } = await lastEmailTo(t, "uma-parent@example.test");
    await call(t, "POST", "/api/auth/verify-email", { body: { token } });
    expect(await boardNames(s.token)).toContain("Uma Y.");
  });

  it("lets only one of two onboardings at the same moment through, with XP once", async () => {
    const s = await createStudent(t, { age: 20 });
    const both = await Promise.all([onboard(s.token, answers(15)), onboard(s.token, answers(16))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const wallet = await call(t, "GET", "/api/rewards/wallet", { token: s.token });
    expect(wallet.json().wallet.points_total).toBe(50);
  });

  it("also completes a parent's child once", async () => {
    const p = await createParent(t, [9]);
    const url = `/api/student-dashboard/onboarding?student_id=${p.childIds[0]}`;
    expect((await call(t, "POST", url, { token: p.token, body: answers(9) })).statusCode).toBe(200);
    expect((await call(t, "POST", url, { token: p.token, body: answers(10) })).statusCode).toBe(409);
  });
});

describe("consent e-mails (issue 7.8)", () => {
  it("sends at most 5 an hour to one address, whoever asks, and a refused onboarding changes nothing", async () => {
    const victim = "someone-else@example.test";
    for (let i = 0; i < 5; i++) {
      const s = await createStudent(t, { age: 20 });
      expect((await onboard(s.token, answers(10, victim))).statusCode).toBe(200);
    }
    const sixth = await createStudent(t, { age: 20 });
    const refused = await onboard(sixth.token, answers(10, victim));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(CONSENT_EMAIL_LIMIT_MESSAGE);
    expect(await profileOf(sixth.token)).toMatchObject({ age: 20, onboardingCompleted: false });
    expect(await emailsTo(victim)).toHaveLength(5);
    expect((await onboard(sixth.token, answers(10, "another-parent@example.test"))).statusCode).toBe(200);
  });

  it("sends at most 5 an hour about one account, to whatever addresses", async () => {
    const s = await createStudent(t, { age: 20 });
    await onboard(s.token, answers(10, "first-try@example.test"));
    const resend = (parentEmail: string) =>
      call(t, "POST", "/api/student-dashboard/parent-consent", { token: s.token, body: { parentEmail } });
    for (let i = 2; i <= 5; i++) expect((await resend(`try-${i}@example.test`)).statusCode).toBe(200);
    const sixth = await resend("try-6@example.test");
    expect(sixth.statusCode).toBe(429);
    expect(await emailsTo("try-6@example.test")).toEqual([]);
    expect((await profileOf(s.token)).parentConsentPending).toBe(true);
  });

  it("puts no user-chosen text in the subject and only a plain first name in the body", async () => {
    const s = await createStudent(t, {
      age: 20,
      first_name: "Win a prize at evil.example/claim now",
      last_name: "SecretSurname",
    });
    await onboard(s.token, answers(10, "plain-parent@example.test"));
    const [mail] = await emailsTo("plain-parent@example.test");
    expect(mail!.subject).toBe(CONSENT_EMAIL_SUBJECT);
    expect(mail!.text_body).not.toContain("evil.example");
    expect(mail!.text_body).not.toContain("SecretSurname");
    expect(mail!.text_body).toContain('"Win a prize at evil example claim now"');
  });

  it("sends again only for a student who waits for a parent", async () => {
    const teen = await createStudent(t, { age: 15 });
    const res = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: teen.token,
      body: { parentEmail: "nobody-needed@example.test" },
    });
    expect(res.statusCode).toBe(409);
    expect(await emailsTo("nobody-needed@example.test")).toEqual([]);
    const p = await createParent(t);
    const byParent = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: p.token,
      body: {},
    });
    expect(byParent.statusCode).toBe(403);
    const bad = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: teen.token,
      body: { parentEmail: "not-an-address" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("toPlainName", () => {
  it("keeps letters, apostrophes and hyphens, and drops links, addresses and line breaks", () => {
    expect(toPlainName("Zoë O'Neil-Brown")).toBe("Zoë O'Neil-Brown");
    expect(toPlainName("Bob\nhttps://x.example")).toBe("Bob https x example");
    expect(toPlainName("a@b.c")).toBe("a b c");
    expect(toPlainName("<>:/")).toBe("");
    expect(toPlainName("x".repeat(60))).toHaveLength(40);
  });
});
