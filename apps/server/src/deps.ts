import { TUTOR_TURNS_PER_DAY, TUTOR_TURNS_PER_MINUTE } from "@app/domain/tutor/session";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { ChangeFeed } from "./db/change-feed.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import type { Database } from "./db/database.ts";
import { InProcessJobQueue, type JobQueue } from "./lib/background-jobs.ts";
import {
  freeFailuresPerPair,
  type LoginThrottle,
  MemoryFailureStore,
  StoredLoginThrottle,
} from "./lib/login-throttle.ts";
import { Mailer } from "./lib/mailer.ts";
import { type AccountLimiter, RateLimiter } from "./lib/rate-limiter.ts";
import { createReadCaches, type ReadCaches } from "./lib/read-cache.ts";
import { TableFailureStore, TableRateLimiter } from "./lib/shared-limits.ts";
import { AccessTokens } from "./lib/tokens.ts";

/** What services need from the outside world, built once per app. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Work that must not delay or shape an answer (forgot-password's lookup and e-mail). */
  jobs: JobQueue;
  /** What the database says changed: in-memory copies of its rows listen here (db/change-feed.ts). */
  changes: ChangeFeed;
  /** Read-mostly answers kept in memory, dropped when the database announces a change (lib/read-cache.ts). */
  caches: ReadCaches;
  /** In memory on the embedded database (one process); in tables on PostgreSQL, shared by every process. */
  limits: {
    /** Failed sign-ins and current-password checks (lib/login-throttle.ts). */
    signIn: LoginThrottle;
    /** Registrations answered "already taken", per address: slows probing for accounts. */
    registerConflictsByAddress: AccountLimiter;
    resetByAccount: AccountLimiter;
    resetByAddress: AccountLimiter;
    /** Turns a student takes with the AI tutor, per minute and per day (issue 24). */
    tutorTurnsPerMinute: AccountLimiter;
    tutorTurnsPerDay: AccountLimiter;
  };
}

/** Honest people rarely meet "already taken" ten times an hour; a prober meets it constantly. */
const REGISTER_CONFLICTS_PER_HOUR = 10;
const ONE_HOUR = 60 * 60_000;

/** Builds the service dependencies of one app. */
export function createDeps(
  config: Config,
  database: DatabaseHandle,
  jwtSecret: string,
  log: FastifyBaseLogger,
  changes: ChangeFeed,
): Deps {
  const { db } = database;
  const isShared = database.kind === "postgres";
  const limiter = (name: string, max: number, windowMs: number): AccountLimiter =>
    isShared ? new TableRateLimiter(db, name, max, windowMs) : new RateLimiter(max, windowMs);
  return {
    config,
    db,
    tokens: new AccessTokens(jwtSecret, config.tokenTtlSeconds),
    mailer: new Mailer(db, log, config.smtpUrl, config.mailFrom),
    jobs: new InProcessJobQueue(log),
    changes,
    caches: createReadCaches(changes),
    limits: {
      signIn: new StoredLoginThrottle(
        {
          freeFailuresPerAccount: config.rateLimits.loginPerAccount,
          freeFailuresPerAddress: config.rateLimits.loginPerAddress,
          freeFailuresPerPair: freeFailuresPerPair(config.rateLimits.loginPerAccount),
        },
        isShared ? new TableFailureStore(db) : new MemoryFailureStore(),
      ),
      registerConflictsByAddress: limiter("register-conflicts", REGISTER_CONFLICTS_PER_HOUR, ONE_HOUR),
      resetByAccount: limiter("reset-account", config.rateLimits.resetPerAccount, ONE_HOUR),
      resetByAddress: limiter("reset-address", config.rateLimits.resetPerAddress, ONE_HOUR),
      tutorTurnsPerMinute: limiter("tutor-turns-minute", TUTOR_TURNS_PER_MINUTE, 60_000),
      tutorTurnsPerDay: limiter("tutor-turns-day", TUTOR_TURNS_PER_DAY, 24 * ONE_HOUR),
    },
  };
}
