import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { RateLimiter } from "./lib/rate-limiter.ts";
import { AccessTokens } from "./lib/tokens.ts";
import { Mailer } from "./modules/outbox/outbox.service.ts";

/** What services need from the outside world, built once per app. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  tokens: AccessTokens;
  mailer: Mailer;
  limits: {
    loginByAccount: RateLimiter;
    loginByAddress: RateLimiter;
    resetByAccount: RateLimiter;
    resetByAddress: RateLimiter;
  };
}

const FIFTEEN_MINUTES = 15 * 60_000;
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
    limits: {
      loginByAccount: new RateLimiter(config.rateLimits.loginPerAccount, FIFTEEN_MINUTES),
      loginByAddress: new RateLimiter(config.rateLimits.loginPerAddress, FIFTEEN_MINUTES),
      resetByAccount: new RateLimiter(config.rateLimits.resetPerAccount, ONE_HOUR),
      resetByAddress: new RateLimiter(config.rateLimits.resetPerAddress, ONE_HOUR),
    },
  };
}
