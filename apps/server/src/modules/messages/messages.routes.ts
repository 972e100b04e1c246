import {
  MESSAGE_LIMITS,
  markReadRequestSchema,
  messageAttachmentParamsSchema,
  messageAttachmentResponseSchema,
  messageContactsResponseSchema,
  messageResponseSchema,
  messageStreamQuerySchema,
  messageThreadsQuerySchema,
  messageThreadsResponseSchema,
  type StreamEvent,
  sendMessageRequestSchema,
  startThreadRequestSchema,
  threadHistoryQuerySchema,
  threadHistoryResponseSchema,
  threadIdParamsSchema,
  threadResponseSchema,
  unreadCountResponseSchema,
} from "@app/contract/messages";
import type { FastifyInstance } from "fastify";
import { readUploadedFile, sendAttachment } from "../../lib/multipart.ts";
import { defineRoute } from "../../lib/route.ts";
import * as messages from "./messages.service.ts";
import * as files from "./messages-files.ts";
import { MessageHub } from "./messages-live.ts";

/** Messages (issue 12, decisions.md 6): threads, history, sending, read marks and the live stream. */
export async function messagesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const hub = new MessageHub(deps);
  const streams = new Set<() => void>();
  // Open streams would hold the server open: they end before it closes.
  app.addHook("preClose", async () => {
    for (const end of [...streams]) end();
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/messages/threads",
    access: "signed-in",
    query: messageThreadsQuerySchema,
    response: messageThreadsResponseSchema,
    summary: "The caller's conversations, newest first, with unread counts (a parent: one child's)",
    handler: ({ user, query }) => messages.listThreads(deps, user, query.student_id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/messages/contacts",
    access: "signed-in",
    query: messageThreadsQuerySchema,
    response: messageContactsResponseSchema,
    summary: "Whom the caller may start a conversation with",
    handler: ({ user, query }) => messages.listContacts(deps, user, query.student_id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/messages/threads",
    access: "signed-in",
    body: startThreadRequestSchema,
    response: threadResponseSchema,
    summary: "Opens (or finds) the conversation with an assigned tutor or student, or with support",
    handler: ({ user, body }) => messages.startThread(deps, user, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/messages/threads/:id",
    access: "signed-in",
    params: threadIdParamsSchema,
    query: threadHistoryQuerySchema,
    response: threadHistoryResponseSchema,
    summary: "A page of a conversation's history, oldest first (older pages with ?before=)",
    handler: ({ user, params, query }) => messages.getThread(deps, user, params.id, query),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/messages/threads/:id/messages",
    access: "signed-in",
    params: threadIdParamsSchema,
    body: sendMessageRequestSchema,
    response: messageResponseSchema,
    status: 201,
    handler: ({ user, params, body }) => messages.sendMessage(deps, user, params.id, body, hub),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/messages/threads/:id/read",
    access: "signed-in",
    params: threadIdParamsSchema,
    body: markReadRequestSchema,
    response: unreadCountResponseSchema,
    summary: "Marks the conversation read up to a message (its newest by default)",
    handler: ({ user, params, body }) => messages.markRead(deps, user, params.id, body.up_to),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/messages/unread",
    access: "signed-in",
    response: unreadCountResponseSchema,
    summary: "Unread messages across every conversation the caller sees",
    handler: async ({ user }) => ({ unread_total: await messages.countUnreadTotal(deps, user) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/messages/threads/:id/attachments",
    access: "signed-in",
    params: threadIdParamsSchema,
    response: messageAttachmentResponseSchema,
    status: 201,
    handler: async ({ user, params, req }) => {
      // One byte over the limit is enough to know the file is too large.
      const file = await readUploadedFile(req, {
        maxBytes: MESSAGE_LIMITS.attachmentMaxBytes + 1,
        missingMessage: "Choose a file",
        tooLarge: files.attachmentTooLarge,
      });
      return files.uploadAttachment(deps, user, params.id, file);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/messages/threads/:id/attachments/:attachmentId",
    produces: "application/octet-stream",
    access: "signed-in",
    params: messageAttachmentParamsSchema,
    handler: async ({ user, params, reply }) => {
      return sendAttachment(reply, await files.getAttachmentFile(deps, user, params.id, params.attachmentId));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/messages/stream",
    access: "signed-in",
    query: messageStreamQuerySchema,
    produces: "text/event-stream",
    summary:
      "Server-sent events: new messages and read marks, live; a heartbeat comment every 15 s. Authorised by the bearer header (read it with fetch, not EventSource)",
    handler: async ({ req, reply, user }) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      const send = (event: StreamEvent) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const heartbeat = setInterval(
        () => res.write(": heartbeat\n\n"),
        MESSAGE_LIMITS.heartbeatSeconds * 1000,
      );
      heartbeat.unref();
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      const unsubscribe = hub.subscribe(user, send, end);
      streams.add(end);
      req.raw.on("close", end);
      res.on("close", end);
      res.write("retry: 2000\n\n");
      send({ type: "ready" });
    },
  });
}
