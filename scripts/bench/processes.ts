/** Child servers for the benchmark: free ports, start, wait until ready, stop. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** Lines of a child's output kept for the error message when it fails to start. */
const TAIL_LINES = 40;
/** How long a child gets to exit after SIGTERM before SIGKILL; the server's own limit is 10 s. */
const STOP_GRACE_MS = 12_000;

export interface ChildServer {
  name: string;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The last lines the child printed, for error messages. */
  tail(): string;
  /** Whether the child has exited. */
  exited(): boolean;
  /** Stops the child (SIGTERM, then SIGKILL after a grace period); safe to call twice. */
  stop(): Promise<void>;
}

/** A port that was free a moment ago: the OS picks it for a throwaway listener on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (address === null || typeof address === "string") throw new Error("could not get a free port");
  return address.port;
}

/** Starts `node --import tsx <script>` listening on 127.0.0.1:<port>, with the given extra environment. */
export function startNodeServer(
  name: string,
  script: string,
  port: number,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): ChildServer {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    // No stdin: the child must never wait on the terminal.
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - TAIL_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // A child that could not be spawned emits "error" and never "exit": count it as exited.
  let spawnFailed = false;
  child.on("error", (error) => {
    spawnFailed = true;
    lines.push(String(error));
  });
  const exit = once(child, "exit").then(
    () => undefined,
    () => undefined,
  );

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    tail: () => lines.join("\n"),
    exited: () => spawnFailed || hasExited(child),
    stop: async () => {
      if (spawnFailed || hasExited(child)) return;
      child.kill("SIGTERM");
      // A cancellable timer: a pending one would keep this process alive after the child is gone.
      const grace = new AbortController();
      const graceful = await Promise.race([
        exit.then(() => true),
        sleep(STOP_GRACE_MS, false, { signal: grace.signal }).catch(() => false),
      ]);
      grace.abort();
      if (!graceful && !hasExited(child)) {
        child.kill("SIGKILL");
        await exit;
      }
    },
  };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Polls `url` until it answers 200; fails when the child exits, the deadline passes or `signal`
 * aborts, so a server that never comes up cannot hang the run.
 */
export async function waitUntilReady(
  server: ChildServer,
  path: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal.throwIfAborted();
    if (server.exited()) throw new Error(`${server.name} exited before it was ready:\n${server.tail()}`);
    try {
      const response = await fetch(server.url + path, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(2_000)]),
      });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet (connection refused) or slow to answer: try again.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${server.name} did not answer 200 on ${path} within ${timeoutMs / 1000} s:\n${server.tail()}`,
      );
    }
    await sleep(200);
  }
}
