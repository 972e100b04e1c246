// Table types: message threads, messages, their attachments and read marks (migration 018).
import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types.ts";

export interface MessageThreadsTable {
  id: Generated<number>;
  kind: "tutor" | "support";
  student_id: number | null;
  tutor_user_id: string | null;
  user_id: string | null;
  created_at: Generated<Date>;
  last_message_at: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  thread_id: number;
  sender_user_id: string | null;
  from_staff: boolean;
  body: string;
  created_at: Generated<Date>;
}

export interface MessageAttachmentsTable {
  id: Generated<number>;
  thread_id: number;
  message_id: number | null;
  file_id: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: Generated<Date>;
}

export interface MessageReadsTable {
  id: Generated<number>;
  thread_id: number;
  user_id: string;
  last_read_message_id: number;
  read_at: Timestamp;
}
