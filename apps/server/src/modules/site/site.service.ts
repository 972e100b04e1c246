import type { InterestSignupsResponse } from "@app/contract/admin";
import type { Deps } from "../../deps.ts";
import { toCsv } from "../../lib/csv.ts";
import { listInterestSignups } from "./site.repository.ts";

/** The most sign-ups the admin's list and export hold. */
const LIST_LIMIT = 10_000;

/** The support, help and ai-tutor pages' e-mail sign-ups, newest first (admins). */
export async function listSignups(deps: Deps): Promise<InterestSignupsResponse> {
  const rows = await listInterestSignups(deps.db, LIST_LIMIT);
  return {
    signups: rows.map((r) => ({
      id: r.id,
      email: r.email,
      source: r.source,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** The same sign-ups as CSV. */
export async function exportSignups(deps: Deps): Promise<string> {
  const { signups } = await listSignups(deps);
  return toCsv<(typeof signups)[number]>(
    [
      { header: "email", value: (s) => s.email },
      { header: "page", value: (s) => s.source },
      { header: "signed_up_at", value: (s) => s.created_at },
    ],
    signups,
  );
}
