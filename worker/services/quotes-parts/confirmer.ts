import { type SQL, sql } from "drizzle-orm";
import { refusConfirmation } from "../../domain/iban-verification/regles";
import {
  MSG_ANNULATION_QP,
  MSG_AUTEUR_QP,
  MSG_QP_CHANGEE,
  MSG_QP_CLIENT_DISPARU,
  MSG_RIEN_A_CONFIRMER_QP,
  peutAnnuler,
} from "../../domain/quotes-parts/regles";
import { confirmerQuotesPartsSchema } from "../../domain/quotes-parts/schemas";
import { ApiError, conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { type Attente, lectures, partsDe, vue } from "./lire";

// The second person's word on a waiting change of an apartment's owners or shares (issue 59, item 4; ADR 073).
// Confirming applies the whole new list in ONE batch (one round trip on the edge, one transaction): its first
// statement flips the change from « à vérifier » to « confirmé » on conditions (still waiting, someone else than
// its author, every owner named still exists); each write after it runs only where the change is confirmed by this
// confirmer at this instant, so parallel confirmations apply it once (and the writes are idempotent: the same
// confirmer twice in one millisecond writes nothing more). The owners' history and the journal show each step.

const refus = (r: { status: 403 | 409; message: string }) =>
  r.status === 403 ? new ApiError(403, "forbidden", r.message) : conflict(r.message);

/** POST /api/Appartement/{id}/quotesParts/confirmer by `par` (FINANCE_ROLES, a fresh confirmation of identity). */
export async function confirmerQuotesParts(
  ports: Ports,
  AppartementId: number,
  par: string,
  input: unknown,
) {
  const { attenteId } = parseWith(confirmerQuotesPartsSchema, input);
  const avant = await Promise.all(lectures(ports, AppartementId));
  const etat = vue(avant);
  const attente = avant[2][0];
  const r = refusConfirmation(attente, par, MSG_RIEN_A_CONFIRMER_QP, MSG_AUTEUR_QP);
  if (r) throw refus(r);
  if (!attente || (attenteId != null && attenteId !== attente.id)) throw conflict(MSG_QP_CHANGEE);
  const at = ports.clock.now().toISOString();
  const ecritures = appliquer(ports, AppartementId, attente, etat, par, at);
  const [, [won], , , , appartement, proprietaires, attenteLue, clients] = await inOneTrip(ports, [
    ports.db.run(sql`update "QuotesPartsEnAttente" set "statut" = 'confirme', "traitePar" = ${par}, "traiteAt" = ${at}
      where "id" = ${attente.id} and "statut" = 'a_verifier' and lower("auteur") <> lower(${par})
        and not exists (select 1 from json_each("parts") j
          where not exists (select 1 from "Client" c where c."id" = json_extract(j."value", '$.ClientId')))`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ...ecritures.liens,
    ...lectures(ports, AppartementId),
    // After the reads, which do not read the history: the reads keep their places in the answer.
    ...ecritures.historique,
  ]);
  const resultat = vue([appartement, proprietaires, attenteLue, clients]);
  if (Number(won?.n) === 1) return resultat;
  // Lost: confirmed or cancelled meanwhile, or an owner it names was deleted (the change still waits).
  throw conflict(resultat.attente?.id === attente.id ? MSG_QP_CLIENT_DISPARU : MSG_QP_CHANGEE);
}

/**
 * The writes of a confirmed change, each guarded by "this request confirmed it": the history lines (who proposed,
 * who confirmed), and the links (the contact owner cleared when they leave, the owners removed, the new list
 * written). Two groups: the links are a fixed number of statements, the history one statement a line.
 */
function appliquer(
  ports: Ports,
  AppartementId: number,
  attente: Attente,
  etat: ReturnType<typeof vue>,
  par: string,
  at: string,
) {
  const fait: SQL = sql`exists (select 1 from "QuotesPartsEnAttente" where "id" = ${attente.id}
    and "statut" = 'confirme' and "traitePar" = ${par} and "traiteAt" = ${at})`;
  const parts = partsDe(attente);
  const liste = JSON.stringify(parts);
  const dans = sql`(select json_extract("value", '$.ClientId') from json_each(${liste}))`;
  const avant = new Set(etat.parts.map((p) => p.ClientId));
  const apres = new Set(parts.map((p) => p.ClientId));
  const nom = new Map(
    [...etat.parts, ...(etat.attente?.parts ?? [])].map((p) => [p.ClientId, p.nom]),
  );
  const suffixe = ` (confirmé par ${par})`;
  const lignes = [
    ...etat.parts
      .filter((p) => !apres.has(p.ClientId))
      .map((p) => `Retrait du propriétaire ${p.nom}${suffixe}`),
    ...parts
      .filter((p) => !avant.has(p.ClientId))
      .map((p) => `Ajout du propriétaire ${nom.get(p.ClientId) ?? ""}${suffixe}`),
  ];
  if (avant.size === apres.size && lignes.length === 0)
    lignes.push(`Modification des quotes-parts${suffixe}`);
  const historique = lignes.map((etatLigne) =>
    ports.db.run(sql`insert into "History" ("AppartementId", "etat", "user", "createdAt")
      select ${AppartementId}, ${etatLigne}, ${attente.auteur}, ${at} where ${fait}
        and not exists (select 1 from "History" where "AppartementId" = ${AppartementId}
          and "etat" = ${etatLigne} and "createdAt" = ${at})`),
  );
  const liens = [
    ports.db.run(sql`update "Appartement" set "defaultContact" = null, "updatedAt" = ${at}
      where "id" = ${AppartementId} and "defaultContact" is not null and "defaultContact" not in ${dans} and ${fait}`),
    ports.db.run(sql`delete from "AppartementProprietaire"
      where "AppartementId" = ${AppartementId} and "ClientId" not in ${dans} and ${fait}`),
    ports.db.run(sql`insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart")
      select ${AppartementId}, json_extract("value", '$.ClientId'), json_extract("value", '$.quotePart')
      from json_each(${liste}) where ${fait}
      on conflict ("AppartementId", "ClientId") do update set "quotePart" = excluded."quotePart"`),
  ] as const;
  return { historique, liens };
}

/**
 * DELETE /api/Appartement/{id}/quotesParts/attente by `par`: the waiting change cancelled, by its author or by
 * anyone who may confirm it (`finance`). One conditional write, then its outcome; the shares in force stay.
 */
export async function annulerQuotesParts(
  ports: Ports,
  AppartementId: number,
  par: string,
  finance: boolean,
) {
  const at = ports.clock.now().toISOString();
  const [, [won], ...lues] = await inOneTrip(ports, [
    ports.db.run(sql`update "QuotesPartsEnAttente" set "statut" = 'annule', "traitePar" = ${par}, "traiteAt" = ${at}
      where "AppartementId" = ${AppartementId} and "statut" = 'a_verifier'
        and (${finance ? 1 : 0} = 1 or lower("auteur") = lower(${par}))`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ...lectures(ports, AppartementId),
  ]);
  const etat = vue(lues);
  if (Number(won?.n) === 1) return etat;
  if (!etat.attente) throw conflict(MSG_RIEN_A_CONFIRMER_QP);
  if (!peutAnnuler(etat.attente.auteur, par, finance))
    throw new ApiError(403, "forbidden", MSG_ANNULATION_QP);
  throw conflict(MSG_QP_CHANGEE);
}
