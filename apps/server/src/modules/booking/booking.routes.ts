import {
  adminLessonsQuerySchema,
  adminLessonsResponseSchema,
  availabilityResponseSchema,
  bookingBalanceResponseSchema,
  bookingResponseSchema,
  bookingSubjectsResponseSchema,
  bookingTutorsResponseSchema,
  bookLessonRequestSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  freeSlotsQuerySchema,
  freeSlotsResponseSchema,
  groupSessionIdParamsSchema,
  groupSessionsResponseSchema,
  joinGroupRequestSchema,
  lessonIdParamsSchema,
  rescheduleRequestSchema,
  saveAvailabilityRequestSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  subjectSlugParamsSchema,
  tutorIdParamsSchema,
} from "@app/contract/booking";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as availability from "./availability.service.ts";
import * as booking from "./booking.service.ts";
import * as calendar from "./calendar.service.ts";

/** Scheduling and booking (issue 12, decisions.md 3 and 4, docs/decisions/028). */
export async function bookingRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/subjects",
    access: "public",
    response: bookingSubjectsResponseSchema,
    summary: "Subjects an approved tutor takes bookings for",
    handler: () => availability.listSubjects(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/subjects/:slug/tutors",
    access: "public",
    params: subjectSlugParamsSchema,
    response: bookingTutorsResponseSchema,
    handler: ({ params }) => availability.listSubjectTutors(deps, params.slug),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/tutors/:id/slots",
    access: "public",
    params: tutorIdParamsSchema,
    query: freeSlotsQuerySchema,
    response: freeSlotsResponseSchema,
    summary: "A tutor's free slots (12 hours to 60 days ahead), on the viewer's clock (tz)",
    handler: ({ params, query }) => availability.getFreeSlots(deps, params.id, query),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/group-sessions",
    access: "public",
    response: groupSessionsResponseSchema,
    summary: "Group lessons one can still join, with seats left",
    handler: () => availability.listGroupSessions(deps),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/booking/lessons",
    errors: [402],
    access: "signed-in",
    body: bookLessonRequestSchema,
    response: bookingResponseSchema,
    status: 201,
    summary: "Books a free slot, spending one tutor-session credit (402 when none is left)",
    handler: ({ user, body }) => booking.bookLesson(deps, user, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/booking/group-sessions/:id/join",
    errors: [402],
    access: "signed-in",
    params: groupSessionIdParamsSchema,
    body: joinGroupRequestSchema,
    response: bookingResponseSchema,
    status: 201,
    summary: "Takes a seat in a group lesson, spending one tutor-session credit",
    handler: ({ user, params, body }) => booking.joinGroupSession(deps, user, params.id, body.student_id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/balance",
    access: "signed-in",
    query: scheduleQuerySchema,
    response: bookingBalanceResponseSchema,
    summary: "The selected student's usable tutor-session credits",
    handler: ({ user, query }) => calendar.getBookingBalance(deps, user, query.student_id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/schedule",
    access: "signed-in",
    query: scheduleQuerySchema,
    response: scheduleResponseSchema,
    summary: "The selected student's lessons, with their tutor (the schedule page)",
    handler: ({ user, query }) => calendar.getSchedule(deps, user, query.student_id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/booking/lessons/:id/cancel",
    access: "signed-in",
    params: lessonIdParamsSchema,
    response: bookingResponseSchema,
    summary: "Cancels a lesson; the credit comes back 24 hours or more before the start",
    handler: ({ user, params }) => booking.cancelLesson(deps, user, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/booking/lessons/:id/reschedule",
    access: "signed-in",
    params: lessonIdParamsSchema,
    body: rescheduleRequestSchema,
    response: bookingResponseSchema,
    summary: "Moves a lesson to another free slot (under 24 hours before, a new credit is spent)",
    handler: ({ user, params, body }) => booking.rescheduleLesson(deps, user, params.id, body.starts_at),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/booking/lessons/:id/ics",
    access: "signed-in",
    params: lessonIdParamsSchema,
    produces: "text/calendar",
    summary: "One lesson as a calendar file",
    handler: async ({ user, params, reply }) => {
      const lesson = await booking.findVisibleLesson(deps, user, params.id);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="lesson-${lesson.id}.ics"`)
        .send(calendar.renderCalendar([lesson], deps.config.appUrl, lesson.title));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/calendar/feed",
    access: "signed-in",
    response: calendarFeedResponseSchema,
    summary: "The caller's private calendar feed URL",
    handler: ({ user }) => calendar.getFeedUrl(deps, user),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/calendar/feed/reset",
    access: "signed-in",
    response: calendarFeedResponseSchema,
    summary: "A new private feed URL; the old one stops working",
    handler: ({ user }) => calendar.resetFeedUrl(deps, user),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/calendar/feed/:token",
    access: "public",
    params: calendarFeedParamsSchema,
    produces: "text/calendar",
    summary: "A private calendar feed (the secret is the address)",
    handler: async ({ params, reply }) =>
      reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .send(await calendar.renderFeed(deps, params.token)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/availability",
    access: "tutor",
    response: availabilityResponseSchema,
    summary: "The tutor's weekly availability, time zone, subjects and days off",
    handler: ({ user }) => availability.getAvailability(deps, user),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/tutor/availability",
    access: "tutor",
    body: saveAvailabilityRequestSchema,
    response: availabilityResponseSchema,
    summary: "Replaces the tutor's own availability",
    handler: ({ user, body }) => availability.saveAvailability(deps, user, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/lessons",
    access: "admin",
    query: adminLessonsQuerySchema,
    response: adminLessonsResponseSchema,
    summary: "Every lesson, by tutor, student, period and status",
    handler: ({ query }) => calendar.listAdminLessons(deps, query),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/lessons/:id/cancel",
    access: "admin",
    params: lessonIdParamsSchema,
    response: bookingResponseSchema,
    handler: ({ req, user, params }) => calendar.adminCancel(deps, user, toActor(req), params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/lessons/:id/move",
    access: "admin",
    params: lessonIdParamsSchema,
    body: rescheduleRequestSchema,
    response: bookingResponseSchema,
    handler: ({ req, user, params, body }) =>
      calendar.adminMove(deps, user, toActor(req), params.id, body.starts_at),
  });
}
