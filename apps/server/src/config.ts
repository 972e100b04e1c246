import fs from "node:fs";
import path from "node:path";
import { PRODUCT_NAME } from "@app/contract/product";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./lib/trust-proxy.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => v === "true" || v === "1" || v === "yes" || v === "on");

/** Every environment variable the server reads; `.env.example` lists the same names. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  WORKERS: z.coerce.number().int().min(1, "WORKERS must be 1 or more").max(64).default(1),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default(`${PRODUCT_NAME} <no-reply@localhost>`),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  RESET_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  BANK_ACCOUNT_NAME: z.string().optional(),
  BANK_NAME: z.string().optional(),
  BANK_IBAN: z.string().optional(),
  BANK_BIC: z.string().optional(),
  BACKUP_SCHEDULE: booleanFlag.default(true),
  BACKUP_KEEP_HOURLY: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(3660).default(7),
  TUTOR_MODEL_URL: z
    .string()
    .url("TUTOR_MODEL_URL must be the endpoint's base URL, like http://127.0.0.1:8080/v1")
    .optional(),
  TUTOR_MODEL_NAME: z.string().min(1).optional(),
  TUTOR_MODEL_KEY: z.string().optional(),
  TUTOR_MODEL_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ("problem" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }
      return parsed.value;
    }),
});

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  appUrl: string;
  /** False when APP_URL is unset and e-mail links point at localhost. */
  hasAppUrl: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  /** Hop count or proxy addresses; never `true` (see lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Card payments through Stripe Checkout: on only when both keys are set (issue 12). */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** Where families send a bank transfer. */
  bank: { accountName: string; bankName: string; iban: string; bic: string };
  /** Scheduled backups into DATA_DIR/backups and how many generations are kept (issue 20). */
  backups: { schedule: boolean; keepHourly: number; keepDaily: number };
  /**
   * An OpenAI-compatible chat endpoint the tutor may use (issue 24): a hosted model or a local one
   * (llama.cpp's server, Ollama, vLLM). Null when TUTOR_MODEL_URL or TUTOR_MODEL_NAME is unset.
   */
  tutorModel: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  rateLimits: {
    perMinute: number;
    loginPerAccount: number;
    loginPerAddress: number;
    resetPerAccount: number;
    resetPerAddress: number;
  };
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Loads `.env` from the repository root into the environment, without overriding what is set. */
export function loadDotEnv(file = path.join(repoRoot, ".env")): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    workers: e.WORKERS,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    hasAppUrl: e.APP_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    trustProxy: e.TRUST_PROXY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    bank: {
      accountName: e.BANK_ACCOUNT_NAME || "Brightpath Learning Ltd",
      bankName: e.BANK_NAME || "Northbank",
      iban: e.BANK_IBAN || "GB33 NBNK 2020 1555 5555 55",
      bic: e.BANK_BIC || "NBNKGB2L",
    },
    backups: {
      schedule: e.BACKUP_SCHEDULE,
      keepHourly: e.BACKUP_KEEP_HOURLY,
      keepDaily: e.BACKUP_KEEP_DAILY,
    },
    tutorModel:
      e.TUTOR_MODEL_URL && e.TUTOR_MODEL_NAME
        ? {
            baseUrl: e.TUTOR_MODEL_URL.replace(/\/$/, ""),
            model: e.TUTOR_MODEL_NAME,
            apiKey: e.TUTOR_MODEL_KEY || undefined,
            timeoutMs: e.TUTOR_MODEL_TIMEOUT_MS,
          }
        : null,
    rateLimits: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      loginPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      loginPerAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      resetPerAccount: e.RESET_LIMIT_PER_ACCOUNT,
      resetPerAddress: e.RESET_LIMIT_PER_ADDRESS,
    },
  };
}

/** Settings that let the server start but would hurt in use, each as a sentence for the operator. */
export function listConfigWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === "production" && !config.hasAppUrl) {
    warnings.push(
      `APP_URL is not set, so links in e-mails (password resets, verification, parent consent) point at ` +
        `${config.appUrl}, which only works on this machine. Set APP_URL to the address users open.`,
    );
  }
  return warnings;
}
