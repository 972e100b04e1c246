import {
  ASSIGNMENT_LIMITS,
  addCommentRequestSchema,
  assignmentIdParamsSchema,
  assignmentResponseSchema,
  assignmentsResponseSchema,
  attachmentParamsSchema,
  attachmentResponseSchema,
  completeAssignmentRequestSchema,
  createAssignmentRequestSchema,
  deleteAssignmentResponseSchema,
  studentAssignmentsParamsSchema,
  submitAssignmentRequestSchema,
} from "@app/contract/assignments";
import type { FastifyInstance } from "fastify";
import { readUploadedFile, sendAttachment } from "../../lib/multipart.ts";
import { defineRoute } from "../../lib/route.ts";
import * as assignments from "./assignments.service.ts";

/** Assignments (spec 7.4) and what the loop needs beside them: setting work, files, comments. */
export async function assignmentsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/assignments/student/:studentId",
    access: "signed-in",
    response: assignmentsResponseSchema,
    params: studentAssignmentsParamsSchema,
    handler: ({ user, params }) => assignments.listStudentAssignments(deps, user, params.studentId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/assignments",
    access: ["tutor", "admin"],
    response: assignmentResponseSchema,
    body: createAssignmentRequestSchema,
    status: 201,
    handler: ({ user, body }) => assignments.createAssignment(deps, user, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/assignments/:id",
    access: "signed-in",
    response: assignmentResponseSchema,
    params: assignmentIdParamsSchema,
    handler: ({ user, params }) => assignments.getAssignment(deps, user, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/assignments/:id/start",
    access: "signed-in",
    response: assignmentResponseSchema,
    params: assignmentIdParamsSchema,
    handler: ({ user, params }) => assignments.startAssignment(deps, user, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/assignments/:id/submit",
    access: "signed-in",
    response: assignmentResponseSchema,
    params: assignmentIdParamsSchema,
    body: submitAssignmentRequestSchema,
    handler: ({ user, params, body }) => assignments.submitAssignment(deps, user, params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/assignments/:id/complete",
    access: "signed-in",
    response: assignmentResponseSchema,
    params: assignmentIdParamsSchema,
    body: completeAssignmentRequestSchema,
    handler: ({ user, params, body }) => assignments.completeAssignment(deps, user, params.id, body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/assignments/:id",
    access: "signed-in",
    response: deleteAssignmentResponseSchema,
    params: assignmentIdParamsSchema,
    handler: ({ user, params }) => assignments.deleteAssignment(deps, user, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/assignments/:id/comments",
    access: ["parent", "tutor", "admin"],
    response: assignmentResponseSchema,
    params: assignmentIdParamsSchema,
    body: addCommentRequestSchema,
    status: 201,
    handler: ({ user, params, body }) => assignments.addComment(deps, user, params.id, body.body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/assignments/:id/attachments",
    access: ["student"],
    response: attachmentResponseSchema,
    params: assignmentIdParamsSchema,
    status: 201,
    handler: async ({ user, params, req }) => {
      // One byte over the limit is enough to know the file is too large.
      const file = await readUploadedFile(req, {
        maxBytes: ASSIGNMENT_LIMITS.attachmentMaxBytes + 1,
        missingMessage: "Choose a file",
        tooLarge: assignments.attachmentTooLarge,
      });
      return assignments.uploadAttachment(deps, user, params.id, file);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/assignments/:id/attachments/:attachmentId",
    produces: "application/octet-stream",
    access: "signed-in",
    params: attachmentParamsSchema,
    handler: async ({ user, params, reply }) => {
      return sendAttachment(
        reply,
        await assignments.getAttachmentFile(deps, user, params.id, params.attachmentId),
      );
    },
  });
}
