#!/usr/bin/env node
/**
 * Makes the seeded lessons' videos (apps/server/src/db/seed/site/videos/*.webm): each frame is
 * drawn as SVG, rendered by sharp and encoded by ffmpeg (VP9, 640×360, 12 fps). Run it again only
 * to change a video; the WebM files are committed, so nothing needs ffmpeg at run time.
 *
 * Usage: node scripts/make-lesson-videos.mjs   (needs ffmpeg on the PATH)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "../apps/server/src/db/seed/site/videos");
const W = 640;
const H = 360;
const FPS = 12;
const FONT = "DejaVu Sans, sans-serif";

const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
const lerp = (a, b, x) => a + (b - a) * x;
const text = (x, y, size, body, fill = "#1e1b4b", weight = "normal", anchor = "middle") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${body}</text>`;
const frame = (bg, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${inner}</svg>`;

/** A wedge (an angle's colour) at a vertex, from one direction to another (degrees, SVG y-down). */
function wedge(cx, cy, from, to, r, fill) {
  const a = (from * Math.PI) / 180;
  const b = (to * Math.PI) / 180;
  const large = to - from > 180 ? 1 : 0;
  return `<path d="M${cx} ${cy} L${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)} A${r} ${r} 0 ${large} 1 ${cx + r * Math.cos(b)} ${cy + r * Math.sin(b)} Z" fill="${fill}" opacity="0.85"/>`;
}

const angle = (p, q) => (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;

/** "Angles in a triangle add up to 180°": tear off the three corners and line them up. */
function anglesFrame(t) {
  const A = [170, 250];
  const B = [470, 250];
  const C = [330, 90];
  const tri = `<polygon points="${A} ${B} ${C}" fill="#eef2ff" stroke="#312e81" stroke-width="3"/>`;
  const aFrom = angle(A, C);
  const aTo = angle(A, B);
  const bFrom = angle(B, A);
  const bTo = angle(B, C) + 360;
  const cFrom = angle(C, B);
  const cTo = angle(C, A);
  const sizeA = aTo - aFrom;
  const sizeB = bTo - bFrom;
  const sizeC = cTo - cFrom;
  let inner = "";
  if (t < 4) {
    inner = text(320, 50, 30, "Angles in a triangle", "#312e81", "bold") + tri;
  } else if (t < 8) {
    inner =
      text(320, 50, 24, "Colour each corner") +
      tri +
      wedge(...A, aFrom, aTo, 40, "#ef4444") +
      wedge(...B, bFrom, bTo, 40, "#22c55e") +
      wedge(...C, cFrom, cTo, 40, "#3b82f6") +
      text(215, 240, 20, "a", "#7f1d1d", "bold") +
      text(425, 240, 20, "b", "#14532d", "bold") +
      text(330, 130, 20, "c", "#1e3a8a", "bold");
  } else if (t < 16) {
    // The three corners slide down to one point on a straight line, side by side.
    const x = ease((t - 8) / 6);
    const P = [320, 320];
    const line = `<line x1="120" y1="320" x2="520" y2="320" stroke="#334155" stroke-width="3"/>`;
    const start = 180;
    const ca = [lerp(A[0], P[0], x), lerp(A[1], P[1], x)];
    const cb = [lerp(B[0], P[0], x), lerp(B[1], P[1], x)];
    const cc = [lerp(C[0], P[0], x), lerp(C[1], P[1], x)];
    inner =
      text(320, 50, 24, "Tear off the corners and put them together") +
      `<g opacity="${1 - 0.7 * x}">${tri}</g>` +
      line +
      wedge(...ca, lerp(aFrom, start, x), lerp(aTo, start + sizeA, x), 40, "#ef4444") +
      wedge(...cc, lerp(cFrom, start + sizeA, x), lerp(cTo, start + sizeA + sizeC, x), 40, "#3b82f6") +
      wedge(
        ...cb,
        lerp(bFrom, start + sizeA + sizeC, x),
        lerp(bTo, start + sizeA + sizeC + sizeB, x),
        40,
        "#22c55e",
      );
  } else if (t < 21) {
    inner =
      text(320, 60, 26, "They make a straight line", "#312e81", "bold") +
      `<line x1="120" y1="250" x2="520" y2="250" stroke="#334155" stroke-width="3"/>` +
      wedge(320, 250, 180, 180 + sizeA, 60, "#ef4444") +
      wedge(320, 250, 180 + sizeA, 180 + sizeA + sizeC, 60, "#3b82f6") +
      wedge(320, 250, 180 + sizeA + sizeC, 360, 60, "#22c55e") +
      text(320, 320, 34, "a + b + c = 180°", "#111827", "bold");
  } else {
    inner =
      text(320, 80, 26, "Try it", "#312e81", "bold") +
      text(320, 160, 30, "50° + 60° + ? = 180°") +
      (t > 23 ? text(320, 240, 40, "? = 70°", "#15803d", "bold") : "");
  }
  return frame("#f8fafc", inner);
}

/** A two-line exchange in speech bubbles, one line appearing at a time. */
function dialogueFrame(lines, t, colours, title) {
  let inner = text(320, 44, 24, title, "#0f172a", "bold");
  lines.forEach((line, i) => {
    if (t < line.at) return;
    const left = i % 2 === 0;
    const y = 66 + i * 56;
    const x = left ? 40 : 600;
    const width = Math.min(520, 20 + line.text.length * 13);
    const bx = left ? x : x - width;
    inner += `<rect x="${bx}" y="${y}" width="${width}" height="46" rx="16" fill="${colours[i % 2]}"/>`;
    inner += text(bx + 14, y + 30, 20, line.text, "#ffffff", "bold", "start");
  });
  return frame("#f1f5f9", inner);
}

const VIDEOS = [
  { name: "angles-in-a-triangle", seconds: 26, draw: anglesFrame },
  {
    name: "au-cafe",
    seconds: 22,
    draw: (t) =>
      dialogueFrame(
        [
          { at: 1, text: "Bonjour madame !" },
          { at: 4, text: "Bonjour ! Vous désirez ?" },
          { at: 7, text: "Un café, s'il vous plaît." },
          { at: 11, text: "Et avec ceci ?" },
          { at: 14, text: "C'est tout, merci." },
        ],
        t,
        ["#1d4ed8", "#dc2626"],
        "Au café",
      ),
  },
  {
    name: "spanish-greetings",
    seconds: 20,
    draw: (t) =>
      dialogueFrame(
        [
          { at: 1, text: "¡Hola! Buenos días." },
          { at: 4, text: "Buenos días. ¿Cómo estás?" },
          { at: 8, text: "Muy bien, gracias. ¿Y tú?" },
          { at: 12, text: "Bien. ¡Hasta luego!" },
          { at: 15, text: "¡Adiós!" },
        ],
        t,
        ["#b45309", "#7c3aed"],
        "Saludos",
      ),
  },
];

fs.mkdirSync(OUT, { recursive: true });
for (const video of VIDEOS) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `video-${video.name}-`));
  const frames = video.seconds * FPS;
  for (let i = 0; i < frames; i++) {
    const file = path.join(dir, `f${String(i).padStart(4, "0")}.png`);
    await sharp(Buffer.from(video.draw(i / FPS)))
      .png()
      .toFile(file);
  }
  const out = path.join(OUT, `${video.name}.webm`);
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    path.join(dir, "f%04d.png"),
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-pix_fmt",
    "yuv420p",
    "-row-mt",
    "1",
    out,
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
  console.info(`${out}: ${(fs.statSync(out).size / 1000).toFixed(0)} KB`);
}
