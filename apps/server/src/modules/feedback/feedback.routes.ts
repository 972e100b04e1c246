import { feedbackListResponseSchema, feedbackRequestSchema } from "@app/contract/feedback";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";

/** The feedback widget (spec 2.8): anyone signed in sends; admins read. */
export async function feedbackRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  defineRoute(app, {
    method: "POST",
    url: "/api/feedback",
    access: "signed-in",
    body: feedbackRequestSchema,
    status: 201,
    rateLimitPerMinute: 10,
    handler: async ({ user, body }) => {
      const row = await db
        .insertInto("feedback")
        .values({ user_id: user!.id, page: body.page, message: body.message })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: row.id, message: "Thank you! Your feedback was sent." };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/feedback",
    access: "admin",
    response: feedbackListResponseSchema,
    handler: async () => {
      const rows = await db
        .selectFrom("feedback")
        .leftJoin("users", "users.id", "feedback.user_id")
        .select([
          "feedback.id",
          "feedback.page",
          "feedback.message",
          "feedback.created_at",
          "users.id as user_id",
          "users.first_name",
          "users.last_name",
          "users.role",
        ])
        .orderBy("feedback.id", "desc")
        .limit(200)
        .execute();
      return {
        feedback: rows.map((r) => ({
          id: r.id,
          page: r.page,
          message: r.message,
          created_at: new Date(r.created_at).toISOString(),
          from: {
            id: r.user_id ?? "",
            name: r.first_name ? `${r.first_name} ${r.last_name}` : "Deleted user",
            role: r.role ?? "",
          },
        })),
      };
    },
  });
}
