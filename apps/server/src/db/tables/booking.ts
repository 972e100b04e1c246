// Table types: scheduling and booking (migration 017).
import type { Generated } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

export interface TutorCalendarsTable {
  tutor_user_id: string;
  time_zone: string;
  subjects: Json<string[]>;
  updated_at: Timestamp;
  /** The tutor's card (migration 047): a short bio, teaching languages and learners' ages. */
  bio: Generated<string>;
  languages: Json<string[]>;
  age_min: number | null;
  age_max: number | null;
}

export interface TutorAvailabilityTable {
  id: Generated<number>;
  tutor_user_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface TutorDaysOffTable {
  tutor_user_id: string;
  day: string;
}

export interface GroupSessionsTable {
  id: Generated<number>;
  tutor_user_id: string | null;
  title: string;
  subject: string;
  description: Generated<string>;
  starts_at: Timestamp;
  duration_minutes: number;
  capacity: number;
  created_at: Timestamp;
}

export interface CalendarFeedTokensTable {
  user_id: string;
  token: string;
  created_at: Timestamp;
}
