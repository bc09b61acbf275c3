import { sql } from "drizzle-orm";
import { adresseClient } from "../../documents/parties";
import { fenetreReconduction, termeMandat } from "../../domain/echeances/obligations";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { estMandatGestionSql } from "../mandat-gestion-sql";
import { inOneTrip } from "../one-trip";
import { agenceDe, agenceRead } from "./agence";

// A management mandate's tacit renewal (issue 73, item 6; ADR 105): the L215-1 letter to its owners, made on
// demand (GET /Mission/{id}/lettreReconduction: its reads sent together, one round trip on the edge), and the renewal
// recorded (POST /Mission/{id}/reconduction) by ONE conditional write that refuses a renewal past reconductionsMax:
// two parallel renewals of the last allowed one cannot both pass, since the database checks the count it increments.

export const MSG_INTROUVABLE = "Mandat de gestion introuvable.";
export const MSG_SANS_TERME =
  "La date de signature et la durée du mandat sont à indiquer pour connaître le terme de sa période.";
export const MSG_MAX_ATTEINT = (max: number) =>
  `Ce mandat a atteint son nombre maximal de reconductions (${max}) : il ne peut plus être reconduit, un nouveau mandat est à signer.`;

interface LigneMandat {
  id: number;
  numeroMandat: string | null;
  dateSignature: string | null;
  dureeMandatMois: number | null;
  reconductionsMax: number | null;
  reconductions: number;
}

const mandatSql = (id: number) => sql`
  select "id", "numeroMandat", "dateSignature", "dureeMandatMois", "reconductionsMax", "reconductions"
  from "Mission" where "id" = ${id} and "archiveLe" is null and ${estMandatGestionSql(sql`"type"`)}`;

type LigneClient = Parameters<typeof adresseClient>[0] & { prenom: string; nom: string };

/** GET /Mission/{id}/lettreReconduction: the letter's PDF bytes and its file name. */
export async function lettreReconduction(ports: Ports, id: number) {
  const [mandats, clients, biens, agence] = await Promise.all([
    ports.db.all<LigneMandat>(mandatSql(id)),
    ports.db.all<LigneClient>(sql`
      select c."prenom", c."nom", c."adresse", c."codePostal", c."ville", c."adresseDefaut", c."adresseFiscale",
        c."codePostalFiscale", c."villeFiscale"
      from "MissionClient" mc join "Client" c on c."id" = mc."ClientId"
      where mc."MissionId" = ${id} order by c."nom", c."id"`),
    ports.db.all<{ bien: string }>(sql`
      select a."adresse" || ', ' || a."codePostal" || ' ' || a."ville" as "bien"
      from "MissionAppartement" ma join "Appartement" a on a."id" = ma."AppartementId"
      where ma."MissionId" = ${id} order by a."id"`),
    agenceRead(ports),
  ]);
  const [m] = mandats;
  if (!m) throw notFound(MSG_INTROUVABLE);
  const ctx = documentContextOf(ports, agenceDe(ports, agence));
  const terme = termeMandat(m.dateSignature, m.dureeMandatMois, m.reconductionsMax, ctx.date);
  if (!terme || !m.dateSignature || !m.dureeMandatMois) throw conflict(MSG_SANS_TERME);
  if (!terme.reconductible) throw conflict(MSG_MAX_ATTEINT(m.reconductionsMax ?? 0));
  const { du, au } = fenetreReconduction(terme.fin);
  const numero = m.numeroMandat ?? String(m.id);
  const bytes = await (await pdfs()).lettreReconductionPdf(
    {
      proprietaires: clients.map((c) => ({
        nom: `${c.prenom} ${c.nom}`.trim(),
        adresse: adresseClient(c),
      })),
      numeroMandat: numero,
      dateSignature: m.dateSignature,
      dureeMois: m.dureeMandatMois,
      finPeriode: terme.fin,
      envoiDu: du,
      envoiAu: au,
      biens: biens.map((b) => b.bien),
      reconductionsRestantes:
        m.reconductionsMax == null ? null : m.reconductionsMax - terme.rang - 1,
    },
    ctx,
  );
  return { bytes, nom: `lettre-reconduction-mandat-${numero}.pdf` };
}

/** POST /Mission/{id}/reconduction: one renewal more, refused (409) past reconductionsMax. */
export async function reconduireMandat(ports: Ports, id: number) {
  const at = ports.clock.now().toISOString();
  const [ecrit, lu] = await inOneTrip(ports, [
    ports.db.all<LigneMandat>(sql`
      update "Mission" set "reconductions" = "reconductions" + 1, "updatedAt" = ${at}
      where "id" = ${id} and "archiveLe" is null and ${estMandatGestionSql(sql`"type"`)}
        and ("reconductionsMax" is null or "reconductions" < "reconductionsMax")
      returning "id", "numeroMandat", "dateSignature", "dureeMandatMois", "reconductionsMax", "reconductions"`),
    // Read after the write in the same trip: says why nothing was written (no such mandate, or its limit).
    ports.db.all<LigneMandat>(mandatSql(id)),
  ]);
  const [fait] = ecrit;
  if (fait) return fait;
  const [m] = lu;
  if (!m) throw notFound(MSG_INTROUVABLE);
  throw conflict(MSG_MAX_ATTEINT(m.reconductionsMax ?? 0));
}
