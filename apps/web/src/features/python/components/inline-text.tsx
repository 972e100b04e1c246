import { Fragment } from "react";

/** Course text with `code` and **bold** marked inline, rendered without HTML. */
export function InlineText({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}:${part}`;
        if (part.startsWith("`") && part.endsWith("`") && part.length > 1) {
          return (
            <code key={key} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
              {part.slice(1, -1)}
            </code>
          );
        }
        if (part.startsWith("**") && part.endsWith("**") && part.length > 3)
          return <strong key={key}>{part.slice(2, -2)}</strong>;
        return <Fragment key={key}>{part}</Fragment>;
      })}
    </>
  );
}
