/*
 * The student-side entities as spec section 3 names them. The student-portal issue fills them from
 * the API; for now they shape the persisted student store.
 */

export type PlanType = "ai-only" | "tutor-lite" | "tutor-plus";

export interface StudentProfile {
  id: string;
  name: string;
  email: string;
  age: number | null;
  grade: string | null;
  timezone: string | null;
  subjects: string[];
  learningGoals: string | null;
  weeklyStudyHours: number | null;
  /** Subject → whole-number level; a non-numeric value becomes 0. */
  skillLevels: Record<string, number>;
  plan: PlanType;
  lastProfileUpdate: string | null;
  createdAt: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  avatarFileId: string | null;
  avatarUrl: string | null;
}

export interface CreditEntry {
  id: string;
  type: "ai-session" | "tutor-session";
  total: number;
  remaining: number;
  expiryDate: string;
  isExpired: boolean;
}

export interface HomeworkItem {
  id: string;
  title: string;
  subject: string;
  dueDate: string;
  completed: boolean;
  description?: string;
  difficulty?: string;
  status?: string;
}

export interface UpcomingLesson {
  id: string;
  title: string;
  type: "tutor" | "group";
  datetime: string;
  /** Minutes. */
  duration: number;
  tutor: string;
}
