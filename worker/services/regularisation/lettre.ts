import type { Ports } from "../../ports";
import type { RegularisationChargesData } from "../../documents/regularisation-charges";
import {
  MOIS_PIECES_JUSTIFICATIVES,
  dateExigibilite,
  douziemes,
} from "../../domain/regularisation/calcul";
import { toCents } from "../../domain/money";
import { partiesDuDossier } from "../compte/documents";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { lireRegularisation } from "./lire";

/**
 * GET /api/Regularisation/{id}/generate: the letter of a regularisation, dated the day it was entered; the balance
 * can be claimed one month later. Stored like every generated document, owned by the dossier.
 */
export async function genererLettreRegularisation(ports: Ports, id: number) {
  const { row, api } = await lireRegularisation(ports, id);
  const p = await partiesDuDossier(ports, row.DossierId);
  // The letter is dated the day the regularisation was entered, whenever it is printed: the balance is claimable
  // one month after it, the day its ledger entry bears.
  const ctx = { ...(await documentContext(ports)), date: row.date };
  const data: RegularisationChargesData = {
    bailleurs: p.bailleurs,
    mandataire: p.mandataire,
    locataires: p.locataires,
    adresseLocal: p.adresseLocal,
    du: row.du,
    au: row.au,
    provisions: row.provisions,
    charges: api.charges.map((c) => ({
      libelle: c.libelle,
      quotePart: c.quotePart,
      montant: toCents(c.montant),
    })),
    reel: row.reel,
    solde: row.solde,
    exigibleLe: dateExigibilite(ctx.date),
    moisPieces: MOIS_PIECES_JUSTIFICATIVES,
    douziemes: api.enRetard ? douziemes(row.solde) : null,
    mois: api.mois,
    nouvelleProvision: row.nouvelleProvision,
  };
  const bytes = await (await pdfs()).regularisationChargesPdf(data, ctx);
  return storeGenerated(
    ports,
    {
      sujet: `Regularisation/${id}`,
      type: "regularisationCharges",
      nom: `Régularisation des charges - ${p.holder}`,
      owners: { DossierId: row.DossierId },
    },
    bytes,
  );
}
