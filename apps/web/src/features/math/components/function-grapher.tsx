import "mafs/core.css";
import { keyPoints, readFunction } from "@app/domain/geometry/graph";
import { formatNumber } from "@app/domain/geometry/measure";
import { Coordinates, Mafs, Plot, Point, Theme } from "mafs";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const COLORS = [Theme.blue, Theme.red, Theme.green, Theme.violet];
const RANGE: [number, number] = [-10, 10];

/** Function graphing (issue 26): several functions, a slider per parameter, intercepts and turning points. */
export function FunctionGrapher() {
  const nextKey = useRef(2);
  const [rows, setRows] = useState([
    { key: 0, source: "a x^2 + b" },
    { key: 1, source: "2x - 1" },
  ]);
  const sources = rows.map((r) => r.source);
  const [params, setParams] = useState<Record<string, number>>({ a: 1, b: -2 });
  const baseId = useId();
  const read = sources.map((s) => readFunction(s));
  const parameters = [...new Set(read.flatMap((r) => (r.ok ? r.fn.parameters : [])))].sort();
  const value = (p: string) => params[p] ?? 1;
  const scope = Object.fromEntries(parameters.map((p) => [p, value(p)]));
  // 400 samples a function: cheap enough to redo on each change of text or slider.
  const analyses = read.map((r) =>
    r.ok ? keyPoints((x) => r.fn.at(x, scope), RANGE[0], RANGE[1]) : undefined,
  );
  const summary = read
    .map((r, i) => {
      const k = analyses[i];
      if (!r.ok || !k) return `f${i + 1}: ${r.ok ? "" : r.error}`;
      const roots = k.intercepts.map((p) => formatNumber(p.x)).join(", ") || "none";
      const turns =
        k.turning.map((t) => `${t.kind} at (${formatNumber(t.x)}, ${formatNumber(t.y)})`).join(", ") ||
        "none";
      return `f${i + 1}(x) = ${sources[i]}: crosses the x-axis at x = ${roots}; turning points: ${turns}; y-intercept ${k.yIntercept === undefined ? "none" : formatNumber(k.yIntercept)}`;
    })
    .join(". ");

  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <div className="grid content-start gap-3">
        {rows.map(({ key, source }, i) => (
          <div key={key} className="grid gap-1">
            <label
              htmlFor={`${baseId}-${i}`}
              className="text-sm font-medium"
              style={{ color: COLORS[i % COLORS.length] }}
            >
              f{i + 1}(x) =
            </label>
            <div className="flex gap-2">
              <Input
                id={`${baseId}-${i}`}
                value={source}
                onChange={(e) =>
                  setRows(rows.map((r) => (r.key === key ? { key, source: e.target.value } : r)))
                }
                aria-invalid={!read[i]!.ok}
                aria-describedby={read[i]!.ok ? undefined : `${baseId}-${i}-error`}
                autoComplete="off"
                spellCheck={false}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove f${i + 1}`}
                onClick={() => setRows(rows.filter((r) => r.key !== key))}
              >
                Remove
              </Button>
            </div>
            {!read[i]!.ok && (
              <p id={`${baseId}-${i}-error`} className="text-sm text-red-700">
                {(read[i] as { error: string }).error}
              </p>
            )}
          </div>
        ))}
        {rows.length < 4 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setRows([...rows, { key: nextKey.current, source: "" }]);
              nextKey.current += 1;
            }}
          >
            Add a function
          </Button>
        )}
        {parameters.map((p) => (
          <div key={p} className="grid gap-1">
            <label htmlFor={`${baseId}-param-${p}`} className="text-sm font-medium">
              {p} = {formatNumber(value(p), 1)}
            </label>
            <input
              id={`${baseId}-param-${p}`}
              type="range"
              min={-5}
              max={5}
              step={0.1}
              value={value(p)}
              onChange={(e) => setParams({ ...params, [p]: Number(e.target.value) })}
              className="accent-brand-700"
            />
          </div>
        ))}
        <p className="text-sm text-slate-600">Drag to pan, scroll or pinch to zoom.</p>
      </div>
      <div className="grid gap-2">
        <figure
          aria-label="Graph of the functions"
          className="overflow-hidden rounded-xl border border-slate-200"
        >
          <Mafs height={420} pan zoom={{ min: 0.25, max: 8 }} viewBox={{ x: [-6, 6], y: [-6, 6] }}>
            <Coordinates.Cartesian />
            {read.map((r, i) =>
              r.ok ? (
                <Plot.OfX key={rows[i]!.key} y={(x) => r.fn.at(x, scope)} color={COLORS[i % COLORS.length]} />
              ) : null,
            )}
            {analyses.flatMap((k, i) =>
              k
                ? [...k.intercepts, ...k.turning].map((p) => (
                    <Point
                      key={`${rows[i]!.key}-${p.x}-${p.y}`}
                      x={p.x}
                      y={p.y}
                      color={COLORS[i % COLORS.length]}
                    />
                  ))
                : [],
            )}
          </Mafs>
        </figure>
        <p aria-live="polite" className="text-sm" data-testid="graph-summary">
          {summary}
        </p>
      </div>
    </div>
  );
}
