// Issue 77 item 4: the data sheet of an unpaid rent to declare to the CAF or MSA (R.824-1): the allocataire, the
// lease, the tenant's debt by month net of the aid, and the steps taken, to copy into the partner portal. The one
// layout of every PDF (layout.ts).
import { moisLong } from "../domain/compte/libelles";
import { createDocument, dateLongue, euros, type DocumentContext } from "./layout";

export interface DeclarationImpayeData {
  organisme: string;
  numeroAllocataire: string;
  typeAide: string;
  locataire: string;
  adresse: string;
  dateEntree: string | null;
  /** Cents. */
  loyerEtCharges: number;
  aideMensuelle: number;
  dateConstitution: string;
  dateLimiteDeclaration: string;
  dette: number;
  regle: string;
  declareLe: string | null;
  mois: {
    mois: string;
    du: number;
    aide: number;
    partLocataire: number;
    paye: number;
    reste: number;
  }[];
  demarches: string[];
}

export async function declarationImpayeCafPdf(
  d: DeclarationImpayeData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: `Déclaration d'impayé à la ${d.organisme}`,
    sousTitre: `Impayé constitué le ${dateLongue(d.dateConstitution)} — à déclarer au plus tard le ${dateLongue(d.dateLimiteDeclaration)}`,
  });
  doc.heading("L'allocataire");
  doc.fields([
    ["Nom", d.locataire],
    ["Organisme", d.organisme],
    ["N° d'allocataire", d.numeroAllocataire],
    [
      "Aide",
      `${d.typeAide}, versée au bailleur (tiers payant) : ${euros(d.aideMensuelle)} par mois`,
    ],
  ]);
  doc.heading("Le bail");
  doc.fields([
    ["Logement", d.adresse],
    ["Entrée dans les lieux", d.dateEntree ? dateLongue(d.dateEntree) : "À compléter"],
    ["Loyer et charges du mois", euros(d.loyerEtCharges)],
  ]);
  doc.heading("La dette par mois (part du locataire, nette de l'aide)");
  doc.table(
    [
      { titre: "Mois", largeur: 1.2 },
      { titre: "Loyer et charges", align: "right" },
      { titre: "Aide", align: "right" },
      { titre: "Part du locataire", align: "right" },
      { titre: "Payé", align: "right" },
      { titre: "Reste dû", align: "right" },
    ],
    [
      ...d.mois.map((m) => [
        moisLong(m.mois),
        euros(m.du),
        euros(m.aide),
        euros(m.partLocataire),
        euros(m.paye),
        euros(m.reste),
      ]),
      { cells: ["Dette du locataire", "", "", "", "", euros(d.dette)], bold: true },
    ],
  );
  doc.heading("Les démarches engagées");
  for (const s of d.demarches.length ? d.demarches : ["Aucune relance enregistrée."])
    doc.paragraph(s);
  doc.paragraph(d.regle, { italic: true, size: 8.5 });
  doc.fields([["Déclaré le", d.declareLe ? dateLongue(d.declareLe) : "—"]]);
  return doc.finish();
}
