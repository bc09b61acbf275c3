// The trust-account check (état de représentation des fonds, loi Hoguet), what the agency's financial guarantor
// checks each year. Only what goes where; the figures are worker/domain/sequestre/representation.ts.
import type { Representation } from "../domain/sequestre/representation";
import type { Explication } from "../domain/sequestre/explication";
import { nomCci } from "../domain/mandats/cci";
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  type DocumentContext,
  type Row,
} from "./layout";

export interface RepresentationData extends Representation, Explication {
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
      ["Primes GLI dues aux assureurs", euros(d.primesAssureurs)],
      ["Récupérations à reverser aux assureurs", euros(d.recuperationsAssureurs)],
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
  // Issue 60 item 5: the owners in debit and the fees still on the account, listed and counted.
  section(
    "Avances aux mandants (soldes débiteurs)",
    [{ titre: "Propriétaire", largeur: 4 }],
    d.avances.map((m) => [m.nom, euros(m.avance)]),
  );
  section(
    "Honoraires acquis par l'agence",
    [{ titre: "Propriétaire", largeur: 4 }],
    d.honoraires.map((h) => [h.nom, euros(h.montant)]),
  );
  section(
    "Dépôts de garantie détenus par l'agence",
    [
      { titre: "Dossier", largeur: 0.9 },
      { titre: "Locataire", largeur: 1.8 },
      { titre: "Logement", largeur: 2.6 },
    ],
    d.depots.map((x) => [`n° ${x.DossierId}`, x.locataire, x.adresse, euros(x.depot)]),
  );
  if (d.depotsProprietaires.length) {
    section(
      "Dépôts de garantie conservés par les propriétaires (non dus par l'agence)",
      [
        { titre: "Dossier", largeur: 0.9 },
        { titre: "Locataire", largeur: 1.8 },
        { titre: "Logement", largeur: 2.6 },
      ],
      d.depotsProprietaires.map((x) => [
        `n° ${x.DossierId}`,
        x.locataire,
        x.adresse,
        euros(x.depot),
      ]),
    );
  }
  section(
    "Soldes créditeurs des locataires",
    [
      { titre: "Dossier", largeur: 0.9 },
      { titre: "Locataire", largeur: 4.4 },
    ],
    d.credits.map((c) => [`n° ${c.DossierId}`, c.locataire, euros(c.credit)]),
  );
  explicationEcart(doc, d);
  // The conclusion and the signature move to the next page together rather than the signature alone.
  doc.keepTogether(() => {
    conclusion(doc, d);
    doc.signatures([{ role: "Le représentant légal de l'agence", nom: a.nom }], {
      date: dateLongue(ctx.date),
    });
  });
  return doc.finish();
}

/** The difference explained to the cent: the agency's fees still on the account less the owners' advances. */
function explicationEcart(doc: Awaited<ReturnType<typeof createDocument>>, d: RepresentationData) {
  doc.heading("Explication de l'écart");
  doc.table(
    [{ titre: "Désignation", largeur: 4 }, montant],
    [
      ["Honoraires acquis par l'agence", euros(d.honorairesAcquis)],
      ["Honoraires déjà virés à l'agence", euros(-d.honorairesPreleves)],
      {
        cells: ["Honoraires non prélevés (sur le compte)", euros(d.honorairesNonPreleves)],
        bold: true,
      },
      ["Avances aux mandants (soldes débiteurs)", euros(-d.avancesMandants)],
      { cells: ["Écart expliqué", euros(d.ecartExplique)], bold: true },
      {
        cells: [
          "Écart restant à expliquer",
          d.ecartInexplique === null ? "non calculé" : euros(d.ecartInexplique),
        ],
        bold: true,
      },
    ],
  );
  doc.paragraph(
    "Honoraires déjà virés : les débits du compte séquestre dont le libellé nomme les honoraires. Les dépôts conservés par les propriétaires ne sont pas dus par l'agence.",
    { italic: true, size: 8.5 },
  );
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
