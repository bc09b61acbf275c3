// Requests to the edge entry inside workerd: each exports.default.fetch is its own Workers request (own I/O
// context), as two browser requests would be, which is what the concurrency tests rely on.
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";

export const ORIGIN = "https://patrimoine.edge.test";

export type Call = (
  method: string,
  path: string,
  body?: unknown,
  auth?: boolean,
) => Promise<Response>;

export function edgeCaller(getToken: () => string): Call {
  return (method, path, body, auth = true) => {
    const headers: Record<string, string> = {};
    if (auth) headers.Authorization = `Token ${getToken()}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    return exports.default.fetch(new Request(ORIGIN + path, { method, headers, body: payload }));
  };
}

export const login = (email: string, password: string) =>
  edgeCaller(() => "")(
    "POST",
    "/api/user/login",
    { credentials: { email, password }, remember: true },
    false,
  );

/** The bootstrap admin's token (ADMIN_EMAIL / ADMIN_PASSWORD from vitest.config.ts). */
export async function adminToken() {
  const res = await login(env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!);
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { token: string } }).user.token;
}

export const clientBody = (nom = `Durand-${crypto.randomUUID().slice(0, 8)}`) => ({
  nom,
  prenom: "Élodie",
  adresseDefaut: "adresse",
  adresse: "3 rue des Lilas, 69003 Lyon",
  mailDefaut: "mailPerso",
  mailPerso: "elodie@exemple.fr",
  telDefaut: "mobilePerso",
  mobilePerso: "0612345678",
});
