import { FRENCH_CIRCLE } from "@app/domain/french-circles";
import type { Transaction } from "kysely";
import type { Database } from "../database.ts";

const DAY = 86_400_000;

/** Library items across the demo subjects (the learning issue adds the full catalogue). */
const CONTENT: {
  title: string;
  description: string;
  type: "material" | "video" | "quiz" | "homework";
  subject: string;
  difficulty: string;
  topics: string[];
}[] = [
  {
    title: "Solving linear equations",
    description: "Balance both sides to find x, with worked examples.",
    type: "material",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: ["algebra", "equations"],
  },
  {
    title: "Factorising quadratics",
    description: "Turn x² + 5x + 6 into (x + 2)(x + 3) and back.",
    type: "material",
    subject: "Mathematics",
    difficulty: "intermediate",
    topics: ["algebra", "quadratics"],
  },
  {
    title: "Angles in triangles",
    description: "Why the angles of a triangle add up to 180°.",
    type: "video",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: ["geometry", "angles"],
  },
  {
    title: "Pythagoras' theorem",
    description: "a² + b² = c² and how to use it.",
    type: "material",
    subject: "Mathematics",
    difficulty: "intermediate",
    topics: ["geometry", "triangles"],
  },
  {
    title: "Fractions quiz",
    description: "Ten quick questions on adding and simplifying fractions.",
    type: "quiz",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: ["fractions"],
  },
  {
    title: "Area and perimeter",
    description: "Rectangles, triangles and circles.",
    type: "homework",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: ["geometry", "area"],
  },
  {
    title: "Les verbes en -er",
    description: "Present tense of regular -er verbs: parler, aimer, jouer.",
    type: "material",
    subject: "French",
    difficulty: "beginner",
    topics: ["verbs", "present tense"],
  },
  {
    title: "Au café: ordering in French",
    description: "Listen to a conversation at a Paris café.",
    type: "video",
    subject: "French",
    difficulty: "beginner",
    topics: ["conversation", "food"],
  },
  {
    title: "Le passé composé",
    description: "Talk about the past with avoir and être.",
    type: "material",
    subject: "French",
    difficulty: "intermediate",
    topics: ["verbs", "past tense"],
  },
  {
    title: "French numbers quiz",
    description: "From un to cent.",
    type: "quiz",
    subject: "French",
    difficulty: "beginner",
    topics: ["numbers"],
  },
  {
    title: "Ser y estar",
    description: "Two verbs for 'to be' and when to use each.",
    type: "material",
    subject: "Spanish",
    difficulty: "beginner",
    topics: ["verbs"],
  },
  {
    title: "Spanish greetings",
    description: "¡Hola! Greetings and introductions.",
    type: "video",
    subject: "Spanish",
    difficulty: "beginner",
    topics: ["conversation"],
  },
  {
    title: "El pretérito",
    description: "Regular verbs in the simple past.",
    type: "material",
    subject: "Spanish",
    difficulty: "intermediate",
    topics: ["verbs", "past tense"],
  },
  {
    title: "Python variables and types",
    description: "Numbers, strings and booleans in Python.",
    type: "material",
    subject: "Python",
    difficulty: "beginner",
    topics: ["variables", "types"],
  },
  {
    title: "Loops in Python",
    description: "for and while loops with small exercises.",
    type: "material",
    subject: "Python",
    difficulty: "beginner",
    topics: ["loops"],
  },
  {
    title: "Python functions quiz",
    description: "Arguments, return values and scope.",
    type: "quiz",
    subject: "Python",
    difficulty: "intermediate",
    topics: ["functions"],
  },
];

export interface DemoIds {
  tutorId: string;
  parentId: string;
  studentUserId: string;
  studentId: number;
  childIds: number[];
}

/** Demo rows that make the portal real on a first start: lessons, credits, invoices, homework, XP, persona. */
export async function seedDemoPortal(
  tx: Transaction<Database>,
  ids: DemoIds,
  now = new Date(),
): Promise<void> {
  const at = (days: number, hour = 16) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  // Demo "material" items stand for real lessons of the curriculum when it is there (round-robin by
  // subject); the other items (videos, quizzes, homework) are library entries of their own.
  const lessons = await tx
    .selectFrom("content_items")
    .select(["id", "title", "subject"])
    .where("content_type", "=", "material")
    .where("material_id", "is not", null)
    .orderBy("id")
    .execute();
  const resolved = new Map<string, { id: number; title: string }>();
  const picked = new Map<string, number>();
  for (const c of CONTENT) {
    const pool = c.type === "material" ? lessons.filter((l) => l.subject === c.subject) : [];
    if (pool.length > 0) {
      const i = picked.get(c.subject) ?? 0;
      picked.set(c.subject, i + 1);
      const pick = pool[i % pool.length]!;
      resolved.set(c.title, { id: pick.id, title: pick.title });
      continue;
    }
    const row = await tx
      .insertInto("content_items")
      .values({
        title: c.title,
        description: c.description,
        content_type: c.type,
        subject: c.subject,
        difficulty: c.difficulty,
        topics: JSON.stringify(c.topics),
        material_id: null,
      })
      .returning(["id", "title"])
      .executeTakeFirstOrThrow();
    resolved.set(c.title, row);
  }
  const contentId = (title: string) => resolved.get(title)!.id;
  /** The title a demo item ended up with (a real lesson's when it stands for one). */
  const contentTitle = (title: string) => resolved.get(title)!.title;
  const [mia, leo] = ids.childIds as [number, number];

  const bookedLessons = await tx
    .insertInto("lessons")
    .values([
      {
        student_id: ids.studentId,
        tutor_user_id: ids.tutorId,
        title: "Algebra: quadratic equations",
        lesson_type: "tutor",
        starts_at: at(2),
        duration_minutes: 60,
        join_url: null,
      },
      {
        student_id: ids.studentId,
        tutor_user_id: ids.tutorId,
        title: "Geometry: Pythagoras in practice",
        lesson_type: "tutor",
        starts_at: at(5),
        duration_minutes: 45,
        join_url: null,
      },
      {
        student_id: ids.studentId,
        tutor_user_id: ids.tutorId,
        title: "French conversation",
        lesson_type: "group",
        starts_at: at(9, 17),
        duration_minutes: 45,
        join_url: null,
      },
      {
        student_id: ids.studentId,
        tutor_user_id: ids.tutorId,
        title: "Linear equations review",
        lesson_type: "tutor",
        starts_at: at(-5),
        duration_minutes: 60,
        status: "completed",
        join_url: null,
      },
      {
        student_id: mia,
        tutor_user_id: ids.tutorId,
        title: "French circle for beginners",
        lesson_type: "group",
        starts_at: at(3, 15),
        duration_minutes: FRENCH_CIRCLE.minutes,
        join_url: null,
      },
      {
        student_id: leo,
        tutor_user_id: ids.tutorId,
        title: "Spanish: el pretérito",
        lesson_type: "tutor",
        starts_at: at(4, 18),
        duration_minutes: 45,
        join_url: null,
      },
    ])
    .returning(["id", "title"])
    .execute();
  const lessonId = (title: string) => bookedLessons.find((l) => l.title === title)!.id;

  // An admin assigned the demo tutor to the learners he teaches (issue 12): that, not a lesson, lets him see them.
  await tx
    .insertInto("tutor_student_assignments")
    .values([ids.studentId, mia, leo].map((student_id) => ({ tutor_user_id: ids.tutorId, student_id })))
    .execute();

  const packages = await tx
    .insertInto("credit_packages")
    .values([
      {
        student_id: ids.studentId,
        credit_type: "ai-session",
        total: 10,
        purchased_at: at(-40),
        expires_at: at(325),
      },
      {
        student_id: ids.studentId,
        credit_type: "tutor-session",
        total: 8,
        purchased_at: at(-40),
        expires_at: at(325),
      },
      { student_id: mia, credit_type: "tutor-session", total: 4, purchased_at: at(-20), expires_at: at(345) },
      { student_id: leo, credit_type: "tutor-session", total: 8, purchased_at: at(-20), expires_at: at(345) },
    ])
    .returning(["id", "student_id", "credit_type"])
    .execute();
  const pkg = (student: number, type: string) =>
    packages.find((p) => p.student_id === student && p.credit_type === type)!.id;
  await tx
    .insertInto("credit_movements")
    .values([
      {
        package_id: pkg(ids.studentId, "ai-session"),
        delta: -1,
        reason: "AI tutor session",
        lesson_id: null,
        created_at: at(-10),
      },
      {
        package_id: pkg(ids.studentId, "ai-session"),
        delta: -1,
        reason: "AI tutor session",
        lesson_id: null,
        created_at: at(-3),
      },
      // Every booked lesson spent its credit, as booking does, so cancelling early gives it back.
      ...(
        [
          [ids.studentId, "Linear equations review", -12],
          [ids.studentId, "Algebra: quadratic equations", -8],
          [ids.studentId, "Geometry: Pythagoras in practice", -2],
          [ids.studentId, "French conversation", -2],
          [mia, "French circle for beginners", -1],
          [leo, "Spanish: el pretérito", -1],
        ] as const
      ).map(([student, title, daysAgo]) => ({
        package_id: pkg(student, "tutor-session"),
        delta: -1,
        reason: "Booked a lesson",
        lesson_id: lessonId(title),
        created_at: at(daysAgo),
      })),
    ])
    .execute();

  const invoices = await tx
    .insertInto("invoices")
    .values([
      {
        number: "INV-2026-0001",
        payer_user_id: ids.studentUserId,
        student_id: ids.studentId,
        description: "8 tutor sessions",
        amount_cents: 36000,
        status: "paid",
        issued_at: at(-40),
        paid_at: at(-40),
      },
      {
        number: "INV-2026-0002",
        payer_user_id: ids.studentUserId,
        student_id: ids.studentId,
        description: "10 AI tutor sessions",
        amount_cents: 1900,
        status: "paid",
        issued_at: at(-40),
        paid_at: at(-40),
      },
      {
        number: "INV-2026-0003",
        payer_user_id: ids.parentId,
        student_id: mia,
        description: "4 tutor sessions for Mia",
        amount_cents: 18000,
        status: "paid",
        issued_at: at(-20),
        paid_at: at(-20),
      },
      {
        number: "INV-2026-0004",
        payer_user_id: ids.parentId,
        student_id: leo,
        description: "8 tutor sessions for Leo",
        amount_cents: 36000,
        status: "open",
        issued_at: at(-1),
        paid_at: null,
      },
    ])
    .returning(["id", "number", "payer_user_id", "student_id", "description", "amount_cents", "issued_at"])
    .execute();
  // The money ledger behind the paid invoices (issue 12): what the family paid, and how.
  const paidWith: Record<string, { method: "manual" | "bank-transfer"; packageId: number }> = {
    "INV-2026-0001": { method: "bank-transfer", packageId: pkg(ids.studentId, "tutor-session") },
    "INV-2026-0002": { method: "bank-transfer", packageId: pkg(ids.studentId, "ai-session") },
    "INV-2026-0003": { method: "manual", packageId: pkg(mia, "tutor-session") },
  };
  await tx
    .insertInto("payments")
    .values(
      invoices
        .filter((invoice) => paidWith[invoice.number])
        .map((invoice) => ({
          kind: "payment" as const,
          payer_user_id: invoice.payer_user_id,
          student_id: invoice.student_id,
          amount_cents: invoice.amount_cents,
          currency: "USD",
          method: paidWith[invoice.number]!.method,
          description: invoice.description,
          invoice_id: invoice.id,
          credit_package_id: paidWith[invoice.number]!.packageId,
          created_at: invoice.issued_at,
        })),
    )
    .execute();

  const homework = (
    studentId: number,
    title: string,
    type: "homework" | "material" | "quiz",
    dueInDays: number | null,
    extra: Partial<{
      status: "assigned" | "in_progress" | "submitted" | "completed";
      content: string;
      subject: string;
      priority: "low" | "medium" | "high";
      minutes: number;
    }> = {},
  ) => ({
    student_id: studentId,
    assigned_by: ids.tutorId,
    assignment_type: type,
    title: type === "material" && extra.content ? `Read: ${contentTitle(extra.content)}` : title,
    description: `${type === "material" && extra.content ? contentTitle(extra.content) : title}: see the instructions from your tutor.`,
    subject: extra.subject ?? null,
    content_id: extra.content ? contentId(extra.content) : null,
    due_date: dueInDays === null ? null : at(dueInDays, 21),
    status: extra.status ?? "assigned",
    priority: extra.priority ?? "medium",
    estimated_time: extra.minutes ?? 20,
    created_at: at(-7),
    ...(extra.status === "completed"
      ? { completed_at: at(-1), grade: "A", feedback: "Great work, very clear steps." }
      : {}),
  });
  await tx
    .insertInto("assignments")
    .values([
      homework(ids.studentId, "Worksheet: two-step equations", "homework", -2, {
        subject: "Mathematics",
        priority: "high",
      }),
      homework(ids.studentId, "Read: Solving linear equations", "material", 0, {
        content: "Solving linear equations",
      }),
      homework(ids.studentId, "Fractions quiz", "quiz", 2, {
        content: "Fractions quiz",
        status: "in_progress",
      }),
      homework(ids.studentId, "Read: Le passé composé", "material", 6, {
        content: "Le passé composé",
        priority: "low",
      }),
      homework(ids.studentId, "Read: Pythagoras' theorem", "material", -4, {
        content: "Pythagoras' theorem",
        status: "completed",
      }),
      homework(mia, "French numbers quiz", "quiz", 1, { content: "French numbers quiz" }),
      homework(mia, "Area and perimeter", "homework", 5, {
        content: "Area and perimeter",
        subject: "Mathematics",
      }),
      homework(leo, "Read: El pretérito", "material", 3, { content: "El pretérito" }),
      homework(leo, "Loops in Python", "material", null, { content: "Loops in Python", status: "completed" }),
    ])
    .execute();

  await tx
    .insertInto("content_access")
    .values([
      {
        student_id: ids.studentId,
        content_id: contentId("Solving linear equations"),
        last_accessed_at: at(-1, 18),
      },
      { student_id: ids.studentId, content_id: contentId("Les verbes en -er"), last_accessed_at: at(-2, 18) },
      {
        student_id: ids.studentId,
        content_id: contentId("Angles in triangles"),
        last_accessed_at: at(-3, 18),
      },
    ])
    .execute();
  await tx
    .insertInto("content_favourites")
    .values({ student_id: ids.studentId, content_id: contentId("Pythagoras' theorem") })
    .execute();

  // XP, progress and streaks come from the demo learners really studying (demo-learner.ts).
  await tx
    .insertInto("cash_ledger")
    .values({ student_id: mia, amount_cents: 250, reason: "A 3-day streak!", granted_by: ids.parentId })
    .execute();
  await tx
    .insertInto("persona_traits")
    .values([
      {
        student_id: ids.studentId,
        trait_key: "student_name",
        value: "Sam",
        confidence: 0.9,
        source: "self_report",
      },
      {
        student_id: ids.studentId,
        trait_key: "tone",
        value: "energetic",
        confidence: 0.85,
        source: "self_report",
      },
    ])
    .execute();
}
