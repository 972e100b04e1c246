import {
  achievementsResponseSchema,
  cashHistoryResponseSchema,
  familyBoardResponseSchema,
  grantCashRequestSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  relativeBoardResponseSchema,
  TUTOR_UNDER_REVIEW_MESSAGE,
  walletResponseSchema,
} from "@app/contract/rewards";
import { studentQuerySchema } from "@app/contract/student";
import { isTutorApplicant } from "@app/domain/access";
import type { FastifyInstance } from "fastify";
import { forbidden } from "../../lib/app-error.ts";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { getFamilyBoard, getRelativeBoard } from "./leaderboards.service.ts";
import * as rewards from "./rewards.service.ts";

/** Wallet, leaderboard, achievements and cash rewards (spec 7.6, decisions.md 5). */
export async function rewardsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  defineRoute(app, {
    method: "GET",
    url: "/api/rewards/wallet",
    access: ["student", "parent", "admin"],
    response: walletResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) => {
      const student = await resolveStudent(db, user, query.student_id);
      return rewards.getWallet(db, student.id);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rewards/leaderboard",
    access: "signed-in",
    response: leaderboardResponseSchema,
    query: leaderboardQuerySchema,
    handler: async ({ user, query }) => {
      if (isTutorApplicant(user)) throw forbidden(TUTOR_UNDER_REVIEW_MESSAGE);
      const isLearner = user.role === "student" || user.role === "parent";
      const me = isLearner ? await resolveStudent(db, user, query.student_id).catch(() => null) : null;
      return rewards.getLeaderboard(db, query.period, me);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rewards/leaderboard/family",
    access: ["student", "parent", "admin"],
    response: familyBoardResponseSchema,
    query: leaderboardQuerySchema,
    summary: "The student and their brothers and sisters by XP (display names only)",
    handler: async ({ user, query }) =>
      getFamilyBoard(db, await resolveStudent(db, user, query.student_id), query.period),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rewards/leaderboard/nearby",
    access: ["student", "parent", "admin"],
    response: relativeBoardResponseSchema,
    query: leaderboardQuerySchema,
    summary: "The ten learners nearest to the student by XP (display names only)",
    handler: async ({ user, query }) =>
      getRelativeBoard(db, await resolveStudent(db, user, query.student_id), query.period),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rewards/achievements",
    access: "signed-in",
    response: achievementsResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) => {
      const student = await resolveStudent(db, user, query.student_id);
      return { achievements: await rewards.getAchievements(db, student) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rewards/cash",
    access: ["student", "parent", "admin"],
    response: cashHistoryResponseSchema,
    query: studentQuerySchema,
    summary: "A student's cash rewards with their reasons, newest first",
    handler: async ({ user, query }) => {
      const student = await resolveStudent(db, user, query.student_id);
      return rewards.listCashRewards(db, student.id);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/rewards/cash",
    access: ["parent", "admin"],
    response: walletResponseSchema,
    body: grantCashRequestSchema,
    status: 201,
    handler: async ({ user, body }) => {
      const student = await resolveStudent(db, user, body.student_id, "write");
      if (user.role === "parent" && student.parentUserId !== user.id) throw forbidden();
      return rewards.grantCash(db, student.id, user.id, {
        amount: body.amount,
        reason: body.reason,
        idempotencyKey: body.idempotency_key,
      });
    },
  });
}
