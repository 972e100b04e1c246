import crypto from "node:crypto";
import { Worker } from "node:worker_threads";
import { SPEECH_RATES, type SpeechSpeed } from "@app/domain/listen-speak";
import { AppError } from "../../lib/app-error.ts";

/**
 * The app's own voice (decision 064): eSpeak NG compiled to WebAssembly
 * (`@echogarden/espeak-ng-emscripten`, GPL-3.0), run on the server in one worker thread and
 * cached, for every browser without a voice of its own. The browser downloads a small WAV, never
 * the 24 MB engine.
 */

/** The languages the app speaks, as eSpeak names its voices. */
const VOICES: Readonly<Record<string, string>> = { en: "en-us", fr: "fr", es: "es" };

/** Cache bounds: enough for every phrase of every lesson at both speeds, a few MB at most. */
const CACHE_MAX_ENTRIES = 500;
const CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** A phrase that takes longer than this is given up (the engine is restarted). */
const SYNTH_TIMEOUT_MS = 20_000;

export const SPEECH_UNAVAILABLE = "The app's voice is not available right now; please read the text instead";

/** The eSpeak voice for a language tag ("es", "es-MX", "fr-FR"); null when the app has none. */
export function espeakVoiceFor(lang: string): string | null {
  return VOICES[lang.toLowerCase().split("-")[0] ?? ""] ?? null;
}

/** A 16-bit mono PCM WAV file. */
export function wavFile(pcm: Int16Array, sampleRate: number): Buffer {
  const data = pcm.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0);
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVEfmt ", 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36);
  out.writeUInt32LE(data, 40);
  Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength).copy(out, 44);
  return out;
}

type Pending = { resolve: (pcm: Int16Array) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };
type Reply =
  | { type: "ready"; sampleRate: number }
  | { type: "done"; id: number; pcm: Int16Array }
  | { type: "failed"; id: number; message: string };

/** One engine thread, started on first use; requests queue on it in order. */
class Synthesizer {
  private worker: Worker | null = null;
  private ready: Promise<number> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  private start(): Promise<number> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL("./speech-worker.mjs", import.meta.url), {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<number>((resolve, reject) => {
      worker.on("message", (m: Reply) => {
        if (m.type === "ready") return resolve(m.sampleRate);
        const job = this.pending.get(m.id);
        if (!job) return;
        this.pending.delete(m.id);
        clearTimeout(job.timer);
        if (m.type === "done") job.resolve(m.pcm);
        else job.reject(new Error(m.message));
      });
      const fail = (error: Error) => {
        reject(error);
        this.stop(error);
      };
      worker.once("error", fail);
      worker.once("exit", () => fail(new Error("The speech engine stopped")));
    });
    this.ready.catch(() => {});
    return this.ready;
  }

  /** Ends the engine thread and fails what was waiting; the next request starts a new one. */
  stop(error = new Error("The speech engine was stopped")): void {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.pending.clear();
    void worker?.terminate();
  }

  private async run(text: string, voiceName: string, rate: number): Promise<Buffer> {
    const sampleRate = await this.start();
    const worker = this.worker;
    if (!worker) throw new Error("The speech engine stopped");
    const id = this.nextId++;
    const pcm = await new Promise<Int16Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error("The speech engine took too long"));
        this.stop();
      }, SYNTH_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, text, voiceName, rate });
    });
    return wavFile(pcm, sampleRate);
  }

  private remember(key: string, wav: Buffer): void {
    this.cache.set(key, wav);
    this.cachedBytes += wav.length;
    for (const [oldKey, old] of this.cache) {
      if (this.cache.size <= CACHE_MAX_ENTRIES && this.cachedBytes <= CACHE_MAX_BYTES) break;
      this.cache.delete(oldKey);
      this.cachedBytes -= old.length;
    }
  }

  /** A WAV of the text in the language's voice; the same request is answered from the cache. */
  async speak(text: string, voiceName: string, speed: SpeechSpeed): Promise<Buffer> {
    const key = crypto.createHash("sha256").update(`${voiceName}\u0000${speed}\u0000${text}`).digest("hex");
    const hit = this.cache.get(key);
    if (hit) {
      // Least recently used goes first: a hit moves to the back.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.run(text, voiceName, SPEECH_RATES[speed])
      .then((wav) => {
        this.remember(key, wav);
        return wav;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}

const synthesizer = new Synthesizer();

/** Speaks a text (already validated) in a language's voice; a 503 with a clear message on failure. */
export async function synthesize(text: string, lang: string, speed: SpeechSpeed): Promise<Buffer> {
  const voiceName = espeakVoiceFor(lang);
  if (!voiceName) throw new AppError(400, `The app has no voice for "${lang}"`);
  try {
    return await synthesizer.speak(text, voiceName, speed);
  } catch {
    throw new AppError(503, SPEECH_UNAVAILABLE);
  }
}

/** Stops the engine thread (tests, shutdown). */
export function stopSpeechEngine(): void {
  synthesizer.stop();
}
