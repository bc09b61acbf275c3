// The formal notice to pay (mise en demeure de payer): the debt itemised term by term, its total in figures and
// words, the deadline, the guarantors named. No reminder fee is ever charged (loi n° 89-462 du 6 juillet 1989,
// art. 4, p). Only what goes where; the layout is layout.ts.
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  eurosEtLettres,
  type DocumentContext,
  type Row,
} from "./layout";
import { conclureLettre, formulesPolitesse } from "./formule-politesse";
import { parties, signataire, type Personne } from "./quittance";
import { DELAI_MISE_EN_DEMEURE } from "../domain/schemas/relances";

/** What the notice states. Amounts in cents, days YYYY-MM-DD. */
export interface MiseEnDemeureData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  /** The guarantors, named in the letter (a copy is sent to them). */
  cautions: string[];
  /**
   * Each open term: its period, what it asks, what was received on it, the housing aid still missing on it (tiers
   * payant, not the tenant's debt), what is left for the tenant: montant − recu − aide = reste.
   */
  termes: { du: string; au: string; montant: number; recu: number; aide?: number; reste: number }[];
  /** The housing aid missing (tiers payant), shown apart and never claimed: expected, and past its payment day. */
  aideLogement?: { organisme: string; attendue: number; nonRecue: number };
  /** Other sums due: a charges regularisation claimable since its date (libellé, date, amounts in cents). */
  autres?: { date: string; libelle: string; montant: number; recu: number; reste: number }[];
  /** The sum of what is left, cents. */
  total: number;
  /** The day the sums must be paid by (8 days after the letter). */
  echeance: string;
  /** How the letter is sent when a guarantee asks it (Visale's registered mail, issue 78), printed under the title. */
  mention?: string;
}

export async function miseEnDemeurePdf(
  d: MiseEnDemeureData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Mise en demeure de payer",
    sousTitre: `Lettre recommandée avec accusé de réception — ${dateLongue(ctx.date)}`,
  });
  parties(doc, d, ctx);
  if (d.mention) doc.paragraph(d.mention, { bold: true });

  doc.heading("Objet : mise en demeure de payer les loyers et charges impayés");
  doc.paragraph(`${formulesPolitesse(d.locataires).appel},`);
  doc.paragraph(
    `Sauf erreur de notre part, les sommes suivantes, dues au titre de votre bail pour le logement situé ${d.adresseLocal || "désigné ci-dessus"}, restent impayées à ce jour :`,
  );
  if (d.aideLogement) tableauAvecAide(doc, d, d.aideLogement);
  else tableauSimple(doc, d);
  doc.paragraph(`Soit un total restant dû de ${eurosEtLettres(d.total)}.`, { bold: true });
  if (d.aideLogement) aideApart(doc, d.aideLogement);
  doc.paragraph(
    `Par la présente, nous vous mettons en demeure de régler cette somme au plus tard le ${dateLongue(d.echeance)}, soit dans un délai de ${DELAI_MISE_EN_DEMEURE} jours à compter de la date de cette lettre. Si vous avez réglé ces sommes entre-temps, nous vous prions de ne pas tenir compte de ce courrier.`,
  );
  doc.paragraph(
    "À défaut de règlement dans ce délai, le bailleur se réserve le droit d'engager toute procédure utile au recouvrement de sa créance, y compris la mise en œuvre de la clause résolutoire du bail, et d'en informer la ou les cautions.",
  );
  if (d.cautions.length)
    doc.paragraph(
      `Copie de la présente est adressée à ${d.cautions.length > 1 ? "vos cautions" : "votre caution"} : ${d.cautions.join(", ")}.`,
    );
  doc.paragraph(
    "Aucun frais de relance ni de mise en demeure ne vous est facturé (article 4 de la loi n° 89-462 du 6 juillet 1989) : seules les sommes ci-dessus sont dues.",
    { italic: true, size: 8.5 },
  );
  conclureLettre(doc, d.locataires, signataire(d, ctx), dateLongue(ctx.date));
  return doc.finish();
}

type Doc = Awaited<ReturnType<typeof createDocument>>;

const periode = (t: { du: string; au: string }) => `du ${dateCourte(t.du)} au ${dateCourte(t.au)}`;
const autre = (a: { date: string; libelle: string }) =>
  `${a.libelle} (exigible le ${dateCourte(a.date)})`;

function tableauSimple(doc: Doc, d: MiseEnDemeureData) {
  const rows: Row[] = [
    ...d.termes.map((t) => [periode(t), euros(t.montant), euros(t.recu), euros(t.reste)]),
    ...(d.autres ?? []).map((a) => [autre(a), euros(a.montant), euros(a.recu), euros(a.reste)]),
    { cells: ["Total restant dû", "", "", euros(d.total)], bold: true },
  ];
  doc.table(
    [
      { titre: "Période", largeur: 2.4 },
      { titre: "Montant dû", align: "right" },
      { titre: "Reçu", align: "right" },
      { titre: "Reste dû", align: "right" },
    ],
    rows,
  );
}

/**
 * In tiers payant (issue 77): a column of the aid still missing on each term, so that each row and the total add up
 * (montant dû − reçu − aide = reste dû par le locataire); the aid is the organisme's to pay, never claimed here.
 */
function tableauAvecAide(
  doc: Doc,
  d: MiseEnDemeureData,
  aide: NonNullable<MiseEnDemeureData["aideLogement"]>,
) {
  const lignes = [
    ...d.termes.map((t) => ({ libelle: periode(t), ...t, aide: t.aide ?? 0 })),
    ...(d.autres ?? []).map((a) => ({ ...a, libelle: autre(a), aide: 0 })),
  ];
  const somme = (f: (l: (typeof lignes)[number]) => number) => lignes.reduce((s, l) => s + f(l), 0);
  doc.table(
    [
      { titre: "Période", largeur: 2.2 },
      { titre: "Montant dû", align: "right" },
      { titre: "Reçu", align: "right" },
      { titre: `Aide ${aide.organisme}`, align: "right" },
      { titre: "Reste locataire", align: "right" },
    ],
    [
      ...lignes.map((l) => [
        l.libelle,
        euros(l.montant),
        euros(l.recu),
        euros(l.aide),
        euros(l.reste),
      ]),
      {
        cells: [
          "Total",
          euros(somme((l) => l.montant)),
          euros(somme((l) => l.recu)),
          euros(somme((l) => l.aide)),
          euros(d.total),
        ],
        bold: true,
      },
    ],
  );
}

/** The aid apart: « aide au logement attendue » and « aide non reçue », not the tenant's debt. */
function aideApart(doc: Doc, aide: NonNullable<MiseEnDemeureData["aideLogement"]>) {
  doc.paragraph(
    `Aide au logement versée par la ${aide.organisme} (tiers payant), qui ne vous est pas réclamée : aide au logement attendue ${euros(aide.attendue)} ; aide non reçue ${euros(aide.nonRecue)}.`,
    { italic: true, size: 8.5 },
  );
}
