// The eSpeak NG voice (decision 064) on its own thread: synthesis is synchronous WebAssembly and
// takes a few hundred milliseconds a phrase, which must never stall the server's event loop.
// Plain JavaScript: the thread needs no TypeScript loader from the server's command line.
import { parentPort } from "node:worker_threads";

const { default: initialise } = await import("@echogarden/espeak-ng-emscripten");
const engine = await initialise({ print() {}, printErr() {} });
const voice = new engine.eSpeakNGWorker();
parentPort.postMessage({ type: "ready", sampleRate: voice.get_samplerate() });

parentPort.on("message", ({ id, text, voiceName, rate }) => {
  try {
    const status = voice.set_voice(voiceName);
    if (status !== 0) throw new Error(`eSpeak has no voice ${voiceName} (${status})`);
    voice.set_rate(rate);
    const chunks = [];
    let length = 0;
    voice.synthesize(text, (samples) => {
      if (samples && samples.length > 0) {
        chunks.push(Int16Array.from(samples));
        length += samples.length;
      }
      return false;
    });
    const pcm = new Int16Array(length);
    let at = 0;
    for (const chunk of chunks) {
      pcm.set(chunk, at);
      at += chunk.length;
    }
    parentPort.postMessage({ type: "done", id, pcm }, [pcm.buffer]);
  } catch (error) {
    parentPort.postMessage({ type: "failed", id, message: String(error?.message ?? error) });
  }
});
