import { API_BASE, http } from "@/api/client";

export const FILES_BASE = "/files";

/** Spec 7: quitance/download and quitance/generate paths go to the API root, the rest to /files. */
export function documentUrl(link: string): string {
  if (/^https?:\/\//.test(link) || link.startsWith(API_BASE + "/") || link.startsWith(FILES_BASE + "/")) return link;
  const path = link.replace(/^\/+/, "");
  return /^quitance\/(download|generate)/i.test(path) ? `${API_BASE}/${path}` : `${FILES_BASE}/${path}`;
}

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET the document as a blob (with the Token header) and save it. */
export async function downloadDocument(link: string, fileName?: string) {
  const blob = await http.blob(documentUrl(link));
  saveBlob(blob, fileName ?? link.split("/").pop() ?? "document");
}
