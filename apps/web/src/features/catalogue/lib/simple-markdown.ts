/*
 * A deliberately small Markdown reader for lesson previews: headings, paragraphs, lists, tables,
 * quotes and code blocks, with bold, italic and code inside a line. It yields plain data that the
 * renderer turns into React elements, so no HTML from content ever reaches the page. Math stays as
 * written ($...$); the student's material page renders it.
 */

export type Block =
  | { kind: "heading"; level: 2 | 3 | 4; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "quote"; text: string }
  | { kind: "code"; text: string };

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "code"; text: string };

const LIST_ITEM = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** Splits Markdown into blocks. */
export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    if (line.trim().startsWith("```")) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith("```")) code.push(lines[i++]!);
      i += 1;
      blocks.push({ kind: "code", text: code.join("\n") });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      // The page's title is the h1; a lesson's own headings start at h2.
      const level = Math.min(4, Math.max(2, heading[1]!.length + 1)) as 2 | 3 | 4;
      blocks.push({ kind: "heading", level, text: heading[2]!.trim() });
      i += 1;
      continue;
    }
    if (line.includes("|") && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]!)) {
      const header = splitRow(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.includes("|") && lines[i]!.trim())
        rows.push(splitRow(lines[i++]!));
      blocks.push({ kind: "table", header, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[1] !== undefined;
      const items: string[] = [];
      while (i < lines.length) {
        const match = LIST_ITEM.exec(lines[i]!);
        if (match && (match[1] !== undefined) === ordered) {
          items.push(match[2]!);
        } else if (lines[i]!.trim() && /^\s{2,}/.test(lines[i]!) && items.length > 0) {
          items[items.length - 1] += ` ${lines[i]!.trim()}`;
        } else break;
        i += 1;
      }
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    if (line.trimStart().startsWith(">")) {
      const quote: string[] = [];
      while (i < lines.length && lines[i]!.trimStart().startsWith(">"))
        quote.push(lines[i++]!.trimStart().replace(/^>\s?/, ""));
      blocks.push({ kind: "quote", text: quote.join(" ") });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !/^(#{1,6})\s/.test(lines[i]!) &&
      !LIST_ITEM.test(lines[i]!) &&
      !lines[i]!.trim().startsWith("```") &&
      !lines[i]!.trimStart().startsWith(">")
    ) {
      paragraph.push(lines[i++]!.trim());
    }
    if (paragraph.length === 0) {
      // A line no rule takes (for example a lone table row): keep it as text.
      paragraph.push(lines[i++]!.trim());
    }
    blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
  }
  return blocks;
}

/** Splits a line into text, **bold**, *italic* / _italic_ and `code`; math between $ is left alone. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern =
    /(\*\*([^*]+)\*\*|`([^`]+)`|(?<![\w*])\*([^*\s][^*]*?)\*(?!\w)|(?<![\w_])_([^_\s][^_]*?)_(?![\w_]))/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: "text", text: text.slice(last, index) });
    if (match[2] !== undefined) parts.push({ kind: "strong", text: match[2] });
    else if (match[3] !== undefined) parts.push({ kind: "code", text: match[3] });
    else parts.push({ kind: "em", text: (match[4] ?? match[5])! });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
