import { bicValide, ibanValide } from "../../domain/sepa/iban";
import { nomFichierSepa, pain001 } from "../../domain/reversements/pain001";
import { parNom } from "../../domain/reversements/selection";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { exigerSequestreVerifie } from "../iban-verification/sequestre";
import { agenceDe, agenceRead } from "../mandats/agence";
import { lectureLot, MSG_REVERSEMENT_INTROUVABLE } from "./lire";

// GET /api/Reversement/{id}/sepa (issue 38, part 3, ADR 032): the batch's pain.001.001.09 file, from the agency's
// trust account (Paramètres > Agence). Three reads sent together.

export const MSG_AGENCE_SANS_COMPTE =
  "Renseignez un IBAN et un BIC valides pour le compte séquestre de l'agence dans Paramètres > Agence avant de générer le fichier SEPA.";
export const MSG_SEPA_VIDE =
  "Ce reversement ne contient aucune ligne : il n'y a pas de virement à émettre.";

export async function fichierSepa(ports: Ports, id: number) {
  const [lot, lignes] = lectureLot(ports, id);
  const [lus, lignesLues, agenceRows] = await Promise.all([lot, lignes, agenceRead(ports)]);
  const r = lus[0];
  if (!r) throw notFound(MSG_REVERSEMENT_INTROUVABLE);
  const agence = agenceDe(ports, agenceRows);
  exigerSequestreVerifie(agenceRows);
  if (!agence.iban || !ibanValide(agence.iban) || !agence.bic || !bicValide(agence.bic))
    throw badRequest(MSG_AGENCE_SANS_COMPTE);
  if (!lignesLues.length) throw conflict(MSG_SEPA_VIDE);
  const xml = pain001({
    id: r.id,
    date: r.date,
    createdAt: r.createdAt,
    debiteur: { nom: agence.nom, iban: agence.iban, bic: agence.bic },
    virements: [...lignesLues].sort(parNom),
  });
  return { nom: nomFichierSepa(r.date), xml };
}
