import net from "node:net";

/**
 * Which proxies in front of the server may name the client's address in X-Forwarded-For: none
 * (false), a number of hops, or a list of proxy addresses and CIDR ranges. Every per-address limit
 * keys on the address this yields, so trusting a hop that is not ours lets a client pick it.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, which Fastify accepts in the list. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 10;

/** Whether an entry is an IP address or an address/prefix range. */
function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, `false` or `0` trust nobody; `1`..`10` trust that many hops; otherwise a
 * comma-separated list of proxy addresses or ranges. `true` is refused: it would believe whatever
 * X-Forwarded-For a client sends and so defeat every per-address limit.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = (raw ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "no" || text === "0") return { value: false };
  if (text === "true" || text === "yes") {
    return {
      problem:
        "TRUST_PROXY=true would believe any X-Forwarded-For header a client sends. Set the number of proxies in front of the server (for example 1) or their addresses (for example 10.0.0.2,10.1.0.0/16).",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { problem: `TRUST_PROXY: at most ${MAX_HOPS} proxy hops` };
    return { value: hops };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem: `TRUST_PROXY: not a proxy address or range: ${wrong.map((w) => JSON.stringify(w)).join(", ")} (use a hop count such as 1, or addresses and CIDR ranges separated by commas)`,
    };
  }
  return { value: entries };
}

/**
 * What Fastify is given. Fastify 5 now ignores a bare hop count (it trusts no hop at all), so a
 * count becomes the classic rule: believe the `hops` addresses nearest the server, socket first.
 * That is safe only while the server is reachable through the proxy alone (.env.example says so).
 */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}
