/*
 * The French conversation circles (decisions.md 4: group lessons): their facts in one place, read
 * by every page, post and seed that states them (issue 21: pages said one hour, 45 and 30 minutes,
 * six and eight seats and a free first circle that nothing granted).
 */

/** The facts of a circle. A seat is paid like any lesson: there is no free first circle. */
export const FRENCH_CIRCLE = {
  /** How long one circle lasts, in minutes. */
  minutes: 60,
  /** Students in one circle at most (a group session's capacity). */
  seats: 6,
  /** Tutor-session credits one seat uses. */
  creditsPerSeat: 1,
  /** Weeks a term of circles runs. */
  weeks: 12,
} as const;

const WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A small whole number in words ("six"), digits above twelve. */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}

const minutesText = (minutes: number) =>
  minutes % 60 === 0
    ? minutes === 60
      ? "one hour"
      : `${numberWord(minutes / 60)} hours`
    : `${minutes} minutes`;

/** A fact at the start of a sentence: "Six students". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The circles' facts in words, as the pages and posts state them. */
export const FRENCH_CIRCLE_TEXT = {
  /** "one hour" */
  duration: minutesText(FRENCH_CIRCLE.minutes),
  /** "six students" */
  seats: `${numberWord(FRENCH_CIRCLE.seats)} students`,
  /** "one tutor-session credit" */
  seatPrice: `${numberWord(FRENCH_CIRCLE.creditsPerSeat)} tutor-session credit${FRENCH_CIRCLE.creditsPerSeat === 1 ? "" : "s"}`,
  /** "five others": the other students of a full circle. */
  others: `${numberWord(FRENCH_CIRCLE.seats - 1)} others`,
  /** "twelve weeks" */
  term: `${numberWord(FRENCH_CIRCLE.weeks)} weeks`,
} as const;
