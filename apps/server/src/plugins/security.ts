import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tooManyRequests } from "../lib/app-error.ts";
import { ClusterRateStore } from "../lib/cluster-rate-store.ts";

/** The Content-Security-Policy of every answer: the app's own origin only, nothing inline but styles. */
const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data: blob:"],
  ["font-src", "'self' data:"],
  ["connect-src", "'self'"],
  ["media-src", "'self' blob:"],
  ["worker-src", "'self' blob:"],
  ["object-src", "'none'"],
  ["frame-ancestors", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
];

/**
 * Every security header, computed once (helmet 8's defaults, without Cross-Origin-Embedder-Policy;
 * Strict-Transport-Security in production only). They never vary by request, so the per-request
 * cost is setting them, not building them (issue 14: helmet rebuilt the policy on every request).
 */
export function securityHeaders(production: boolean): readonly (readonly [string, string])[] {
  return [
    ["Content-Security-Policy", CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join(";")],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "no-referrer"],
    ...(production ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
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
