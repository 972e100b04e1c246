import { Fragment } from "react";
import { cn } from "@/lib/cn";
import { type Block, parseBlocks, parseInline } from "../lib/simple-markdown";

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        const key = `${index}-${part.kind}`;
        switch (part.kind) {
          case "strong":
            return (
              <strong key={key} className="font-semibold text-slate-900">
                {part.text}
              </strong>
            );
          case "em":
            return <em key={key}>{part.text}</em>;
          case "code":
            return (
              <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">
                {part.text}
              </code>
            );
          default:
            return <Fragment key={key}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading": {
      const Tag = `h${block.level}` as "h2" | "h3" | "h4";
      return (
        <Tag
          className={cn(
            "font-semibold text-slate-900",
            block.level === 2 ? "mt-2 text-xl" : block.level === 3 ? "text-lg" : "text-base",
          )}
        >
          <InlineText text={block.text} />
        </Tag>
      );
    }
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag className={cn("grid gap-1 pl-6", block.ordered ? "list-decimal" : "list-disc")}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are static text in a fixed order
            <li key={index}>
              <InlineText text={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <th key={index} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                    <InlineText text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={rowIndex} className="border-b border-slate-100">
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <td key={index} className="px-3 py-2 align-top">
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "quote":
      return (
        <blockquote className="border-l-4 border-brand-200 pl-4 text-slate-700 italic">
          <InlineText text={block.text} />
        </blockquote>
      );
    case "code":
      return (
        <pre className="overflow-x-auto rounded-md bg-slate-900 p-4 font-mono text-sm text-slate-100">
          <code>{block.text}</code>
        </pre>
      );
    default:
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
  }
}

/**
 * A lesson's Markdown, rendered simply and safely (React elements only, no HTML from content).
 * Math is shown as written; the student's material page typesets it.
 */
export function LessonBody({ markdown, className }: { markdown: string; className?: string }) {
  const blocks = parseBlocks(markdown);
  return (
    <div className={cn("grid gap-4 leading-relaxed break-words text-slate-700", className)}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
