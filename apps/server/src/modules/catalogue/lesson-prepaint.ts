import { PREPAINT_ID, PREPAINT_SCRIPT } from "@app/contract/prepaint";
import { stepLabel } from "@app/domain/lesson-step";
import { containsMath } from "@app/domain/math-tokens";
import { Marked, type Token } from "marked";
import { escapeHtml } from "../../lib/html-page.ts";

/**
 * A lesson page painted first by the server (its prepaint) (decision 072, issue 21: the lesson's first
 * paint). The HTML of `/student/material/{id}` carries the lesson as the student will see it — the
 * shell's frame, the title block and the opening of the text — so the browser paints it before any
 * of the app's code has run. It lies over the app, inert and hidden from assistive technology,
 * until the app's own page is drawn beneath it (apps/web/src/lib/prepaint.ts takes it away).
 *
 * The markup copies the classes of the app's student shell, `MaterialFrame`, `MaterialHeader` and
 * `MathMarkdown`, so both draw the same boxes; a browser test holds them to the same place.
 * Only what is the same for every reader is drawn: the public preview's fields (GET
 * /api/public/materials/{id} shows all of them to anyone), nothing of the student.
 */

/** The lesson's fields the prepaint shows (a subset of the public material). */
export interface PrepaintLesson {
  title: string;
  subject: string;
  summary: string | null;
  difficulty: string | null;
  module_title: string | null;
  step_number: number | null;
  total_steps: number;
  estimated_time: number | null;
  prerequisites: readonly { id: number; title: string }[];
  body: string;
}

/** The web app's module whose style sheet styles lesson text (`.math-markdown`), linked from the page's head. */
export const MARKDOWN_STYLES_MODULE = "src/shared/math/lib/render-math-markdown.ts";

/** At most this many top-level blocks, and this much of the text, fill more than any screen shows. */
const MAX_BLOCKS = 14;
const MAX_SOURCE_CHARS = 3000;

/** The address kinds the app's sanitiser keeps in a link (DOMPurify drops `javascript:` and the like). */
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#|\.{1,2}\/)/i;

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Whether a block renders on the server exactly as the app renders it: no formula (KaTeX runs in
 * the browser), no HTML of the author's (the app's sanitiser judges it), no image (its size is
 * unknown until it loads) and no link but to a plain address.
 */
function isPlainBlock(token: Token): boolean {
  if (containsMath(token.raw)) return false;
  let isPlain = true;
  markdown.walkTokens([token], (inner) => {
    if (inner.type === "html" || inner.type === "image") isPlain = false;
    if (inner.type === "link" && !SAFE_HREF.test(inner.href)) isPlain = false;
  });
  return isPlain;
}

/**
 * The opening of a lesson's Markdown as HTML: its blocks from the start up to the first that is not
 * plain (see isPlainBlock), at most a screenful. Marked with the app's options, so the markup is
 * the app's; the text is escaped by marked as in the app.
 */
export function prepaintBodyHtml(body: string): string {
  const blocks: Token[] = [];
  let length = 0;
  for (const token of markdown.lexer(body)) {
    if (blocks.length >= MAX_BLOCKS || length >= MAX_SOURCE_CHARS || !isPlainBlock(token)) break;
    blocks.push(token);
    length += token.raw.length;
  }
  return blocks.length === 0 ? "" : markdown.parser(blocks);
}

const LAYERS_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide size-4" aria-hidden="true"><path d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83z"/><path d="M2 12a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 12"/><path d="M2 17a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 17"/></svg>';
const CLOCK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide size-4" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></svg>';

const PANEL_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide size-5" aria-hidden="true"><rect width="18" height="18" x="3" y="3" rx="2"/><path d="M9 3v18"/></svg>';
const SEARCH_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></svg>';

const BADGE = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium";

/** The title block, as `MaterialHeader` draws it (without the debug-only layout switch). */
function headerHtml(lesson: PrepaintLesson): string {
  const step = stepLabel(lesson);
  const parts = [
    `<div class="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">`,
    lesson.module_title
      ? `<span class="inline-flex items-center gap-1.5 font-medium text-brand-800">${LAYERS_ICON}${escapeHtml(lesson.module_title)}</span>`
      : "",
    step ? `<span>${step}</span>` : "",
    "</div>",
    `<div class="flex flex-wrap items-start justify-between gap-3"><h1 class="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">${escapeHtml(lesson.title)}</h1></div>`,
    lesson.summary ? `<p class="text-base text-slate-600 sm:text-lg">${escapeHtml(lesson.summary)}</p>` : "",
    `<div class="flex flex-wrap items-center gap-2 text-sm">`,
    `<span class="${BADGE} bg-brand-100 text-brand-800">${escapeHtml(lesson.subject)}</span>`,
    lesson.difficulty
      ? `<span class="${BADGE} bg-slate-100 text-slate-700 capitalize">${escapeHtml(lesson.difficulty)}</span>`
      : "",
    lesson.estimated_time
      ? `<span class="inline-flex items-center gap-1 text-slate-600">${CLOCK_ICON}${lesson.estimated_time} min</span>`
      : "",
    "</div>",
  ];
  if (lesson.prerequisites.length > 0) {
    const links = lesson.prerequisites
      .map((p) => `<span><a class="font-medium text-brand-700">${escapeHtml(p.title)}</a></span>`)
      .join(", ");
    parts.push(
      `<div class="text-sm text-slate-700"><span class="font-medium">Before this: </span>${links}</div>`,
    );
  }
  return `<header class="grid gap-3">${parts.join("")}</header>`;
}

/**
 * The whole prepaint: the student shell's frame (the collapsed rail a lesson opens with on a
 * desktop, the top bar's height), then the lesson column as the lesson page lays it out. It is
 * fixed over the page and takes no pointer: nothing in it can be used, and it is gone once the app
 * has drawn the real page.
 */
export function lessonPrepaintHtml(lesson: PrepaintLesson): string {
  const body = prepaintBodyHtml(lesson.body);
  return [
    `<script src="${PREPAINT_SCRIPT}"></script>`,
    `<div id="${PREPAINT_ID}" class="pointer-events-none fixed inset-0 z-50 overflow-hidden" aria-hidden="true" inert>`,
    `<div class="student-shell flex min-h-screen text-slate-900">`,
    `<div class="hidden w-12 shrink-0 border-r border-slate-200 bg-white md:block"></div>`,
    `<div class="flex min-w-0 flex-1 flex-col">`,
    `<div class="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-slate-200 bg-white/95 px-2 py-3 sm:h-16 sm:flex-nowrap sm:gap-3 sm:px-4 sm:py-0">`,
    // The sidebar's button and the search box (a row of their own on phones) as the top bar draws
    // them, and room for the reader's own buttons on the right, whose width (the XP and credits)
    // decides on a phone whether they take a row of their own: as wide as a student's with a few
    // hundred XP.
    `<div class="flex size-10 shrink-0 items-center justify-center text-slate-700">${PANEL_ICON}</div>`,
    `<div class="relative order-last w-full max-w-md min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1">${SEARCH_ICON}`,
    `<div class="flex h-10 w-full items-center rounded-full border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-500">Search lessons, topics...</div></div>`,
    `<div class="ml-auto h-10 w-82 shrink-0 sm:w-auto"></div>`,
    "</div>",
    `<div class="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-8">`,
    headerHtml(lesson),
    `<div class="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]"><div class="grid min-w-0 content-start gap-10">`,
    body
      ? `<section><div class="math-markdown text-base text-slate-800 sm:text-[1.0625rem]">${body}</div></section>`
      : "",
    "</div></div></div></div></div></div>",
  ].join("");
}

/** The app's HTML with the lesson's prepaint just after the app's root element. */
export function withPrepaint(html: string, lesson: PrepaintLesson): string {
  const root = '<div id="root"></div>';
  return html.replace(root, () => `${root}${lessonPrepaintHtml(lesson)}`);
}
