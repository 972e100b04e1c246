import { PRODUCT_NAME } from "./product.ts";

/*
 * Every marketing page's title and description, in one place: the web app sets them in the
 * document, and the server writes them into the page it sends (with the social-preview tags), so
 * a link shared anywhere shows the page's own card even where no JavaScript runs.
 */

export interface PageMeta {
  /** The page's title, without the product name (added by `toDocumentTitle`). */
  title: string;
  description: string;
}

export const PUBLIC_PAGE_META = {
  "/": {
    title: PRODUCT_NAME,
    description:
      "One-to-one tutors, worked examples and practice marked as you go: maths, French, Spanish and Python for ages 8 to 18. Start free.",
  },
  "/about": {
    title: "About us",
    description: `Why we built ${PRODUCT_NAME}: patient tutors, honest progress reports and practice that meets every student where they are.`,
  },
  "/pricing": {
    title: "Pricing",
    description:
      "Start free with every course, add live lessons with a tutor when you want them. Plans and credit packages with no lock-in.",
  },
  "/subjects": {
    title: "Subjects",
    description:
      "Maths from number sense to algebra and geometry, French, Spanish and Python: structured courses, worked examples and practice.",
  },
  "/blog": {
    title: "Blog",
    description: "Study tips, maths explained step by step, and news from our tutors.",
  },
  "/announcements": {
    title: "Announcements",
    description: `What's new at ${PRODUCT_NAME}: new courses, group programmes and features.`,
  },
  "/announcements/french-circles": {
    title: "French conversation circles",
    description:
      "Small-group French conversation with a native-speaking tutor: six students, one hour a week, three levels. Speak from the first session.",
  },
  "/waitlist": {
    title: "Join the waitlist",
    description: "Be first to know when new tutors, subjects and group programmes open. One e-mail, no spam.",
  },
  "/library": {
    title: "Library",
    description:
      "Search every lesson of the curriculum: worked examples and practice questions, free to read.",
  },
  // Spec 2.1's contact, support and help pages (issue 21: a person to reach, answers to read).
  "/contact": {
    title: "Contact us",
    description: `Write to the ${PRODUCT_NAME} team about lessons, credits, your children's accounts or your data. A person replies by e-mail.`,
  },
  "/support": {
    title: "Support",
    description:
      "Help with a booked lesson, a payment or your account: answers to common questions, and a person to write to.",
  },
  "/help": {
    title: "Help centre",
    description:
      "How booking works, the 24-hour rule, credits and refunds, children's accounts and privacy, explained step by step.",
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_META;

/** The document title of a page: "Pricing · Brightpath", and the home page's own. */
export function toDocumentTitle(title: string): string {
  return title === PRODUCT_NAME ? `${PRODUCT_NAME} · Online tutoring` : `${title} · ${PRODUCT_NAME}`;
}

/** Longest description put in a page's meta tags (search engines cut at about 160). */
export const META_DESCRIPTION_MAX = 200;
