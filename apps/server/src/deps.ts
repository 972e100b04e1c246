import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { InProcessJobQueue, type JobQueue } from "./lib/background-jobs.ts";
import { RateLimiter } from "./lib/rate-limiter.ts";
import { AccessTokens } from "./lib/tokens.ts";
import {
  freeFailuresPerPair,
  type LoginThrottle,
  MemoryLoginThrottle,
} from "./modules/auth/login-throttle.ts";
import { Mailer } from "./modules/outbox/outbox.service.ts";

/** What services need from the outside world, built once per app. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Work that must not delay or shape an answer (forgot-password's lookup and e-mail). */
  jobs: JobQueue;
  limits: {
    /** Failed sign-ins and current-password checks (modules/auth/login-throttle.ts). */
    signIn: LoginThrottle;
    /** Registrations answered "already taken", per address: slows probing for accounts. */
    registerConflictsByAddress: RateLimiter;
    resetByAccount: RateLimiter;
    resetByAddress: RateLimiter;
  };
}

/** Honest people rarely meet "already taken" ten times an hour; a prober meets it constantly. */
const REGISTER_CONFLICTS_PER_HOUR = 10;
const ONE_HOUR = 60 * 60_000;

/** Builds the service dependencies of one app. */
export function createDeps(
  config: Config,
  db: Kysely<Database>,
  jwtSecret: string,
  log: FastifyBaseLogger,
): Deps {
  return {
    config,
    db,
    tokens: new AccessTokens(jwtSecret, config.tokenTtlSeconds),
    mailer: new Mailer(db, log, config.smtpUrl, config.mailFrom),
    jobs: new InProcessJobQueue(log),
    limits: {
      signIn: new MemoryLoginThrottle({
        freeFailuresPerAccount: config.rateLimits.loginPerAccount,
        freeFailuresPerAddress: config.rateLimits.loginPerAddress,
        freeFailuresPerPair: freeFailuresPerPair(config.rateLimits.loginPerAccount),
      }),
      registerConflictsByAddress: new RateLimiter(REGISTER_CONFLICTS_PER_HOUR, ONE_HOUR),
      resetByAccount: new RateLimiter(config.rateLimits.resetPerAccount, ONE_HOUR),
      resetByAddress: new RateLimiter(config.rateLimits.resetPerAddress, ONE_HOUR),
    },
  };
}
