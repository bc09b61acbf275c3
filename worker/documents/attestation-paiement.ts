// The « Attestation de paiement des loyers » (issue 73, item 7): each month of the last twelve, the rent and charges
// called, what was paid and on which day, then the account's balance on the day, signed by the agency for the owner.
// The figures are domain/attestations/paiement-loyers.ts's, from the ledger's replay. Only what goes where.
import type { AttestationPaiement } from "../domain/attestations/paiement-loyers";
import { villeDe } from "../domain/attestations/lieu";
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  type DocumentContext,
  type Row,
} from "./layout";
import { parties, type Personne } from "./quittance";
import { phraseSolde } from "./releve-compte";
import { phraseEmmenagementDu } from "./emmenagement-du";

/** What the attestation states. Amounts in cents, days YYYY-MM-DD. */
export interface AttestationPaiementData extends AttestationPaiement {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  /** Owed on `au` for rent and charges (positive: owed): the account's balance less the move-in charges. */
  solde: number;
  /** The move-in charges (deposit, letting fees) called and not paid, cents. */
  emmenagement: number;
}

const ligne = (m: AttestationPaiement["mois"][number]): Row =>
  m.sansAppel
    ? [m.libelle, "", "", "", "", "Aucun loyer appelé"]
    : [
        m.libelle,
        euros(m.loyer),
        euros(m.charges),
        euros(m.appele),
        euros(m.paye),
        m.reglements.length
          ? m.reglements
              .map((r) => `${dateCourte(r.date)} (${euros(r.montant)}${r.par ? `, ${r.par}` : ""})`)
              .join(", ")
          : "Non payé",
      ];

export async function attestationPaiementPdf(
  d: AttestationPaiementData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const { agence } = ctx;
  const doc = await createDocument({
    ...ctx,
    titre: "Attestation de paiement des loyers",
    sousTitre: `Du ${dateLongue(d.du)} au ${dateLongue(d.au)}`,
  });
  parties(doc, d, ctx);
  const locataires = d.locataires.join(" et ");
  doc.heading("Loyers et charges des douze derniers mois");
  doc.paragraph(
    `${agence.nom}, agissant pour le compte du bailleur, atteste que ${locataires} ${d.locataires.length > 1 ? "ont" : "a"} réglé les sommes suivantes au titre du logement ci-dessus.`,
  );
  doc.table(
    [
      { titre: "Mois", largeur: 1.5 },
      { titre: "Loyer", largeur: 1.1, align: "right" },
      { titre: "Charges", largeur: 1.1, align: "right" },
      { titre: "Appelé", largeur: 1.1, align: "right" },
      { titre: "Payé", largeur: 1.1, align: "right" },
      { titre: "Date(s) de paiement", largeur: 2.4 },
    ],
    [
      ...d.mois.map(ligne),
      { cells: ["Total", "", "", euros(d.totalAppele), euros(d.totalPaye), ""], bold: true },
    ],
    { size: 8.5 },
  );
  doc.space(4);
  // The balance and the signature go together: a signature never sits alone on a page.
  doc.keepTogether(() => {
    doc.paragraph(phraseSolde(d.solde, d.au), { bold: true });
    const emmenagement = phraseEmmenagementDu(d.emmenagement);
    if (emmenagement) doc.paragraph(emmenagement);
    doc.paragraph(
      "Appelé : loyer et charges de l'échéance du mois ; payé : ce que les paiements reçus en ont réglé, avec le jour de chaque paiement. Attestation délivrée pour servir et valoir ce que de droit.",
      { italic: true, size: 8.5 },
    );
    doc.signatures([{ role: "Pour le bailleur, l'agence", nom: agence.nom }], {
      lieu: villeDe(agence.adresse),
      date: dateLongue(ctx.date),
    });
  });
  return doc.finish();
}
