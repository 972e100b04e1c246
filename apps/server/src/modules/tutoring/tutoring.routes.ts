import { assignmentResponseSchema } from "@app/contract/assignments";
import {
  adminTutorsResponseSchema,
  approveTutorApplicationRequestSchema,
  assignableStudentsQuerySchema,
  assignableStudentsResponseSchema,
  assignBriefPracticeRequestSchema,
  createTutorAssignmentRequestSchema,
  declineTutorApplicationRequestSchema,
  lessonBriefResponseSchema,
  lessonIdParamsSchema,
  lessonNoteRequestSchema,
  lessonNoteResponseSchema,
  ownTutorApplicationResponseSchema,
  tutorApplicationIdParamsSchema,
  tutorApplicationRequestSchema,
  tutorApplicationResponseSchema,
  tutorApplicationsQuerySchema,
  tutorApplicationsResponseSchema,
  tutorAssignmentIdParamsSchema,
  tutorAssignmentResponseSchema,
  tutorAssignmentsQuerySchema,
  tutorAssignmentsResponseSchema,
  tutorDashboardQuerySchema,
  tutorDashboardResponseSchema,
  tutorStudentDetailResponseSchema,
  tutorStudentParamsSchema,
  tutorStudentsResponseSchema,
} from "@app/contract/tutoring";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as applications from "./tutor-applications.service.ts";
import * as area from "./tutor-area.service.ts";
import * as assignments from "./tutor-assignments.service.ts";
import * as brief from "./tutor-brief.service.ts";

/** Tutors and their students (issue 12): assignments, recruitment and the tutor area. */
export async function tutoringRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/tutors",
    access: "admin",
    response: adminTutorsResponseSchema,
    summary: "Approved tutors with their current students",
    handler: () => assignments.listAdminTutors(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/tutor-assignments",
    access: "admin",
    response: tutorAssignmentsResponseSchema,
    query: tutorAssignmentsQuerySchema,
    handler: ({ query }) => assignments.listAssignments(deps, query),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/tutor-assignments/students",
    access: "admin",
    response: assignableStudentsResponseSchema,
    query: assignableStudentsQuerySchema,
    summary: "Students an admin may assign a tutor to, by name",
    handler: ({ query }) => assignments.listAssignableStudents(deps, query.search),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/tutor-assignments",
    access: "admin",
    response: tutorAssignmentResponseSchema,
    body: createTutorAssignmentRequestSchema,
    status: 201,
    handler: ({ req, body }) => assignments.assignTutor(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/tutor-assignments/:id",
    access: "admin",
    response: tutorAssignmentResponseSchema,
    params: tutorAssignmentIdParamsSchema,
    handler: ({ req, params }) => assignments.unassignTutor(deps, toActor(req), params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor-applications/mine",
    access: "signed-in",
    response: ownTutorApplicationResponseSchema,
    summary: "The caller's tutor application (/join-tutor), or null",
    handler: ({ user }) => applications.getOwnApplication(deps, user),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/tutor-applications",
    access: "signed-in",
    response: tutorApplicationResponseSchema,
    body: tutorApplicationRequestSchema,
    status: 201,
    summary: "A tutor applicant sends (or, once declined, resends) their application",
    handler: ({ user, body }) => applications.submitApplication(deps, user, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/tutor-applications",
    access: "admin",
    response: tutorApplicationsResponseSchema,
    query: tutorApplicationsQuerySchema,
    handler: ({ query }) => applications.listApplications(deps, query.status),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/tutor-applications/:id/approve",
    access: "admin",
    response: tutorApplicationResponseSchema,
    params: tutorApplicationIdParamsSchema,
    body: approveTutorApplicationRequestSchema,
    handler: ({ req, params, body }) =>
      applications.reviewApplication(deps, toActor(req), params.id, {
        status: "approved",
        message: body.message || null,
      }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/tutor-applications/:id/decline",
    access: "admin",
    response: tutorApplicationResponseSchema,
    params: tutorApplicationIdParamsSchema,
    body: declineTutorApplicationRequestSchema,
    handler: ({ req, params, body }) =>
      applications.reviewApplication(deps, toActor(req), params.id, {
        status: "declined",
        message: body.message,
      }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/dashboard",
    access: "tutor",
    response: tutorDashboardResponseSchema,
    query: tutorDashboardQuerySchema,
    summary: "The tutor's day: lessons, work to grade, students needing attention (admins see every tutor's)",
    handler: ({ user, query }) => area.getTutorDashboard(deps, user, query.tz ?? "UTC"),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/students",
    access: "tutor",
    response: tutorStudentsResponseSchema,
    summary: "The students assigned to the tutor, with progress at a glance",
    handler: ({ user }) => area.listTutorStudents(deps, user),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/students/:id",
    access: "tutor",
    response: tutorStudentDetailResponseSchema,
    params: tutorStudentParamsSchema,
    handler: ({ user, params }) => area.getTutorStudent(deps, user, params.id),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/tutor/lessons/:id/note",
    access: "tutor",
    response: lessonNoteResponseSchema,
    params: lessonIdParamsSchema,
    body: lessonNoteRequestSchema,
    summary: "The tutor's private note on a lesson (never shown to the family)",
    handler: ({ user, params, body }) => area.saveLessonNote(deps, user, params.id, body.note),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/lessons/:id/brief",
    access: "tutor",
    response: lessonBriefResponseSchema,
    params: lessonIdParamsSchema,
    summary: "Before a lesson: weakest skills since the last one, homework, practice to set",
    handler: ({ user, params }) => brief.getLessonBrief(deps, user, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/tutor/lessons/:id/brief/practice",
    access: "tutor",
    response: assignmentResponseSchema,
    params: lessonIdParamsSchema,
    body: assignBriefPracticeRequestSchema,
    status: 201,
    summary: "Sets one of the brief's suggested practices as work, in one click",
    handler: ({ user, params, body }) => brief.assignBriefPractice(deps, user, params.id, body.template_id),
  });
}
