import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tooManyRequests } from "../lib/app-error.ts";

/** Security headers with a strict Content-Security-Policy, and a per-address rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.deps.config.env === "production" ? undefined : false,
  });
  await app.register(rateLimit, {
    global: true,
    max: app.deps.config.rateLimits.perMinute,
    timeWindow: 60_000,
    allowList: (req) => !req.url.startsWith("/api"),
    // The wait left in this address's window, not a fixed minute (issue 8).
    errorResponseBuilder: (_req, context) => tooManyRequests(undefined, context.ttl),
  });
});
