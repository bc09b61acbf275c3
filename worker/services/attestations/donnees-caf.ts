import type { Ports } from "../../ports";
import { donneesCaf, type DonneesCaf } from "../../domain/attestations/donnees-caf";
import { resteDuBail } from "../../domain/attestations/reste-loyers";
import { pdfs } from "../documents/pdf";
import { lireAttestation } from "./lecture";

// The CAF sheet (issue 73, item 7): GET /api/Dossier/{id}/donneesCaf answers its fields, .../donneesCaf.pdf the same
// laid out on one page. Read from the records each time and never stored: it is a sheet to copy from, not a document
// the agency issues (the Cerfa signed is).

async function lire(ports: Ports, dossierId: number) {
  const r = await lireAttestation(ports, dossierId);
  const donnees = donneesCaf({
    jour: r.jour,
    DossierId: r.d.id,
    typeBail: r.d.typeBail,
    dateEntree: r.d.dateEntree,
    loyerHC: r.d.loyerHC,
    charges: r.d.loyerCharge,
    // The rent unpaid: the deposit and letting fees still owed are no rent (the Cerfa asks of the rent).
    solde: resteDuBail(r.compte.rows, r.compte.lettrage, r.jour).loyers,
    logement: r.a,
    // The lease's holders: the tenant, and the co-tenant the Locataire record holds as its second holder.
    locataires: [
      { titre: r.l.titre, prenom: r.l.prenom, nom: r.l.nom, naissance: r.l.naissance },
      ...(r.l.secondTitulaire && r.l.autreNom
        ? [
            {
              titre: r.l.autreTitre,
              prenom: r.l.autrePrenom,
              nom: r.l.autreNom,
              naissance: r.l.autreNaissance,
            },
          ]
        : []),
    ],
    bailleurs: r.landlord.bailleurs.map((b, i) => ({ ...b, siret: r.sirets[i] ?? null })),
    mandataire: r.landlord.mandataire,
    agence: r.ctx.agence,
  });
  return { donnees, ctx: r.ctx };
}

/** GET /api/Dossier/{id}/donneesCaf. */
export const donneesCafDuDossier = async (ports: Ports, dossierId: number): Promise<DonneesCaf> =>
  (await lire(ports, dossierId)).donnees;

/** GET /api/Dossier/{id}/donneesCaf.pdf: the PDF's bytes. */
export async function donneesCafPdfDuDossier(ports: Ports, dossierId: number) {
  const { donnees, ctx } = await lire(ports, dossierId);
  return (await pdfs()).donneesCafPdf(donnees, ctx);
}
