import type { Ports } from "../../ports";
import { REGLES_BAIL, TYPES_BAIL } from "../../domain/bail/types-bail";
import { estParmi } from "../../domain/parmi";
import { soldesDuBail } from "../../domain/attestations/reste-loyers";
import { today } from "../../lib/dates";
import { pdfs } from "../documents/pdf";
import { documentContext } from "../documents/context";
import { storeGenerated } from "../documents/store";
import { lireCompte } from "../compte/ledger";
import { adresseAppartement, join, landlordsOf, nomsLocataire } from "../quitance/data";
import { quitanceDocument } from "../quitance/generate";
import { annualQuittance } from "../quitance/annual";
import { ALREADY_ANSWERED } from "../quitance-answer";
import { declarerDepuisEspace } from "../compte/termes";
import { badRequest, conflict } from "../../lib/errors";
import { refusAnnee } from "../../domain/espace/documents";
import { bailDuLocataire, bailOu404, lectureBail, termeDuBail } from "./locataire-bail";
import { generePourEspace } from "./liens";

// What the tenant's space makes and sends (issue 62): a term's document and the yearly quittance as staff's
// (the same services, the tenant's lease only), the tenant's declaration as the e-mailed link's, and the
// attestation de loyer. Each `generated` link is signed for the space (liens.ts).

/** GET /espace/locataire/quittances/{id}: the term's quittance, receipt or rent call, by its state. */
export async function documentDuTerme(ports: Ports, LocataireId: number, id: number) {
  await termeDuBail(ports, LocataireId, id);
  return generePourEspace(ports, { generated: await quitanceDocument(ports, id) });
}

/** GET /espace/locataire/quittanceAnnuelle/{annee}: the year's paid terms of the tenant's lease. */
export async function quittanceAnnuelleDuLocataire(
  ports: Ports,
  LocataireId: number,
  annee: number,
) {
  const { d } = bailOu404(await lectureBail(ports, LocataireId));
  // Issue 75: a year before the lease or after this one makes no document (an empty one before).
  const refus = refusAnnee(annee, d.dateDebutBail, today(ports.clock), "bail");
  if (refus) throw badRequest(refus, { annee: refus });
  return generePourEspace(ports, await annualQuittance(ports, d.AppartementId, annee, d.id));
}

/**
 * POST /espace/locataire/quittances/{id}/declaration: the tenant's answer, a declaration for staff to confirm (never
 * a payment by itself, issue 62): once, and only while staff have recorded nothing for the term (409 after).
 */
export async function declarationDuLocataire(
  ports: Ports,
  LocataireId: number,
  id: number,
  paye: boolean,
) {
  const q = await termeDuBail(ports, LocataireId, id);
  if (!(await declarerDepuisEspace(ports, q.id, paye))) throw conflict(ALREADY_ANSWERED);
  // Recorded for staff to confirm: the term is not paid by it (regle: false until staff record the payment).
  return { ok: true, regle: false };
}

/** GET /espace/locataire/attestation: the attestation de loyer of the tenant's lease, from its account's balance. */
export async function attestationDeLoyer(ports: Ports, LocataireId: number) {
  const [bail, compte, ctx] = await Promise.all([
    lectureBail(ports, LocataireId),
    lireCompte(ports, bailDuLocataire(LocataireId)),
    documentContext(ports),
  ]);
  const { d, l, a } = bailOu404(bail);
  const landlord = (await landlordsOf(ports, [d.AppartementId]))(d.AppartementId);
  const regle = estParmi(TYPES_BAIL, d.typeBail) ? REGLES_BAIL[d.typeBail] : undefined;
  const bytes = await (await pdfs()).attestationLoyerPdf(
    {
      bailleurs: landlord.bailleurs,
      mandataire: landlord.mandataire,
      locataires: nomsLocataire(l),
      adresseLocal: adresseAppartement(a),
      typeBail: regle ? regle.libelle.toLowerCase() : d.typeBail,
      dateDebutBail: d.dateDebutBail,
      dateSortie: d.dateSortie ?? null,
      loyerHC: d.loyerHC,
      charges: d.loyerCharge,
      // The account's balance the space shows, on the same Paris day, rent apart from the move-in charges owed.
      ...soldesDuBail(compte, today(ports.clock)),
    },
    ctx,
  );
  return generePourEspace(
    ports,
    await storeGenerated(
      ports,
      {
        sujet: `Dossier/${d.id}/attestationLoyer`,
        type: "attestationLoyer",
        nom: `Attestation de loyer - ${join([l.prenom, l.nom])}`,
        owners: { DossierId: d.id },
      },
      bytes,
    ),
  );
}
