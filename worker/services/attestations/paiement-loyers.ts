import type { Ports } from "../../ports";
import { attestationPaiement } from "../../domain/attestations/paiement-loyers";
import { soldesDuBail } from "../../domain/attestations/reste-loyers";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { generePourEspace } from "../espace/liens";
import { adresseAppartement, join, nomsLocataire } from "../quitance/data";
import { indemnitesDuCompte } from "../../domain/garanties/indemnite-compte";
import { bailDuLocataireParId, lireAttestation, type DossierVise } from "./lecture";

// The « Attestation de paiement des loyers » (issue 73, item 7), from staff's Dossier screen and from the tenant's
// space: the same reads, the same document, stored as the lease's generated document (one per lease, replaced).

async function generer(ports: Ports, dossier: DossierVise) {
  const r = await lireAttestation(ports, dossier);
  const bytes = await (await pdfs()).attestationPaiementPdf(
    {
      ...attestationPaiement(
        r.termes,
        r.compte.lettrage,
        r.jour,
        indemnitesDuCompte(r.compte.rows),
      ),
      bailleurs: r.landlord.bailleurs,
      mandataire: r.landlord.mandataire,
      locataires: nomsLocataire(r.l),
      adresseLocal: adresseAppartement(r.a),
      // The account's balance on the same Paris day, rent apart from the move-in charges still owed.
      ...soldesDuBail(r.compte, r.jour),
    },
    r.ctx,
  );
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/${r.d.id}/attestationPaiement`,
      type: "attestationPaiement",
      nom: `Attestation de paiement des loyers - ${join([r.l.prenom, r.l.nom])}`,
      owners: { DossierId: r.d.id },
    },
    bytes,
  );
}

/** GET /api/Dossier/{id}/attestationPaiement/generate: staff's download. */
export const genererAttestationPaiement = (ports: Ports, dossierId: number) =>
  generer(ports, dossierId);

/** GET /api/espace/locataire/dossiers/{id}/attestationPaiement: one of the tenant's own leases, else 404. */
export const attestationPaiementDuLocataire = async (
  ports: Ports,
  LocataireId: number,
  dossierId: number,
) => generePourEspace(ports, await generer(ports, bailDuLocataireParId(LocataireId, dossierId)));
