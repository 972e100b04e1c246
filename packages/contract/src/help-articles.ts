import type { ContactTopic } from "./contact.ts";

/*
 * The help centre's articles (issue 21): how the platform really works, for the questions
 * families ask most. Each fact here is the product's rule (packages/domain: booking, credits,
 * parent consent; decisions.md 1 and 3); when a rule changes, its article changes with it.
 * Kept as data so the help page lists and searches them and the server writes each article's
 * own title into the page it sends (decision 024). A block starting "- " is a list item,
 * "## " a heading; anything else a paragraph.
 */

export interface HelpArticle {
  slug: string;
  title: string;
  /** One sentence: the list's line and the page's description. */
  summary: string;
  /** The contact form's topic when the article did not answer the question. */
  topic: ContactTopic;
  body: readonly string[];
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: "booking-a-lesson",
    title: "Booking a lesson with a tutor",
    summary: "Pick a tutor and a free time, and one lesson credit pays for the lesson.",
    topic: "booking",
    body: [
      "Lessons with a tutor are booked from Schedule in the sidebar (Book a lesson), or from the Book a lesson link on the home page. A parent books for the child chosen in the child switcher; each child has their own lessons and their own credits.",
      "## Step by step",
      "- Choose a tutor and see their free times. Times are shown on your own clock, in your time zone, whatever the tutor's zone is.",
      "- Choose how long: 30, 45 or 60 minutes.",
      "- Pick a start at least 12 hours from now and at most 60 days ahead.",
      "- Confirm. One tutor-lesson credit is spent the moment the lesson is booked, so you need one in the child's balance first (see Buying credits).",
      "## After booking",
      "The lesson appears in Schedule with its join link once the tutor adds it. Each lesson can be added to your calendar with its .ics file, or you can subscribe once to your private calendar feed and every lesson appears by itself.",
      "A seat in a group lesson, such as the French conversation circles, is booked the same way and also costs one credit.",
    ],
  },
  {
    slug: "cancelling-and-moving",
    title: "Cancelling or moving a lesson: the 24-hour rule",
    summary: "Cancel or move 24 hours or more before the start and the credit comes back.",
    topic: "booking",
    body: [
      "Plans change. A lesson can be cancelled or moved from Schedule, and one rule decides what happens to its credit.",
      "- 24 hours or more before the start: cancelling gives the credit back to the child's balance at once, and moving keeps the same credit for the new time.",
      "- Less than 24 hours before the start: the credit of that lesson is spent. Moving is still possible, but the new time costs another credit, as if you cancelled and booked again.",
      "- When the tutor cancels or moves a lesson, it never costs you a credit, whenever it happens.",
      "A lesson can be moved to another free time of the same tutor, within the same 12-hour to 60-day window as a new booking. A seat in a group lesson cannot be moved: cancel it (the same 24-hour rule applies) and book another session.",
    ],
  },
  {
    slug: "buying-credits",
    title: "Buying credits: bank transfer and card",
    summary: "Credits are bought in packages for one child; they last a year.",
    topic: "credits",
    body: [
      "Lessons with a tutor are paid with credits: one credit, one lesson. Credits belong to one child, so a lesson booked for one child never spends a brother's or sister's balance.",
      "## Where to buy",
      "Open Billing (at the foot of the sidebar) and choose the child and a package. The packages and prices are the same as on the pricing page.",
      "- By bank transfer: you get our bank details and a reference to put on the transfer, and an open invoice. When the money arrives our team confirms it, the credits appear in the child's balance and the invoice is marked paid. You can cancel a transfer you have not sent yet from Billing; a family can have five transfers waiting at once.",
      "- By card, where Billing offers it: you pay on a secure card page and the credits appear as soon as the payment goes through.",
      "Every payment has an invoice in Billing that you can open and print.",
    ],
  },
  {
    slug: "credits-expiry-and-refunds",
    title: "When credits expire, and getting money back",
    summary: "Bought credits last twelve months, the oldest are used first, and refunds go through our team.",
    topic: "credits",
    body: [
      "- Bought credits are valid for twelve months from the purchase. Billing shows each package with its expiry date.",
      "- When a lesson is booked, the credit closest to expiring is used first, so none are wasted while newer ones wait.",
      "- A lesson cancelled 24 hours or more ahead gives its credit back (see Cancelling or moving a lesson).",
      "## Money back",
      "If you want money back for a payment, write to us with the contact form and choose Credits, payments and refunds. Our team records the refund against the payment (never more than what is left of it), and it appears in your billing history.",
    ],
  },
  {
    slug: "childrens-accounts",
    title: "Children's accounts and logins",
    summary: "One parent account holds every child; a child gets a login only if the parent makes one.",
    topic: "children",
    body: [
      "A parent account holds one or more children. Add a child from Family (in the sidebar when you are signed in as a parent): we ask only for the profile fields, such as first name, age, grade and time zone.",
      "## A login for your child",
      "A child does not need an e-mail address. From Family, a parent can make a login for a child with a username and password. The child then signs in to their own portal and nothing else: they cannot see billing, other children or the parent's pages.",
      "- You can set a new password for the child, or switch the login off. Both sign the child out everywhere at once.",
      "- Switch between your children with the child switcher at the top of every student page.",
      "## Leaderboards",
      "Leaderboards show a first name and last initial only, never an e-mail or full name. A child you added is on no public leaderboard until you allow it in Family.",
    ],
  },
  {
    slug: "parent-consent",
    title: "A child under 13 who signs up alone",
    summary: "We ask a parent to confirm; until then the account can learn but not message.",
    topic: "children",
    body: [
      "A student who signs up alone and gives an age under 13 is asked for a parent's e-mail address. We send the parent a link to confirm.",
      "- Until the parent confirms, the child can open lessons and practise, but cannot send or read messages and does not appear on any leaderboard.",
      "- Only the parent's confirmation lifts these limits.",
      "If the e-mail did not arrive, check the spam folder. Still stuck? Write to us with the contact form and choose Children's accounts.",
    ],
  },
  {
    slug: "privacy-and-your-data",
    title: "Privacy: what we keep, download and delete",
    summary: "We keep only what the product needs, and a parent can download or delete a child's data.",
    topic: "privacy",
    body: [
      "For a child we keep only the profile fields (first and last name, age, grade, time zone, plan, subjects and goals, an optional picture) and what they do in the product: answers, progress, points, reviews and homework.",
      "- A profile picture loses its hidden details (such as where it was taken) when it is uploaded.",
      "- Our logs never hold names, e-mail addresses or passwords.",
      "## Download a child's data",
      "In Family, choose Download next to a child: you get one file with everything we hold about them, their files included.",
      "## Delete a child",
      "In Family, a parent can remove a child with everything attached, the child's login too. Payments stay in the parent's billing history without the child. A lesson still booked must be cancelled first.",
      "For anything else about your data, write to us with the contact form and choose Privacy and your data.",
    ],
  },
  {
    slug: "signing-in-and-passwords",
    title: "Signing in, passwords and your e-mail address",
    summary: "Reset a forgotten password, change your e-mail, and sign out everywhere.",
    topic: "account",
    body: [
      "- Forgot your password? Choose Forgot password on the sign-in page. The link we e-mail works once and for one hour.",
      "- A child's login has no e-mail: the parent sets a new password from Family.",
      "- To change your e-mail address or password, open your profile; both need your current password. A new address is used only after you open the link we send to it, and your old address is told about the change.",
      "- Lost a device, or signed in on a shared computer? Sign out everywhere from your profile: every other session ends at once.",
      "After several wrong passwords, signing in is slowed down for a while to keep guessers out; the right password still works for you.",
    ],
  },
];

export function findHelpArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}

/** Words a question carries that say nothing about its subject. */
const STOP_WORDS = new Set(
  "a an and are can do does for how i in is it me my of on or our the to we what when where who why with you your".split(
    " ",
  ),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));

/**
 * The articles that contain every word of the query (word starts, so "refund" finds "refunds"),
 * those with the words in their title first. An empty query answers every article.
 */
export function searchHelpArticles(query: string): HelpArticle[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...HELP_ARTICLES];
  const scored = HELP_ARTICLES.map((article) => {
    const title = words(`${article.title} ${article.summary}`);
    const all = [...title, ...words(article.body.join(" "))];
    const has = (list: string[], word: string) => list.some((candidate) => candidate.startsWith(word));
    if (!wanted.every((word) => has(all, word))) return null;
    return { article, score: wanted.filter((word) => has(title, word)).length };
  }).filter((hit) => hit !== null);
  return scored.sort((a, b) => b.score - a.score).map((hit) => hit.article);
}
