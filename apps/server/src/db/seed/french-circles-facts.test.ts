import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FRENCH_CIRCLE_TEXT } from "@app/domain/french-circles";
import { describe, expect, it } from "vitest";
import { POSTS } from "./site/posts.ts";

/*
 * Issue 21: the French circles said one hour, 45 and 30 minutes, six and eight seats, "first
 * circle free" and one credit on different pages. Each fact now comes from
 * packages/domain/src/french-circles.ts: what a page, post or seed states about the circles is
 * that source's words, never a number of its own.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");

const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|forty-five|thirty|sixty|half an?)`;
/** A number of hours, minutes, students, seats, credits or weeks, or a free circle. */
const CLAIM = new RegExp(
  String.raw`\b${NUMBER}\s+(?:hours?|minutes?|students?|seats?|(?:tutor-session\s+)?credits?|weeks?)\b|first circle[^.]*(?:free|on us)|\bfree circle`,
  "gi",
);

/** The claims left in a text once the source's own words are taken out. */
function ownClaims(text: string): string[] {
  let rest = text;
  for (const words of Object.values(FRENCH_CIRCLE_TEXT)) rest = rest.replace(new RegExp(words, "gi"), "");
  return [...rest.matchAll(CLAIM)].map((m) => m[0]);
}

describe("the French circles' facts come from one source (issue 21)", () => {
  it("the announcement and the blog post about the circles state only the source's facts", () => {
    const circlePosts = POSTS.filter((p) => /conversation circles/i.test(`${p.summary} ${p.body}`));
    expect(circlePosts.map((p) => p.slug)).toContain("french-circles");
    for (const post of circlePosts) {
      const text = `${post.title}\n${post.summary}\n${post.body}`;
      expect(ownClaims(text), post.slug).toEqual([]);
      expect(text, post.slug).not.toMatch(/on us/i);
    }
    const announcement = POSTS.find((p) => p.slug === "french-circles")!;
    for (const words of [FRENCH_CIRCLE_TEXT.duration, FRENCH_CIRCLE_TEXT.seats, FRENCH_CIRCLE_TEXT.seatPrice])
      expect(announcement.body.toLowerCase()).toContain(words);
  });

  it("the web pages that state them read the source, with no number of their own", () => {
    // Whole pages about the circles and group seats.
    for (const file of [
      "apps/web/src/app/routes/french-circles.tsx",
      "apps/web/src/features/booking/components/group-step.tsx",
    ]) {
      const source = read(file);
      expect(source, file).toContain("FRENCH_CIRCLE_TEXT");
      expect(ownClaims(source), file).toEqual([]);
    }
    // The home page's banner about the circles.
    const banner = read("apps/web/src/app/routes/home.tsx")
      .split("\n")
      .filter((line) => /circles?\b/i.test(line))
      .join("\n");
    expect(banner).toMatch(/FRENCH_CIRCLE_TEXT/);
    expect(ownClaims(banner)).toEqual([]);
  });

  it("the demo's circles last and seat what the source says", () => {
    const booking = read("apps/server/src/db/seed/demo-booking.ts");
    expect(booking).toContain("duration_minutes: FRENCH_CIRCLE.minutes");
    expect(booking).toContain("capacity: FRENCH_CIRCLE.seats");
    expect(booking).not.toMatch(/capacity:\s*\d/);
    expect(ownClaims(booking)).toEqual([]);
    const portal = read("apps/server/src/db/seed/demo-portal.ts");
    const circleLesson = portal.slice(portal.indexOf('title: "French circle for beginners"'));
    expect(circleLesson.slice(0, 200)).toContain("duration_minutes: FRENCH_CIRCLE.minutes");
  });
});
