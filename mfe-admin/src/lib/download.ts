import { adminSessions } from "../features/auth/lib/admin-sessions";

/**
 * Saves a file the API answers only with the admin's token (an invoice's PDF or CSV): fetched with the
 * token, then handed to the browser as a download under the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = adminSessions.read()?.token;
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`The file could not be downloaded (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
