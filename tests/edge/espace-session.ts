// An owner's space and its session on the edge, as an accepted invitation leaves them (the invitation and the
// sign-in have their own tests): written straight to the instance's database, then its token signed.
import { env } from "cloudflare:workers";
import { signEspaceToken } from "../../worker/auth/espace/token";
import { AGENCE_DEFAUT } from "../../worker/ports";
import type { Instance } from "./instance";
import { sqlDe } from "./iban";

/** An active owner's space and its session, as an accepted invitation leaves them; its token. */
export async function ouvrirEspaceProprietaire(edge: Instance, ClientId: number, email: string) {
  const at = new Date().toISOString();
  await sqlDe(
    edge,
    `insert into "CompteEspace" ("email", "tokenVersion", "createdAt", "updatedAt") values (?, 0, ?, ?)`,
    [email, at, at],
  );
  const [compte] = await sqlDe(edge, `select "id" from "CompteEspace" where "email" = ?`, [email]);
  await sqlDe(
    edge,
    `insert into "AccesEspace" ("CompteEspaceId", "espace", "ClientId", "statut", "inviteAt", "invitePar", "activeAt",
       "createdAt", "updatedAt")
     values (?, 'proprietaire', ?, 'actif', ?, 'admin@test', ?, ?, ?)`,
    [Number(compte?.id), ClientId, at, at, at, at],
  );
  const [acces] = await sqlDe(edge, `select "id" from "AccesEspace" where "ClientId" = ?`, [
    ClientId,
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
    {
      sid,
      AccesEspaceId: Number(acces?.id),
      espace: "proprietaire",
      recordId: ClientId,
      version: 0,
      email,
    },
    env.JWT_SECRET ?? "",
    env.AGENCE_ID ?? AGENCE_DEFAUT,
    new Date(),
    exp,
  );
}
