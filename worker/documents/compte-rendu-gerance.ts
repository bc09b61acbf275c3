// The compte-rendu de gérance (issue 38 part 4, ADR 033): what the agency did with the owner's money over a month or
// a quarter. The agency (card, financial guarantee) heads it, then the owner, the balances, each apartment and
// tenant, the fees, the expenses and the payouts. Only what goes where; the figures come from domain/gerance. A
// period not over (the current month or quarter) says so beside its dates and on every page.
import type { CompteRendu, Mouvement } from "../domain/gerance/compte-rendu";
import type { MandatGerance } from "../domain/gerance/mandats";
import { mentionsHoguet } from "../lib/agence";
import { lotsEnDetail, mandats } from "./compte-rendu-lots";
import { createDocument, dateCourte, dateLongue, euros, type DocumentContext } from "./layout";

export interface CompteRenduData extends CompteRendu {
  proprietaire: string;
  adresse: string;
  /** The owner's management mandates: number and fee as signed (issue 60 item 4). */
  mandats: MandatGerance[];
}

const colonnesMouvements = [
  { titre: "Date", largeur: 1.1 },
  { titre: "Libellé", largeur: 5 },
  { titre: "Montant", largeur: 1.4, align: "right" as const },
];
const total = (l: Mouvement[]) => l.reduce((s, m) => s + m.montant, 0);

export async function compteRenduGerancePdf(
  d: CompteRenduData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Compte-rendu de gérance",
    sousTitre: `Période du ${dateLongue(d.du)} au ${dateLongue(d.au)}${d.enCours ? ` (${d.enCours.mention})` : ""}`,
    // A period still running is the 2044's « Provisoire » (ADR 075): what is booked so far, on every page.
    bandeau: d.enCours
      ? `Provisoire : ${d.enCours.pasTerminee}, les montants changeront`
      : undefined,
  });
  const a = ctx.agence;
  doc.heading("Mandataire");
  doc.fields([
    ["Agence", a.nom],
    ["Adresse", a.adresse],
    ["Garanties", mentionsHoguet(a, euros)],
  ]);
  doc.heading("Propriétaire (mandant)");
  doc.fields([
    ["Nom", d.proprietaire],
    ["Adresse", d.adresse],
  ]);
  mandats(doc, d.mandats);

  doc.heading("Synthèse du compte");
  const depenses = total(d.depenses);
  const location = total(d.honorairesLocation);
  const reversements = total(d.reversements);
  doc.table(
    [
      { titre: "Désignation", largeur: 5 },
      { titre: "Montant", largeur: 1.5, align: "right" },
    ],
    [
      {
        cells: [
          // An imported balance is the one the account was taken over with (issue 74 item 4, ADR 113).
          d.dateReprise
            ? `Solde repris au ${dateCourte(d.dateReprise)}`
            : `Solde d'ouverture au ${dateCourte(d.du)}`,
          euros(d.soldeOuverture),
        ],
        bold: true,
      },
      ["Loyers et charges encaissés", euros(d.encaisse)],
      ["Honoraires de gestion TTC", euros(-d.honoraires.ttc)],
      ...(location ? [["Honoraires de location TTC", euros(-location)]] : []),
      ["Dépenses et acomptes réglés pour votre compte", euros(-depenses)],
      ["Reversements", euros(-reversements)],
      { cells: [`Solde de clôture au ${dateCourte(d.au)}`, euros(d.soldeCloture)], bold: true },
    ],
  );

  doc.heading("Loyers et charges par logement");
  if (d.lots.length)
    doc.table(
      [
        { titre: "Logement", largeur: 2.4 },
        { titre: "Locataire", largeur: 1.6 },
        { titre: "Loyer appelé", largeur: 1.1, align: "right" },
        { titre: "Charges appelées", largeur: 1.1, align: "right" },
        { titre: "Loyer encaissé", largeur: 1.1, align: "right" },
        { titre: "Charges encaissées", largeur: 1.1, align: "right" },
        { titre: "Impayé", largeur: 1.1, align: "right" },
      ],
      d.lots.map((l) => [
        l.appartement,
        l.locataire,
        euros(l.loyerAppele),
        euros(l.chargesAppelees),
        euros(l.loyerEncaisse),
        euros(l.chargesEncaissees),
        euros(l.impaye),
      ]),
      { size: 8 },
    );
  else
    doc.paragraph("Aucun loyer appelé ni encaissé sur la période.", { italic: true, muted: true });
  doc.paragraph(
    "Montants à hauteur de votre quote-part. Impayé : ce que le locataire doit encore sur les échéances appelées jusqu'à la fin de la période.",
    { italic: true, size: 8.5 },
  );
  if (d.lots.length) {
    doc.heading("Détail des échéances");
    lotsEnDetail(doc, d.lots);
  }

  doc.heading("Honoraires de gestion");
  doc.table(
    [
      { titre: "Hors taxes", align: "right" },
      { titre: "TVA", align: "right" },
      { titre: "Toutes taxes comprises", align: "right" },
    ],
    [[euros(d.honoraires.ht), euros(d.honoraires.tva), euros(d.honoraires.ttc)]],
  );

  doc.heading("Dépenses et acomptes");
  if (!d.depenses.length)
    doc.paragraph("Aucune dépense sur la période.", { italic: true, muted: true });
  else
    doc.table(
      [
        { titre: "Date", largeur: 1.1 },
        { titre: "Nature", largeur: 2.2 },
        { titre: "Libellé et fournisseur", largeur: 2.8 },
        { titre: "Facture n°", largeur: 1.2 },
        { titre: "Montant", largeur: 1.3, align: "right" },
      ],
      [
        ...d.depenses.map((m) => [
          dateCourte(m.date),
          m.nature ?? "Autre",
          m.fournisseur && !m.libelle.includes(m.fournisseur)
            ? `${m.libelle} (${m.fournisseur})`
            : m.libelle,
          m.numFacture ?? "—",
          euros(m.montant),
        ]),
        { cells: ["", "", "", "Total", euros(depenses)], bold: true },
      ],
      { size: 8 },
    );

  for (const [titre, lignes, vide] of [
    ...(d.honorairesLocation.length
      ? ([["Honoraires de location", d.honorairesLocation, ""]] as const)
      : []),
    ["Reversements", d.reversements, "Aucun reversement sur la période."],
  ] as const) {
    doc.heading(titre);
    if (!lignes.length) doc.paragraph(vide, { italic: true, muted: true });
    else
      doc.table(colonnesMouvements, [
        ...lignes.map((m) => [dateCourte(m.date), m.libelle, euros(m.montant)]),
        { cells: ["", "Total", euros(total(lignes))], bold: true },
      ]);
  }
  doc.keepTogether(() => {
    doc.space(6);
    doc.paragraph(
      d.soldeCloture >= 0
        ? `Solde en votre faveur au ${dateLongue(d.au)} : ${euros(d.soldeCloture)}.`
        : `Solde en faveur de l'agence au ${dateLongue(d.au)} : ${euros(-d.soldeCloture)}.`,
      { bold: true },
    );
    doc.paragraph(`Établi le ${dateLongue(ctx.date)} par ${a.nom}.`, { size: 8.5, muted: true });
  });
  return doc.finish();
}
