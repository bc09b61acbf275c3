import { eq, sql } from "drizzle-orm";
import { Prelevement } from "../../db/schema";
import { nomFichierPrelevement, pain008 } from "../../domain/prelevements/pain008";
import { icsValide } from "../../domain/sepa/ics";
import { bicValide, ibanValide } from "../../domain/sepa/iban";
import type { Telechargeur } from "../../domain/telechargements/telechargements";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { exigerSequestreVerifie } from "../iban-verification/sequestre";
import { agenceDe, agenceRead } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { insertionTelechargement } from "../telechargements/journal";
import { lectureLot, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// GET /api/Prelevement/{id}/sepa (issue 41, ADR 041; issue 59, "money leaves once"): the batch's pain.008.001.08
// file, the agency as creditor (its ICS and its account, Paramètres > Agence). It exists only once the batch is
// validated and is fixed at its first issue (`Prelevement.fichierSepa`, a conditional write), then served again
// byte for byte. Each download is journaled (Telechargement). Round trips: the reads, then one write batch.

export const MSG_AGENCE_SANS_CREANCIER =
  "Renseignez l'identifiant créancier SEPA (ICS), l'IBAN et le BIC de l'agence dans Paramètres > Agence avant de générer le fichier de prélèvements.";
export const MSG_SEPA_VIDE =
  "Ce prélèvement ne contient aucune ligne : il n'y a pas de prélèvement à émettre.";
export const MSG_SEPA_BROUILLON = "Validez ce prélèvement avant de télécharger son fichier SEPA.";

export async function fichierPrelevement(ports: Ports, id: number, qui: Telechargeur) {
  const [lot, lignes] = lectureLot(ports, id);
  const [lus, lignesLues, agenceRows, [emis]] = await Promise.all([
    lot,
    lignes,
    agenceRead(ports),
    ports.db.select({ f: Prelevement.fichierSepa }).from(Prelevement).where(eq(Prelevement.id, id)),
  ]);
  const r = lus[0];
  if (!r) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
  if (r.statut !== "valide") throw conflict(MSG_SEPA_BROUILLON);
  const nom = nomFichierPrelevement(r.dateEcheance);
  if (emis?.f != null) {
    await insertionTelechargement(ports, "sepa_prelevement", id, qui);
    return { nom, xml: emis.f };
  }
  // The first issue: what must hold before a file leaves is checked here, never again once it is stored.
  const a = agenceDe(ports, agenceRows);
  exigerSequestreVerifie(agenceRows);
  if (!a.ics || !icsValide(a.ics) || !ibanValide(a.iban) || !bicValide(a.bic))
    throw badRequest(MSG_AGENCE_SANS_CREANCIER);
  // Every line, rejected or not: the file is what was handed to the bank.
  if (!lignesLues.length) throw conflict(MSG_SEPA_VIDE);
  const xml = pain008({
    id: r.id,
    dateEcheance: r.dateEcheance,
    createdAt: r.valideAt ?? r.createdAt,
    creancier: { nom: a.nom, iban: a.iban, bic: a.bic, ics: a.ics },
    debits: lignesLues.map((l) => ({ ...l, dateTerme: l.dateTerme ?? r.dateEcheance })),
  });
  // Of parallel first downloads one stores its text; every one answers what is stored.
  const [, , [stored]] = await inOneTrip(ports, [
    ports.db.run(sql`update "Prelevement" set "fichierSepa" = ${xml}
      where "id" = ${id} and "statut" = 'valide' and "fichierSepa" is null`),
    insertionTelechargement(ports, "sepa_prelevement", id, qui),
    ports.db.all<{ f: string | null }>(
      sql`select "fichierSepa" as f from "Prelevement" where "id" = ${id}`,
    ),
  ]);
  return { nom, xml: stored?.f ?? xml };
}
