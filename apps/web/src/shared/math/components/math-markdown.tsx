import { containsMath } from "@app/domain/math-tokens";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { applyFormulaStyles } from "../lib/formula-styles";
import {
  getLoadedMarkdownRenderer,
  getLoadedMathRenderer,
  loadMarkdownRenderer,
  loadMathRenderer,
  type MathRenderer,
} from "../lib/load-math-renderer";

/**
 * The renderer, loading it on first use; null until it is there (or if it could not load). Text
 * without formulas needs only Markdown, so it renders before KaTeX has loaded (issue 21).
 */
function useMathRenderer(needsKatex: boolean): { renderer: MathRenderer | null; hasFailed: boolean } {
  const loadedNow = () => (needsKatex ? getLoadedMathRenderer() : getLoadedMarkdownRenderer());
  const [renderer, setRenderer] = useState<MathRenderer | null>(loadedNow);
  const [hasFailed, setHasFailed] = useState(false);
  const current = renderer ?? loadedNow();
  useEffect(() => {
    if (current) return;
    let isCurrent = true;
    (needsKatex ? loadMathRenderer() : loadMarkdownRenderer()).then(
      (module) => isCurrent && setRenderer(() => module),
      (error: unknown) => {
        console.warn("The math renderer did not load; showing formulas as text.", error);
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [current, needsKatex]);
  return { renderer: current, hasFailed };
}

export interface MathMarkdownProps {
  /** Markdown with math: `$...$`, `\(...\)`, `$$...$$`, `\[...\]`. */
  source: string;
  /** Inline Markdown (a span, no paragraphs): for option labels and short lines. */
  inline?: boolean;
  className?: string;
}

/**
 * Markdown with math, rendered by KaTeX and sanitised with DOMPurify (decisions.md 8). The
 * renderer loads lazily; until then the text shows as it is written. A formula that cannot be
 * rendered shows its source, muted, titled "Could not render this formula".
 */
export function MathMarkdown({ source, inline = false, className }: MathMarkdownProps) {
  const needsKatex = useMemo(() => containsMath(source), [source]);
  const { renderer, hasFailed } = useMathRenderer(needsKatex);
  const html = useMemo(
    () => (renderer ? renderer.renderMathMarkdown(source, { inline }) : null),
    [renderer, source, inline],
  );
  const ref = useRef<HTMLDivElement>(null);
  // Before the first paint: the formulas' layout styles, which the CSP keeps out of the HTML.
  useLayoutEffect(() => {
    if (html !== null && ref.current) applyFormulaStyles(ref.current);
  }, [html]);
  const Tag = inline ? "span" : "div";
  const classes = cn("math-markdown", className);
  if (html === null) {
    return (
      <Tag
        className={cn(classes, !hasFailed && "text-slate-500", !inline && "whitespace-pre-line")}
        aria-busy={!hasFailed || undefined}
        data-math-state={hasFailed ? "failed" : "loading"}
      >
        {source}
      </Tag>
    );
  }
  return (
    <Tag
      ref={ref}
      className={classes}
      data-math-state="ready"
      // The HTML is sanitised by DOMPurify in renderMathMarkdown.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown and KaTeX output
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
