import { answerBody, NetworkError, refusal, requestHeaders } from "./client";
import type { ApiCall } from "./routes";

/**
 * A multipart POST whose upload progress `onProgress` follows (bytes sent, total): fetch cannot tell it, so an
 * XMLHttpRequest sends it, and its answer goes through the HTTP client's handling (401, 403, errors in French).
 * Kept out of client.ts: only the screens that upload large files (Reprise de données) load it.
 */
export async function apiUpload<T>(
  call: ApiCall,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<{ status: number; body: T }> {
  const res = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, `/api${call.path}`);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [k, v] of Object.entries(requestHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { "Content-Type": xhr.getResponseHeader("Content-Type") ?? "" },
        }),
      );
    xhr.onerror = () => reject(new NetworkError());
    xhr.send(body);
  });
  if (!res.ok) throw await refusal(res);
  return { status: res.status, body: (await answerBody(res)) as T };
}
