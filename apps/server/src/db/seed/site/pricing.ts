// The plans and credit packages of decisions.md 3, as the pricing page shows them (prices in US cents).
import type { PlanId } from "../../database.ts";

export interface SeedPlan {
  id: PlanId;
  name: string;
  tagline: string;
  monthlyPriceCents: number;
  aiSessionsPerMonth: number;
  tutorSessionsPerMonth: number;
  features: string[];
  isFeatured: boolean;
}

export const PLANS: SeedPlan[] = [
  {
    id: "ai-only",
    // Named for what it gives today: the AI tutor is not open yet (issue 21, migration 025).
    name: "Starter",
    tagline: "Every course with daily practice and progress reports. Free, for as long as you like.",
    monthlyPriceCents: 0,
    aiSessionsPerMonth: 10,
    tutorSessionsPerMonth: 0,
    features: [
      "10 AI tutor sessions every month",
      "Every course: maths, French, Spanish and Python",
      "Hints and worked steps from the lesson itself",
      "Streaks, levels and a weekly progress summary",
      "Parent view for every child",
    ],
    isFeatured: false,
  },
  {
    id: "tutor-lite",
    name: "Tutor Lite",
    tagline: "A real tutor every other week, with practice in between.",
    monthlyPriceCents: 8900,
    aiSessionsPerMonth: 30,
    tutorSessionsPerMonth: 2,
    features: [
      "2 live lessons a month with your own tutor (45 minutes)",
      "30 AI tutor sessions every month",
      "Homework set and marked by your tutor",
      "A written note after every lesson",
      "Free cancellation up to 24 hours before",
    ],
    isFeatured: true,
  },
  {
    id: "tutor-plus",
    name: "Tutor Plus",
    tagline: "A weekly lesson for steady progress or exam year.",
    monthlyPriceCents: 16900,
    aiSessionsPerMonth: 60,
    tutorSessionsPerMonth: 4,
    features: [
      "4 live lessons a month with your own tutor (45 minutes)",
      "60 AI tutor sessions every month",
      "A personal plan reviewed with you every month",
      "Exam practice papers marked with feedback",
      "Priority booking for evenings and weekends",
    ],
    isFeatured: false,
  },
];

export interface SeedCreditOffer {
  slug: string;
  name: string;
  creditType: "ai-session" | "tutor-session";
  credits: number;
  priceCents: number;
  description: string;
}

export const CREDIT_OFFERS: SeedCreditOffer[] = [
  {
    slug: "ai-10",
    name: "10 AI tutor sessions",
    creditType: "ai-session",
    credits: 10,
    priceCents: 900,
    description: "A top-up for a busy month or the week before a test.",
  },
  {
    slug: "ai-30",
    name: "30 AI tutor sessions",
    creditType: "ai-session",
    credits: 30,
    priceCents: 2400,
    description: "Enough for a session every school day for six weeks.",
  },
  {
    slug: "tutor-1",
    name: "1 lesson with a tutor",
    creditType: "tutor-session",
    credits: 1,
    priceCents: 4900,
    description: "Try a tutor, or add one lesson before an exam.",
  },
  {
    slug: "tutor-5",
    name: "5 lessons with a tutor",
    creditType: "tutor-session",
    credits: 5,
    priceCents: 22000,
    description: "Save 10%: a block of lessons to work through a topic properly.",
  },
  {
    slug: "tutor-10",
    name: "10 lessons with a tutor",
    creditType: "tutor-session",
    credits: 10,
    priceCents: 41000,
    description: "Save 16%: a full term of weekly lessons.",
  },
];
