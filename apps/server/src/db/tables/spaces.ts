// Table types: the 3D spaces (migration 043).
import type { Json, Timestamp } from "./column-types.ts";

export interface StudentAvatarsTable {
  student_id: number;
  config: Json<unknown>;
  updated_at: Timestamp;
}
