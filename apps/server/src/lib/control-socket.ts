import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * The server's private control channel (issue 20, decision 034): a Unix socket in the data folder,
 * readable and writable by its owner only (0600, in a 0700 folder). One server owns an embedded
 * database, so `npm run backup` asks it, through here, to take the backup while it runs. One JSON
 * request per connection, one JSON answer.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "control.sock");
}

export type ControlRequest = { command: "backup"; outDir: string };
export type ControlAnswer = { ok: true; file: string; sizeBytes: number } | { ok: false; error: string };

/** Listens on the data folder's control socket; `close` stops and removes it. */
export async function startControlSocket(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<ControlAnswer>,
): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  // This process holds the data folder's lock, so a socket file left here is a dead server's.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (!text.includes("\n")) return;
      socket.pause();
      void answer(text.slice(0, text.indexOf("\n")), handle).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

async function answer(
  line: string,
  handle: (request: ControlRequest) => Promise<ControlAnswer>,
): Promise<ControlAnswer> {
  let request: ControlRequest;
  try {
    const parsed = JSON.parse(line) as Partial<ControlRequest>;
    if (parsed.command !== "backup" || typeof parsed.outDir !== "string" || !path.isAbsolute(parsed.outDir)) {
      return {
        ok: false,
        error: "Unknown request: the control socket takes a backup into an absolute folder.",
      };
    }
    request = { command: "backup", outDir: parsed.outDir };
  } catch {
    return { ok: false, error: "The request is not JSON." };
  }
  try {
    return await handle(request);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends one request to the server owning a data folder and waits for its answer. */
export function askServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer);
      } catch {
        reject(new Error("The server closed its control socket without an answer."));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `The server using ${dataDir} does not answer on its control socket (${error.code ?? error.message}); ` +
            "it may be an older version. Restart it, or stop it and run the backup again.",
        ),
      ),
    );
  });
}
