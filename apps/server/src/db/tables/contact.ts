// Table types: the contact form's messages and the reply each got (migration 025).
import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types.ts";

export type ContactTopicColumn =
  | "booking"
  | "credits"
  | "children"
  | "privacy"
  | "account"
  | "tutoring"
  | "other";

export interface ContactRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  topic: ContactTopicColumn;
  message: string;
  created_at: Timestamp;
  reply: string | null;
  replied_at: NullableTimestamp;
  replied_by_name: string | null;
}
