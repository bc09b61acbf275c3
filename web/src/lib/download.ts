import { API_BASE } from "@/api/client";
import { tokenStore } from "@/api/token-store";

export const FILES_BASE = "/files";

/** Spec 7: quitance/download and quitance/generate paths go to the API root, the rest to /files. */
export function documentUrl(link: string): string {
  if (/^https?:\/\//.test(link) || link.startsWith(API_BASE + "/") || link.startsWith(FILES_BASE + "/")) return link;
  const path = link.replace(/^\/+/, "");
  return /^quitance\/(download|generate)/i.test(path) ? `${API_BASE}/${path}` : `${FILES_BASE}/${path}`;
}

/** GET the document as a blob (with the Token header) and save it. */
export async function downloadDocument(link: string, fileName?: string) {
  const token = tokenStore.get();
  const res = await fetch(documentUrl(link), { headers: token ? { Authorization: `Token ${token}` } : {} });
  if (!res.ok) throw new Error(`Téléchargement impossible (${res.status}).`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName ?? link.split("/").pop() ?? "document";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
