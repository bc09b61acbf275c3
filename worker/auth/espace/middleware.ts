import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type SQL, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { InValue } from "@libsql/client";
import { AccesEspace, CompteEspace, SessionEspace } from "../../db/schema";
import type { AppEnv } from "../../lib/env";
import { ApiError, forbidden, unauthorized } from "../../lib/errors";
import { sessionOuverte } from "../../domain/sessions/confirmation";
import { auteurEspace } from "../../domain/espace/auteur";
import { MSG_ACCES_SUSPENDU } from "../../domain/espace/adresse";
import { agenceIdOf, type Ports } from "../../ports";
import type { EspaceAccess } from "../../domain/contract/operation";
import { verifyToken } from "../token";
import { portsOfWriter } from "../writer-ports";
import { type EspaceSubject, verifyEspaceToken } from "./token";

// The guard of the spaces' routes (issue 62, contract access `espace`, `proprietaire`, `locataire`). Who the caller
// is comes from the token's signature (the record it opens); whether its session is still open (not signed out, its
// access not revoked, its password not changed since) from one row, read with the route's first reads on the edge
// (RoundTrips.guard: no trip of its own) and before the route on Node. A staff token here is a 403.

const fin = () =>
  new ApiError(
    401,
    "invalid_token",
    "Votre session a expiré ou n'est plus valable : reconnectez-vous.",
  );

/** The end a person reads: their access suspended or revoked (issue 75), else the session's end. */
const finDe = (row: SessionRow | undefined) =>
  row && row.statut !== "actif" && row.statut !== "invite"
    ? new ApiError(401, "acces_suspendu", MSG_ACCES_SUSPENDU)
    : fin();

/** The session's row with its access and account: whether it still opens the space its token names. */
const sessionSql = (sid: string, acces: number) =>
  sql`select ${SessionEspace.revoqueAt} as "revoqueAt", ${AccesEspace.statut} as "statut", coalesce(${AccesEspace.ClientId}, ${AccesEspace.LocataireId}, ${AccesEspace.FournisseurId}) as "recordId", ${AccesEspace.espace} as "espace", ${CompteEspace.tokenVersion} as "version" from ${SessionEspace} join ${AccesEspace} on ${AccesEspace.id} = ${SessionEspace.AccesEspaceId} join ${CompteEspace} on ${CompteEspace.id} = ${AccesEspace.CompteEspaceId} where ${SessionEspace.id} = ${sid} and ${AccesEspace.id} = ${acces}`;
const dialect = new SQLiteSyncDialect();
interface SessionRow {
  revoqueAt: string | null;
  statut: string;
  recordId: number;
  espace: string;
  version: number;
}

/** A parameter drizzle rendered (the session's id, the access's): a value the client sends as it is. */
function valeurSql(v: unknown): InValue {
  if (
    v === null ||
    typeof v === "string" ||
    typeof v === "number" ||
    typeof v === "bigint" ||
    typeof v === "boolean" ||
    v instanceof ArrayBuffer ||
    v instanceof Uint8Array ||
    v instanceof Date
  )
    return v;
  throw new Error(`Paramètre SQL inattendu : ${typeof v}.`);
}

/** Whether the row still opens the space the token names. */
const ouverte = (row: SessionRow | undefined, subject: EspaceSubject, now: Date) =>
  row !== undefined &&
  row.statut === "actif" &&
  Number(row.recordId) === subject.recordId &&
  row.espace === subject.espace &&
  Number(row.version) === subject.version &&
  sessionOuverte(row.revoqueAt, now);

/** The space session of the request's token; a staff token is 403, anything else 401. */
async function sujetDe(c: Context<AppEnv>): Promise<EspaceSubject> {
  const m = /^(?:Token|Bearer)\s+(.+)$/i.exec(c.req.header("Authorization") ?? "");
  if (!m) throw unauthorized();
  const { config, clock } = c.get("ports");
  const agence = agenceIdOf(config);
  const subject = await verifyEspaceToken(m[1] ?? "", config.jwtSecret, agence, clock.now());
  if (subject) return subject;
  if (await verifyToken(m[1] ?? "", config.jwtSecret, clock.now(), agence)) throw forbidden();
  throw fin();
}

/** The guard of a space's routes: `espace` lets any space in, `proprietaire`, `locataire` or `fournisseur` only that one. */
export const requireEspace = (access: EspaceAccess) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const subject = await sujetDe(c);
    if (access !== "espace" && subject.espace !== access) throw forbidden();
    const ports = c.get("ports");
    c.set("espace", subject);
    c.set("ports", {
      ...portsOfWriter(ports, auteurEspace(subject.email, subject.espace), subject.sid),
      sessionEspace: subject.sid,
    });
    await avecGarde<SessionRow>(
      ports,
      sessionSql(subject.sid, subject.AccesEspaceId),
      next,
      ([row]) => {
        if (!ouverte(row, subject, ports.clock.now())) throw finDe(row);
      },
    );
  });

/**
 * Runs the route `next` behind `check` of the rows of `query`: on Node the read and its check come first; on the
 * edge the read rides with the route's first reads (RoundTrips.guard: no trip of its own), its check runs before any
 * of them is answered and before any write is sent, and a route that read nothing waits for it here. Shared by the
 * spaces' guard and their signed links' (routes/files/download.ts, issue 75).
 */
export async function avecGarde<R>(
  ports: Ports,
  query: SQL,
  next: () => Promise<void>,
  check: (rows: R[]) => void,
) {
  const trips = ports.roundTrips;
  if (!trips) {
    check(await ports.db.all<R>(query));
    await next();
    return;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const checked = trips.guard<R>(text, params.map(valeurSql), check);
  checked.catch(() => undefined);
  await next();
  await checked;
}
