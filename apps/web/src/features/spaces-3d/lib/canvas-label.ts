import { CanvasTexture, SRGBColorSpace } from "three";

/**
 * Text drawn into a texture with the system font: no font file or glyph worker to fetch (drei's
 * <Text> builds glyphs in a worker that the CSP blocks). Markdown emphasis is dropped.
 */
export function makeLabelTexture(
  lines: { text: string; size: number; bold?: boolean }[],
  options: { width: number; height: number; background: string; colour: string },
): CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = options.width;
  canvas.height = options.height;
  const ctx = canvas.getContext("2d");
  if (ctx) {
    ctx.fillStyle = options.background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = options.colour;
    ctx.textBaseline = "top";
    let y = options.height * 0.08;
    const margin = options.width * 0.06;
    for (const line of lines) {
      ctx.font = `${line.bold ? "bold " : ""}${line.size}px system-ui, sans-serif`;
      for (const row of wrap(ctx, line.text.replace(/\*\*|__|`/g, ""), options.width - 2 * margin)) {
        if (y + line.size > options.height) break;
        ctx.fillText(row, margin, y);
        y += line.size * 1.25;
      }
      y += line.size * 0.4;
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const rows: string[] = [];
  let row = "";
  for (const word of text.split(/\s+/)) {
    const next = row ? `${row} ${word}` : word;
    if (ctx.measureText(next).width > width && row) {
      rows.push(row);
      row = word;
    } else row = next;
  }
  if (row) rows.push(row);
  return rows;
}
