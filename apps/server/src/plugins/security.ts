import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tooManyRequests } from "../lib/app-error.ts";
import { ClusterRateStore } from "../lib/cluster-rate-store.ts";
import { contentSecurityPolicy } from "../lib/html-page.ts";

/**
 * Every security header, computed once (helmet 8's defaults, without Cross-Origin-Embedder-Policy;
 * Strict-Transport-Security in production only). They never vary by request, so the per-request
 * cost is setting them, not building them (issue 14: helmet rebuilt the policy on every request).
 * An HTML page replaces the Content-Security-Policy with its own, carrying its nonce
 * (lib/html-page.ts, decision 037); every other answer keeps this one, which admits no inline style.
 */
export function securityHeaders(production: boolean): readonly (readonly [string, string])[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy()],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "no-referrer"],
    ...(production ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    // What frame-ancestors 'none' says, for browsers that only read this header.
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}

/** Security headers with a strict Content-Security-Policy, and a per-address rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(app.deps.config.env === "production");
  // Synchronous: a hook that returns no promise costs Fastify no extra turn of the event loop.
  app.addHook("onRequest", (_req, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    raw.removeHeader("X-Powered-By");
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: app.deps.config.rateLimits.perMinute,
    timeWindow: 60_000,
    // The workers of one WORKERS=N server count each address together (lib/cluster-rate-store.ts).
    ...(ClusterRateStore.isShared() ? { store: ClusterRateStore } : {}),
    allowList: (req) => !req.url.startsWith("/api"),
    // The wait left in this address's window, not a fixed minute (issue 8).
    errorResponseBuilder: (_req, context) => tooManyRequests(undefined, context.ttl),
  });
});
