import { api } from "@/lib/api-client";

/** The admin's CSV exports, each fetched with the admin's token and saved as a file. */
function saveCsv(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/admin/feedback/export.csv. */
export async function exportFeedbackCsv(): Promise<void> {
  saveCsv(await api.get<string>("/admin/feedback/export.csv"), "feedback");
}

/** GET /api/admin/waitlist/export.csv. */
export async function exportWaitlistCsv(): Promise<void> {
  saveCsv(await api.get<string>("/admin/waitlist/export.csv"), "waitlist");
}

/** GET /api/admin/interest-signups/export.csv. */
export async function exportSignupsCsv(): Promise<void> {
  saveCsv(await api.get<string>("/admin/interest-signups/export.csv"), "sign-ups");
}
