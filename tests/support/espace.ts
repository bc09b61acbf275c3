import { eq } from "drizzle-orm";
import { AccesEspace, CompteEspace } from "../../worker/db/schema";
import { ouvrirSessionEspace } from "../../worker/services/espace/session";
import type { TestApp } from "./test-app";

// A space's session for a test (issue 62), written straight to the database as an accepted invitation would leave
// it: the invitation and the sign-in have their own tests. Then `appelEspace` calls a route with its token.

type Cible = { ClientId: number } | { LocataireId: number } | { FournisseurId: number };

export async function ouvrirEspace(t: TestApp, cible: Cible, email = "espace@example.fr") {
  const at = new Date().toISOString();
  const adresse = email.toLowerCase();
  await t.db
    .insert(CompteEspace)
    .values({ email: adresse, passwordHash: null })
    .onConflictDoNothing();
  const [compte] = await t.db.select().from(CompteEspace).where(eq(CompteEspace.email, adresse));
  if (!compte) throw new Error("compte espace absent");
  const espace =
    "ClientId" in cible ? "proprietaire" : "LocataireId" in cible ? "locataire" : "fournisseur";
  const [acces] = await t.db
    .insert(AccesEspace)
    .values({
      CompteEspaceId: compte.id,
      espace,
      ...cible,
      statut: "actif",
      inviteAt: at,
      invitePar: "admin@test",
      activeAt: at,
    })
    .returning();
  if (!acces) throw new Error("accès espace absent");
  const token = await ouvrirSessionEspace(t.ports, {
    AccesEspaceId: acces.id,
    espace,
    recordId:
      "ClientId" in cible
        ? cible.ClientId
        : "LocataireId" in cible
          ? cible.LocataireId
          : cible.FournisseurId,
    email: adresse,
    version: compte.tokenVersion,
  });
  return { token, AccesEspaceId: acces.id, CompteEspaceId: compte.id };
}

/** A route called with a space's token (JSON or multipart body), answered as test-app's `call` answers. */
export async function appelEspace(
  t: TestApp,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { Authorization: `Token ${token}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await t.app.request(path, { method, headers, body: payload });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
