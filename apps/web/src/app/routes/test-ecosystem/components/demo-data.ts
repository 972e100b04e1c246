import type { Lesson, ProgressResponse } from "@app/contract/dashboard";

/*
 * Made-up numbers for the open test pages (decisions.md 1: public or demo data only). Nothing here
 * belongs to a real student; every page that shows it says so.
 */

const day = (offset: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

export const DEMO_PROGRESS: Pick<ProgressResponse, "level" | "streak" | "weeklyXP" | "recentGains"> = {
  level: { level: 3, totalXP: 1240, xpIntoCurrentLevel: 340, xpToNextLevel: 360, nextLevelXP: 1600 },
  streak: {
    currentStreak: 5,
    longestStreak: 9,
    lastActivityDate: day(0, 0).slice(0, 10),
    streakMultiplier: 1.5,
    milestonesReached: [3, 7],
  },
  weeklyXP: [40, 0, 85, 60, 120, 95, 70].map((xp, i) => ({ date: day(i - 6, 12).slice(0, 10), xp })),
  recentGains: [
    { amount: 70, reason: "Practice: fractions", timestamp: day(0, 10) },
    { amount: 95, reason: "Quiz: French numbers", timestamp: day(-1, 17) },
    { amount: 120, reason: "Practice: linear equations", timestamp: day(-2, 16) },
  ],
};

export const DEMO_WALLET = { points_total: 1240, cash_balance: 2.5 };

export const DEMO_LESSONS: Lesson[] = [
  {
    id: 1,
    title: "Algebra: simultaneous equations",
    type: "tutor",
    datetime: day(1, 16),
    duration: 60,
    tutor: "Demo Tutor",
    status: "scheduled",
    join_url: null,
  },
  {
    id: 2,
    title: "French conversation circle",
    type: "group",
    datetime: day(3, 17),
    duration: 45,
    tutor: "Demo Tutor",
    status: "scheduled",
    join_url: null,
  },
  {
    id: 3,
    title: "Python: loops and lists",
    type: "tutor",
    datetime: day(6, 15),
    duration: 45,
    tutor: "Demo Tutor",
    status: "scheduled",
    join_url: null,
  },
];

/** The subjects of the educational hub, with sample topics and made-up progress. */
export const DEMO_SUBJECTS = [
  { name: "Mathematics", topics: ["Linear equations", "Fractions", "Pythagoras' theorem"], progress: 0.62 },
  { name: "French", topics: ["Verbs in -er", "Numbers", "Le passé composé"], progress: 0.45 },
  { name: "Spanish", topics: ["Ser y estar", "Greetings", "El pretérito"], progress: 0.3 },
  { name: "Python", topics: ["Variables and types", "Loops", "Functions"], progress: 0.2 },
  { name: "Science", topics: ["Cells", "Forces", "The water cycle"], progress: 0.1 },
  { name: "English", topics: ["Reading for meaning", "Persuasive writing", "Poetry"], progress: 0.05 },
] as const;
