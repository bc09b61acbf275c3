// The trust-account check (état de représentation des fonds, loi Hoguet), what the agency's financial guarantor
// checks each year. Only what goes where; the figures are worker/domain/sequestre/representation.ts.
import type { Representation } from "../domain/sequestre/representation";
import { nomCci } from "../domain/mandats/cci";
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  type DocumentContext,
  type Row,
} from "./layout";

export interface RepresentationData extends Representation {
  au: string;
  /** The trust account as printed ("Compte séquestre (FR76 …)"); null when none is marked. */
  compte: string | null;
}

const montant = { titre: "Montant", largeur: 1.4, align: "right" as const };

export async function representationFondsPdf(
  d: RepresentationData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const a = ctx.agence;
  const doc = await createDocument({
    ...ctx,
    titre: "État de représentation des fonds",
    sousTitre: `Au ${dateLongue(d.au)}`,
  });
  doc.heading("Agence");
  doc.fields([
    [
      "Carte professionnelle",
      a.carteProfessionnelle &&
        `${a.carteProfessionnelle}${nomCci(a.cciDelivrance) ? `, CCI ${nomCci(a.cciDelivrance)}` : ""}`,
    ],
    ["Garant financier", a.garantFinancier],
    ["Montant de la garantie", a.montantGarantie === null ? null : euros(a.montantGarantie)],
    ["Compte séquestre", d.compte ?? "aucun compte marqué séquestre"],
  ]);
  doc.heading("Synthèse");
  const banque =
    d.soldeBanque === null
      ? ["Solde du compte séquestre", "aucun relevé importé"]
      : [
          `Solde du compte séquestre (relevé au ${dateCourte(d.dateReleve ?? d.au)})`,
          euros(d.soldeBanque),
        ];
  doc.table(
    [{ titre: "Désignation", largeur: 4 }, montant],
    [
      ["Soldes créditeurs des mandants", euros(d.soldesMandants)],
      ["Dépôts de garantie détenus", euros(d.depotsDetenus)],
      ["Soldes créditeurs des locataires", euros(d.creditsLocataires)],
      { cells: ["Total des fonds dus", euros(d.totalDu)], bold: true },
      banque,
      {
        cells: [
          "Écart (solde bancaire − fonds dus)",
          d.ecart === null ? "non calculé" : euros(d.ecart),
        ],
        bold: true,
      },
    ],
  );
  const section = (titre: string, colonnes: { titre: string; largeur: number }[], rows: Row[]) => {
    doc.heading(titre);
    if (rows.length) doc.table([...colonnes, montant], rows, { size: 8.5 });
    else doc.paragraph("Aucun.", { italic: true, size: 8.5 });
  };
  section(
    "Soldes des mandants",
    [{ titre: "Propriétaire", largeur: 4 }],
    d.mandants.map((m) => [m.nom, euros(m.solde)]),
  );
  section(
    "Dépôts de garantie par dossier",
    [
      { titre: "Dossier", largeur: 0.9 },
      { titre: "Locataire", largeur: 1.8 },
      { titre: "Logement", largeur: 2.6 },
    ],
    d.depots.map((x) => [`n° ${x.DossierId}`, x.locataire, x.adresse, euros(x.depot)]),
  );
  section(
    "Soldes créditeurs des locataires",
    [
      { titre: "Dossier", largeur: 0.9 },
      { titre: "Locataire", largeur: 4.4 },
    ],
    d.credits.map((c) => [`n° ${c.DossierId}`, c.locataire, euros(c.credit)]),
  );
  // The conclusion and the signature move to the next page together rather than the signature alone.
  doc.keepTogether(() => {
    conclusion(doc, d);
    doc.signatures([{ role: "Le représentant légal de l'agence", nom: a.nom }], {
      date: dateLongue(ctx.date),
    });
  });
  return doc.finish();
}

function conclusion(doc: Awaited<ReturnType<typeof createDocument>>, d: RepresentationData) {
  doc.paragraph(
    d.ecart === null
      ? "Le solde du compte séquestre n'est pas connu à cette date : importez son relevé pour établir la représentation des fonds."
      : d.ecart === 0
        ? "Les fonds détenus pour le compte des mandants et des locataires sont intégralement représentés sur le compte séquestre."
        : d.ecart < 0
          ? `Les fonds dus ne sont pas représentés à hauteur de ${euros(-d.ecart)}.`
          : `Le compte séquestre présente un excédent de ${euros(d.ecart)} sur les fonds dus.`,
    { italic: true, size: 9 },
  );
}
