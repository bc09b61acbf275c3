import { sql } from "drizzle-orm";
import { nomFichierPrelevement, pain008 } from "../../domain/prelevements/pain008";
import { icsValide } from "../../domain/sepa/ics";
import { bicValide, ibanValide } from "../../domain/sepa/iban";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { exigerSequestreVerifie } from "../iban-verification/sequestre";
import { agenceDe, agenceRead } from "../mandats/agence";
import { lectureLot, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// GET /api/Prelevement/{id}/sepa (issue 41, ADR 041): the batch's pain.008.001.08 file, the agency as creditor
// (its ICS and its account, Paramètres > Agence). Four reads sent together.

export const MSG_AGENCE_SANS_CREANCIER =
  "Renseignez l'identifiant créancier SEPA (ICS), l'IBAN et le BIC de l'agence dans Paramètres > Agence avant de générer le fichier de prélèvements.";
export const MSG_SEPA_VIDE =
  "Ce prélèvement ne contient aucune ligne : il n'y a pas de prélèvement à émettre.";

export async function fichierPrelevement(ports: Ports, id: number) {
  const [lot, lignes] = lectureLot(ports, id);
  const [lus, lignesLues, agenceRows, termes] = await Promise.all([
    lot,
    lignes,
    agenceRead(ports),
    ports.db.all<{ id: number; date: string }>(sql`select q."id", q."date" from "Quitance" q
      where q."id" in (select "QuitanceId" from "LignePrelevement" where "PrelevementId" = ${id})`),
  ]);
  const r = lus[0];
  if (!r) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
  const a = agenceDe(ports, agenceRows);
  exigerSequestreVerifie(agenceRows);
  if (!a.ics || !icsValide(a.ics) || !ibanValide(a.iban) || !bicValide(a.bic))
    throw badRequest(MSG_AGENCE_SANS_CREANCIER);
  // Every line, rejected or not: the file is what was handed to the bank.
  if (!lignesLues.length) throw conflict(MSG_SEPA_VIDE);
  const dates = new Map(termes.map((q) => [q.id, q.date]));
  const xml = pain008({
    id: r.id,
    dateEcheance: r.dateEcheance,
    createdAt: r.createdAt,
    creancier: { nom: a.nom, iban: a.iban, bic: a.bic, ics: a.ics },
    debits: lignesLues.map((l) => ({ ...l, dateTerme: dates.get(l.QuitanceId) ?? r.dateEcheance })),
  });
  return { nom: nomFichierPrelevement(r.dateEcheance), xml };
}
