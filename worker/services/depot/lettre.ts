import type { Ports } from "../../ports";
import { conflict } from "../../lib/errors";
import { pdfs } from "../documents/pdf";
import { documentContext } from "../documents/context";
import { storeGenerated } from "../documents/store";
import { partiesDuDossier } from "../compte/documents";
import type { RestitutionDepotData } from "../../documents/restitution-depot";
import { MSG_CLES_NON_RENDUES } from "./enregistrer";
import { etatRestitution, lireRestitution } from "./lire";

/**
 * GET /api/Dossier/{id}/restitutionDepot/generate: the settlement letter as the settlement stands today (the
 * deposit, each deduction, the balance, the legal deadline, the penalty past it). 404 unknown dossier; 409 while the
 * keys are not back.
 */
export async function genererLettreRestitution(ports: Ports, dossierId: number) {
  const ctx = await documentContext(ports);
  const [l, p] = await Promise.all([
    lireRestitution(ports, dossierId),
    partiesDuDossier(ports, dossierId),
  ]);
  const e = etatRestitution(l, ctx.date);
  const c = e.calcul;
  if (!c || !e.dossier.dateRestitutionCles) throw conflict(MSG_CLES_NON_RENDUES);
  const data: RestitutionDepotData = {
    bailleurs: p.bailleurs,
    mandataire: p.mandataire,
    locataires: p.locataires,
    adresseLocal: p.adresseLocal,
    depot: e.dossier.depot,
    versement: { ...e.versement, encaisse: e.dossier.depot },
    dateRestitutionCles: e.dossier.dateRestitutionCles,
    constat: e.constat,
    dateLimite: c.dateLimite,
    deductions: e.deductions.map((d) => ({
      motif: d.motif,
      montant: d.montant,
      piece: d.pieceNom,
      date: d.date,
    })),
    soldeCompte: e.soldeCompte,
    retenue: e.retenue,
    moisRetard: c.moisRetard,
    penalite: c.penalite,
    aRestituer: c.aRestituer,
    resteDu: c.resteDu,
    dateRestitution: e.dateRestitution,
  };
  const bytes = await (await pdfs()).restitutionDepotPdf(data, ctx);
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/${dossierId}/restitutionDepot`,
      type: "restitutionDepot",
      nom: `Restitution du dépôt de garantie - ${p.holder}`,
      owners: { DossierId: dossierId },
    },
    bytes,
  );
}
