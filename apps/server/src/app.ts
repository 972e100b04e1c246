import { LIMITS } from "@app/contract/limits";
import { AVATAR_LIMITS } from "@app/contract/student";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { ChangeFeed } from "./db/change-feed.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import { createDeps, type Deps } from "./deps.ts";
import { buildLoggerOptions } from "./lib/logger.ts";
import { resolveJwtSecret } from "./lib/secrets.ts";
import { toFastifyTrustProxy } from "./lib/trust-proxy.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { assignmentsRoutes } from "./modules/assignments/assignments.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { authoringRoutes } from "./modules/authoring/authoring.routes.ts";
import { avatarRoutes } from "./modules/avatars/avatars.routes.ts";
import { backupsRoutes } from "./modules/backups/backups.routes.ts";
import { bookingRoutes } from "./modules/booking/booking.routes.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { docsRoutes } from "./modules/docs/docs.routes.ts";
import { familyRoutes } from "./modules/family/family.routes.ts";
import { feedbackRoutes } from "./modules/feedback/feedback.routes.ts";
import { gamesRoutes } from "./modules/games/games.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { outboxRoutes } from "./modules/outbox/outbox.routes.ts";
import { pathsRoutes } from "./modules/paths/paths.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { personaRoutes } from "./modules/persona/persona.routes.ts";
import { postsRoutes } from "./modules/posts/posts.routes.ts";
import { pricingRoutes } from "./modules/pricing/pricing.routes.ts";
import { progressRoutes } from "./modules/progress/progress.routes.ts";
import { publicPagesRoutes } from "./modules/public-pages/public-pages.routes.ts";
import { pythonCourseRoutes } from "./modules/python-course/python-course.routes.ts";
import { quizzesRoutes } from "./modules/quizzes/quizzes.routes.ts";
import { reviewRoutes } from "./modules/review/review.routes.ts";
import { rewardsRoutes } from "./modules/rewards/rewards.routes.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { speechRoutes } from "./modules/speech/speech.routes.ts";
import { studentsRoutes } from "./modules/students/students.routes.ts";
import { tutorRoutes } from "./modules/tutor/tutor.routes.ts";
import { tutoringRoutes } from "./modules/tutoring/tutoring.routes.ts";
import { verbsRoutes } from "./modules/verbs/verbs.routes.ts";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { securityPlugin } from "./plugins/security.ts";
import { webPlugin } from "./plugins/web.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
    /** Every "METHOD /api/..." route registered on this app, however it was registered. */
    apiRoutes: string[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Secret for tokens; resolved from config and the data folder when not given. */
  jwtSecret?: string;
  /** Where log lines go (standard output when not given); tests read them from here. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app: infrastructure plugins first, then the modules, then the web app. */
export async function buildApp({
  config,
  database,
  jwtSecret,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : buildLoggerOptions(config.logLevel, logStream),
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
  });
  const secret = jwtSecret ?? resolveJwtSecret(config.jwtSecret, config.dataDir);
  // The API speaks JSON only; other bodies answer 415.
  app.removeContentTypeParser("text/plain");
  const changes = await ChangeFeed.start(database, app.log);
  app.addHook("onClose", () => changes.close());
  app.decorate("deps", createDeps(config, database, secret, app.log, changes));

  app.decorate("apiRoutes", [] as string[]);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    for (const method of [route.method].flat())
      if (method !== "HEAD") app.apiRoutes.push(`${method} ${route.url}`);
  });

  await app.register(errorsPlugin);
  // Before the access check, so a refused request (401, 403) carries the security headers too.
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(multipart, { limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 5 } });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes);
  await app.register(siteRoutes);
  await app.register(contactRoutes);
  await app.register(outboxRoutes);
  await app.register(studentsRoutes);
  await app.register(dashboardRoutes);
  await app.register(rewardsRoutes);
  await app.register(familyRoutes);
  await app.register(personaRoutes);
  await app.register(avatarRoutes);
  await app.register(tutorRoutes);
  await app.register(feedbackRoutes);
  await app.register(catalogueRoutes);
  await app.register(progressRoutes);
  await app.register(gamesRoutes);
  await app.register(verbsRoutes);
  await app.register(speechRoutes);
  await app.register(pythonCourseRoutes);
  await app.register(pathsRoutes);
  await app.register(reviewRoutes);
  await app.register(assignmentsRoutes);
  await app.register(quizzesRoutes);
  await app.register(pricingRoutes);
  await app.register(postsRoutes);
  await app.register(waitlistRoutes);
  await app.register(auditRoutes);
  await app.register(tutoringRoutes);
  await app.register(paymentsRoutes);
  await app.register(bookingRoutes);
  await app.register(adminRoutes);
  await app.register(backupsRoutes);
  await app.register(notificationsRoutes);
  await app.register(messagesRoutes);
  await app.register(authoringRoutes);
  await app.register(publicPagesRoutes);
  await app.register(docsRoutes);

  await app.register(webPlugin);
  return app;
}
