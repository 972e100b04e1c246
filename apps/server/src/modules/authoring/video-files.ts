import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AUTHORING_MESSAGES } from "@app/contract/authoring";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../../lib/app-error.ts";

/** A stored video's name: 32 hex characters and its extension. */
export const VIDEO_FILE = /^[a-f0-9]{32}\.(mp4|webm)$/;

const CONTENT_TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

/** Where lesson videos live: DATA_DIR/uploads/videos. */
export function videoDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "videos");
}

/** The video kind of a file's first bytes (WebM's EBML header, MP4's ftyp box), or null. */
export function detectVideo(bytes: Buffer): "webm" | "mp4" | null {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return "webm";
  if (bytes.subarray(4, 8).toString("ascii") === "ftyp") return "mp4";
  return null;
}

/** Stores an uploaded video under an unguessable name; answers the name. */
export function saveVideo(dataDir: string, bytes: Buffer): string {
  const kind = detectVideo(bytes);
  if (!kind) throw new AppError(415, AUTHORING_MESSAGES.notVideo);
  const dir = videoDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString("hex")}.${kind}`;
  fs.writeFileSync(path.join(dir, name), bytes);
  return name;
}

/**
 * Sends a stored video, whole or the byte range the player asks for (players seek with ranges).
 */
export function sendVideo(req: FastifyRequest, reply: FastifyReply, dataDir: string, name: string) {
  const file = path.join(videoDir(dataDir), name);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw notFound("Unknown file");
  }
  reply
    .header("content-type", CONTENT_TYPES[name.split(".").pop()!]!)
    .header("accept-ranges", "bytes")
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("x-content-type-options", "nosniff");
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ""));
  if (!range || (range[1] === "" && range[2] === "")) {
    reply.header("content-length", size);
    return reply.send(fs.createReadStream(file));
  }
  // "bytes=500-" from 500 to the end; "bytes=-500" the last 500.
  const start = range[1] === "" ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== "" && range[2] !== "" ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) return reply.code(416).header("content-range", `bytes */${size}`).send();
  return reply
    .code(206)
    .header("content-range", `bytes ${start}-${end}/${size}`)
    .header("content-length", end - start + 1)
    .send(fs.createReadStream(file, { start, end }));
}
