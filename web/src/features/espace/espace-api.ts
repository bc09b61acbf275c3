import { ApiError, NetworkError } from "@/api/client";
import type { ApiCall } from "@/api/routes";
import { espaceToken } from "./espace-token";

// The spaces' HTTP client (issue 62): the contract's calls (route()), the space's token, French errors as ApiError.
// A 401 ends the space's session: the page goes back to the space's sign-in, which says why in the server's words
// (« Votre accès a été suspendu : contactez votre agence. », issue 75; or the session's end).

/** Told when the session is over (401), with the server's reason: the space's frame shows the sign-in again. */
let onExpired: (motif: string) => void = () => undefined;
export const surFinDeSession = (f: (motif: string) => void) => {
  onExpired = f;
};

export async function espaceApi<T>(
  call: ApiCall,
  { body, signal }: { body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const token = espaceToken.get();
  if (token) headers.Authorization = `Token ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${call.path}`, { method: call.method, headers, body: payload, signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw new NetworkError();
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const error = (
      json as { error?: { code?: string; message?: string; fields?: Record<string, string> } }
    )?.error;
    if (res.status === 401 && token) {
      espaceToken.clear();
      onExpired(error?.message ?? "Votre session a pris fin : reconnectez-vous.");
    }
    throw new ApiError(
      res.status,
      error?.code ?? "http_error",
      error?.message ?? "Une erreur est survenue.",
      error?.fields,
      json,
    );
  }
  return json as T;
}
