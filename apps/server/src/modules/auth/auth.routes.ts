import {
  authResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
  userIdParamsSchema,
  userSchema,
  verifyEmailRequestSchema,
} from "@app/contract/auth";
import { ERROR_MESSAGES, messageResponseSchema } from "@app/contract/errors";
import type { FastifyInstance } from "fastify";
import { unauthorized } from "../../lib/app-error.ts";
import { defineRoute } from "../../lib/route.ts";
import * as account from "./account.service.ts";
import * as auth from "./auth.service.ts";
import { presentUser } from "./user.presenter.ts";

/** Accounts and sessions (spec 7.1, decisions.md 2). */
export async function authRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Work queued by a request (reset e-mails) finishes before the database closes.
  app.addHook("onClose", () => deps.jobs.idle());

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/login",
    errors: [401],
    access: "public",
    response: authResponseSchema,
    body: loginRequestSchema,
    handler: ({ body, req }) => auth.login(deps, body, req.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/register",
    access: "public",
    response: authResponseSchema,
    body: registerRequestSchema,
    status: 201,
    rateLimitPerMinute: 20,
    handler: ({ body, req }) => auth.register(deps, body, req.ip),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/auth/me",
    access: "signed-in",
    response: userSchema,
    handler: async ({ req }) => {
      if (!req.authRow) throw unauthorized(ERROR_MESSAGES.authRequired);
      return presentUser(req.authRow);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/auth/users/:id",
    access: "signed-in",
    response: updateUserResponseSchema,
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    handler: ({ user, params, body, req }) => account.updateUser(deps, user, params.id, body, req.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/forgot-password",
    access: "public",
    response: messageResponseSchema,
    body: forgotPasswordRequestSchema,
    handler: ({ body, req }) => auth.forgotPassword(deps, body.email, req.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/reset-password",
    access: "public",
    response: messageResponseSchema,
    body: resetPasswordRequestSchema,
    rateLimitPerMinute: 20,
    handler: ({ body }) => auth.resetPassword(deps, body.token, body.password),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/verify-email",
    access: "public",
    response: messageResponseSchema,
    body: verifyEmailRequestSchema,
    rateLimitPerMinute: 30,
    handler: ({ body }) => account.verifyEmail(deps, body.token),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/resend-verification",
    access: "signed-in",
    response: messageResponseSchema,
    handler: ({ user }) => account.resendVerification(deps, user),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/change-password",
    access: "signed-in",
    response: changePasswordResponseSchema,
    body: changePasswordRequestSchema,
    handler: ({ user, body, req }) => auth.changePassword(deps, user, body, req.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/logout-all",
    access: "signed-in",
    response: messageResponseSchema,
    handler: ({ user }) => auth.logoutEverywhere(deps, user),
  });
}
