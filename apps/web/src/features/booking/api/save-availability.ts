import {
  type Availability,
  availabilityResponseSchema,
  type SaveAvailabilityRequest,
} from "@app/contract/booking";
import { api } from "@/lib/api-client";

/** PUT /api/tutor/availability: replaces the tutor's own availability. */
export async function saveAvailability(body: SaveAvailabilityRequest): Promise<Availability> {
  return availabilityResponseSchema.parse(await api.put<unknown>("/tutor/availability", body)).availability;
}
