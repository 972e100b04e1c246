import type { Attachment } from "@app/contract/assignments";
import { API_BASE, getAuthToken } from "@/lib/api-client";

/**
 * Opens an attachment of homework or a message: the download needs the bearer token (files are
 * served only to those who may see them), so it is fetched and handed to the browser as a file.
 */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const token = getAuthToken();
  const path = attachment.url.startsWith(API_BASE) ? attachment.url : `${API_BASE}${attachment.url}`;
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Failed to download attachment: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = attachment.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
