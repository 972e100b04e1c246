/** One load run with autocannon, with latency kept at microsecond resolution and every status counted. */
import { createHistogram } from "node:perf_hooks";
import autocannon from "autocannon";

export interface LoadSettings {
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** Completed responses per second, whatever their status. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses received. */
  responses: number;
  /** Responses whose status was not 200, by status. */
  non200: Record<string, number>;
  /** Connection errors, including timeouts. */
  errors: number;
  timeouts: number;
}

/**
 * Sends GET requests to `url` from `connections` kept-alive connections for `seconds`.
 * Stops early, and rejects, when `signal` aborts.
 */
export async function runLoad(
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
  signal: AbortSignal,
): Promise<LoadResult> {
  signal.throwIfAborted();
  // autocannon's own histogram keeps whole milliseconds, too coarse for sub-millisecond answers.
  const latencyUs = createHistogram();
  const non200: Record<string, number> = {};
  let responses = 0;

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections: settings.connections, duration: settings.seconds, timeout: 10 },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTimeMs) => {
      responses++;
      if (statusCode !== 200) non200[statusCode] = (non200[statusCode] ?? 0) + 1;
      latencyUs.record(Math.max(1, Math.round(responseTimeMs * 1000)));
    });
    const stop = () => instance.stop();
    signal.addEventListener("abort", stop, { once: true });
    instance.on("done", () => signal.removeEventListener("abort", stop));
  });
  signal.throwIfAborted();

  return {
    requestsPerSecond: responses / result.duration,
    p50Ms: responses ? latencyUs.percentile(50) / 1000 : Number.NaN,
    p99Ms: responses ? latencyUs.percentile(99) / 1000 : Number.NaN,
    responses,
    non200,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
