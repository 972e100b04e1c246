/** A small JSON client for the load mix: one kept-alive connection pool per simulated user, from its own address. */
import http from "node:http";

export interface Reply {
  status: number;
  body: unknown;
  ms: number;
}

export class UserClient {
  private readonly agent: http.Agent;
  token: string | undefined;

  /**
   * `localAddress`: the loopback address this user's connections come from (127.0.0.0/8 all reach
   * the server), so the server's per-address limits see one address per user, as in production.
   */
  constructor(
    private readonly base: URL,
    readonly localAddress: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress });
  }

  request(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: "application/json" };
    if (payload !== undefined) headers["content-type"] = "application/json";
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // Not JSON: kept as text for the error report.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
          });
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)));
      req.on("error", reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The loopback address of simulated user `index` (127.1.x.y: never the server's own 127.0.0.1). */
export function userAddress(index: number): string {
  return `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}
