// A tenant's space on the edge's instance (issue 62), opened as an accepted invitation leaves it: the account, the
// access and an open session written straight to its database, then a token signed for them. Shared by the space's
// edge tests (its page, its attestations). An owner's space likewise (espaceProprietaire's page, works' approval).
import { createClient } from "@libsql/client/web";
import { env } from "cloudflare:workers";
import { signEspaceToken } from "../../worker/auth/espace/token";
import { AGENCE_DEFAUT } from "../../worker/ports";
import type { Instance } from "./instance";
import { sqlDe } from "./iban";

/** An active tenant's space with an open session, written to the instance's database as an invitation leaves it. */
export async function espaceLocataire(edge: Instance, LocataireId: number) {
  const db = createClient({ url: String(edge.env.LIBSQL_URL) });
  const at = new Date().toISOString();
  const email = `locataire-${crypto.randomUUID()}@example.fr`;
  const compte = await db.execute({
    sql: `insert into "CompteEspace" ("email", "passwordHash", "tokenVersion", "createdAt", "updatedAt") values (?, null, 0, ?, ?) returning "id"`,
    args: [email, at, at],
  });
  const acces = await db.execute({
    sql: `insert into "AccesEspace" ("CompteEspaceId", "espace", "LocataireId", "statut", "inviteAt", "invitePar", "activeAt", "createdAt", "updatedAt") values (?, 'locataire', ?, 'actif', ?, 'admin', ?, ?, ?) returning "id"`,
    args: [Number(compte.rows[0]?.id), LocataireId, at, at, at, at],
  });
  const sid = crypto.randomUUID().replaceAll("-", "");
  const AccesEspaceId = Number(acces.rows[0]?.id);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  await db.execute({
    sql: `insert into "SessionEspace" ("id", "AccesEspaceId", "createdAt", "derniereUtilisation", "revoqueAt") values (?, ?, ?, ?, ?)`,
    args: [sid, AccesEspaceId, at, at, new Date(exp * 1000).toISOString()],
  });
  db.close();
  const token = await signEspaceToken(
    { sid, AccesEspaceId, espace: "locataire", recordId: LocataireId, version: 0, email },
    env.JWT_SECRET ?? "",
    env.AGENCE_ID ?? "defaut",
    new Date(),
    exp,
  );
  return (method: string, path: string) =>
    edge.send(method, path, undefined, { Authorization: `Token ${token}` }, false);
}

/** An active owner's space and its session, as an accepted invitation leaves them; its token. */
export const ouvrirEspaceProprietaire = (edge: Instance, ClientId: number, email: string) =>
  ouvrirEspaceDe(edge, "proprietaire", ClientId, email);

/** The same for a supplier's space (issue 76 item 6): its token, for its own audience. */
export const ouvrirEspaceFournisseur = (edge: Instance, FournisseurId: number, email: string) =>
  ouvrirEspaceDe(edge, "fournisseur", FournisseurId, email);

const COLONNE = { proprietaire: "ClientId", fournisseur: "FournisseurId" } as const;

async function ouvrirEspaceDe(
  edge: Instance,
  espace: keyof typeof COLONNE,
  recordId: number,
  email: string,
) {
  const at = new Date().toISOString();
  const colonne = COLONNE[espace];
  await sqlDe(
    edge,
    `insert into "CompteEspace" ("email", "tokenVersion", "createdAt", "updatedAt") values (?, 0, ?, ?)`,
    [email, at, at],
  );
  const [compte] = await sqlDe(edge, `select "id" from "CompteEspace" where "email" = ?`, [email]);
  await sqlDe(
    edge,
    `insert into "AccesEspace" ("CompteEspaceId", "espace", "${colonne}", "statut", "inviteAt", "invitePar", "activeAt",
       "createdAt", "updatedAt")
     values (?, ?, ?, 'actif', ?, 'admin@test', ?, ?, ?)`,
    [Number(compte?.id), espace, recordId, at, at, at, at],
  );
  const [acces] = await sqlDe(edge, `select "id" from "AccesEspace" where "${colonne}" = ?`, [
    recordId,
  ]);
  const sid = crypto.randomUUID();
  const exp = Math.floor(Date.now() / 1000) + 3600;
  await sqlDe(
    edge,
    `insert into "SessionEspace" ("id", "AccesEspaceId", "createdAt", "derniereUtilisation", "revoqueAt")
     values (?, ?, ?, ?, ?)`,
    [sid, Number(acces?.id), at, at, new Date(exp * 1000).toISOString()],
  );
  return signEspaceToken(
    { sid, AccesEspaceId: Number(acces?.id), espace, recordId, version: 0, email },
    env.JWT_SECRET ?? "",
    env.AGENCE_ID ?? AGENCE_DEFAUT,
    new Date(),
    exp,
  );
}
