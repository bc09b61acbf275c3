// A term's document (loi n° 89-462 du 6 juillet 1989, art. 21): the quittance for a fully paid term, a receipt for
// the amount received on a partly paid one, a rent call (avis d'échéance) otherwise. Never titled "Quittance"
// unless paid. Only what goes where; the layout is layout.ts.
import { mentionProrata, TITRE_DOCUMENT, type TypeDocument } from "../domain/quitance";
import type { ReglementRecu } from "../domain/compte/reglements";
import { ibanCourt } from "../domain/sepa/iban";
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  eurosEtLettres,
  join,
  type DocumentContext,
  type Layout,
} from "./layout";

export interface Personne {
  nom: string;
  adresse: string;
}

/** What the document states. Amounts in cents, days YYYY-MM-DD. */
export interface QuittanceData {
  type: TypeDocument;
  numero: string;
  /** The owners (the landlord). */
  bailleurs: Personne[];
  /** The agency acts for them as mandataire (a management mission covers the apartment). */
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  du: string;
  au: string;
  loyerHC: number;
  charges: number;
  /** The amount received on a partly paid term. */
  montantRegle: number | null;
  dateReglement: string | null;
  /** A partial receipt's payments, each with its day (domain/compte/reglements.ts); else the one above. */
  reglements?: ReglementRecu[];
  /** A rent call's previous balance (cents, positive when owed, negative for a credit): the account before this term. */
  soldeAnterieur?: number | null;
  /** A rent call's payment reference (LOY-…): copied into the transfer, it lets the bank statement name the term. */
  referencePaiement?: string;
  /** A rent call's direct debit (issue 41): the pre-notification of its date, account, mandate and amount. */
  prelevement?: { date: string; iban: string; rum: string; montant: number };
  /** The housing aid paid to the agency on this term (issue 77, tiers payant): its organisme and amount (cents). */
  aide?: { organisme: string; montant: number };
  /** A partial receipt's share paid by that organisme (cents), named apart from the tenant's. */
  aideRecue?: number;
}

/** "le 12/11/2026, la somme de 200,00 € (...)" for each payment, joined by "puis"; no day is left blank. */
function recus(d: QuittanceData): string {
  const list = d.reglements?.length
    ? d.reglements
    : [{ date: d.dateReglement, montant: d.montantRegle ?? 0 }];
  return list
    .map((r) =>
      join([r.date && `le ${dateCourte(r.date)},`, `la somme de ${eurosEtLettres(r.montant)}`]),
    )
    .join(", puis ");
}

/** "Montant prélevé le 05/12/2026 sur le compte FR76 **** **** 0189, mandat RUM …, créancier ICS … : 970,50 €." */
export const prenotification = (p: NonNullable<QuittanceData["prelevement"]>, ics: string) =>
  `Montant prélevé le ${dateCourte(p.date)} sur le compte ${ibanCourt(p.iban)}, mandat RUM ${p.rum}, créancier ICS ${ics} : ${euros(p.montant)}.`;

const LOI = "article 21 de la loi n° 89-462 du 6 juillet 1989";

/** Landlord, agency as mandataire, tenants and premises: the parties every kind of the document names. */
export function parties(
  doc: Layout,
  d: { bailleurs: Personne[]; mandataire: boolean; locataires?: string[]; adresseLocal: string },
  ctx: DocumentContext,
) {
  doc.heading(d.bailleurs.length > 1 ? "Bailleurs" : "Bailleur");
  for (const b of d.bailleurs)
    doc.fields([
      ["Nom", b.nom],
      ["Adresse", b.adresse],
    ]);
  if (d.mandataire || !d.bailleurs.length)
    doc.fields([
      ["Représenté par", `${ctx.agence.nom}, mandataire`],
      ["Adresse du mandataire", ctx.agence.adresse],
      ["Carte professionnelle", ctx.agence.carteProfessionnelle],
    ]);
  if (d.locataires) {
    doc.heading(d.locataires.length > 1 ? "Locataires" : "Locataire");
    doc.fields(d.locataires.map((l): [string, string] => ["Nom", l]));
  }
  doc.heading("Logement");
  doc.fields([["Adresse", d.adresseLocal]]);
}

/** Who signs: the agency for the owners when it is their mandataire, else the owners. */
export const signataire = (
  d: { bailleurs: Personne[]; mandataire: boolean },
  ctx: DocumentContext,
) =>
  d.mandataire || !d.bailleurs.length
    ? { role: "Pour le bailleur, son mandataire", nom: ctx.agence.nom }
    : {
        role: d.bailleurs.length > 1 ? "Les bailleurs" : "Le bailleur",
        nom: d.bailleurs.map((b) => b.nom).join(", "),
      };

export async function quittancePdf(d: QuittanceData, ctx: DocumentContext): Promise<Uint8Array> {
  const total = d.loyerHC + d.charges;
  // In tiers payant the rent call asks the tenant for the term less the aid the organisme pays (issue 77).
  const aide = d.aide && d.aide.montant > 0 ? d.aide : null;
  const partLocataire = total - (aide?.montant ?? 0);
  // A rent call states what the account owed before this term, and the total to pay with it.
  const soldeAnterieur =
    d.type === "avis" && typeof d.soldeAnterieur === "number" ? d.soldeAnterieur : null;
  const aPayer = soldeAnterieur === null ? null : Math.max(0, soldeAnterieur + partLocataire);
  const periode = `du ${dateLongue(d.du)} au ${dateLongue(d.au)}`;
  // A first or last month cut by the lease: rent and charges for the days occupied, said as such.
  const prorata = mentionProrata(d.du, d.au);
  const doc = await createDocument({
    ...ctx,
    titre: TITRE_DOCUMENT[d.type],
    sousTitre: `N° ${d.numero} — période ${periode}`,
  });
  parties(doc, d, ctx);

  doc.heading("Détail du terme");
  doc.table(
    [
      { titre: "Désignation", largeur: 3 },
      { titre: "Montant", align: "right" },
    ],
    [
      [join(["Loyer hors charges", prorata && `(${prorata})`]), euros(d.loyerHC)],
      [join(["Provision pour charges", prorata && `(${prorata})`]), euros(d.charges)],
      { cells: ["Total du terme", euros(total)], bold: true },
      ...(aide && d.type === "avis"
        ? [
            [
              `Aide au logement versée par la ${aide.organisme} (tiers payant)`,
              euros(-aide.montant),
            ],
            { cells: ["Reste à votre charge", euros(partLocataire)], bold: true },
          ]
        : []),
      ...(d.type === "recu"
        ? [
            ["Montant reçu", euros(d.montantRegle)],
            { cells: ["Reste dû", euros(total - (d.montantRegle ?? 0))], bold: true },
          ]
        : []),
      ...(soldeAnterieur !== null
        ? [
            [
              soldeAnterieur < 0 ? "Solde antérieur (crédit en votre faveur)" : "Solde antérieur",
              euros(soldeAnterieur),
            ],
            { cells: ["Total à payer", euros(aPayer)], bold: true },
          ]
        : []),
    ],
  );

  const locataires = join([d.locataires.join(" et ")]) || "le locataire";
  if (d.type === "quittance") {
    doc.paragraph(
      `Le bailleur déclare avoir reçu de ${locataires} la somme de ${eurosEtLettres(total)}, loyer et charges de la période ${periode}, et ${d.locataires.length > 1 ? "leur" : "lui"} en donne quittance, sous réserve de tous ses droits.`,
    );
    if (aide)
      doc.paragraph(
        `dont aide au logement versée par la ${aide.organisme} : ${euros(aide.montant)}`,
      );
    doc.fields([["Date du paiement", dateLongue(d.dateReglement)]]);
    doc.paragraph(
      `Quittance délivrée gratuitement (${LOI}). Elle annule tout reçu délivré pour un paiement partiel de ce terme.`,
      { italic: true, size: 8.5 },
    );
  } else if (d.type === "recu") {
    doc.paragraph(
      `Le bailleur déclare avoir reçu de ${locataires} ${recus(d)}, à valoir sur le terme de la période ${periode}. Reste dû : ${eurosEtLettres(total - (d.montantRegle ?? 0))}.`,
    );
    if (aide && d.aideRecue)
      doc.paragraph(
        `dont aide au logement versée par la ${aide.organisme} : ${euros(d.aideRecue)}`,
      );
    doc.paragraph(
      `Reçu délivré gratuitement pour un paiement partiel (${LOI}) : il ne vaut pas quittance du terme.`,
      { italic: true, size: 8.5 },
    );
  } else {
    doc.paragraph(
      `Montant à régler pour la période ${periode} : ${eurosEtLettres(partLocataire)}.`,
      { bold: true },
    );
    if (aPayer != null && aPayer !== partLocataire)
      doc.paragraph(
        `Compte tenu du solde antérieur de votre compte, total à payer : ${eurosEtLettres(aPayer)}.`,
        { bold: true },
      );
    if (d.prelevement)
      doc.paragraph(prenotification(d.prelevement, ctx.agence.ics), { bold: true });
    else if (d.referencePaiement) doc.fields([["Référence de paiement", d.referencePaiement]]);
    doc.paragraph(
      "Cet avis est un appel de loyer : il ne vaut pas quittance. Le reçu de votre paiement vous sera délivré une fois le terme réglé.",
      { italic: true, size: 8.5 },
    );
  }
  if (d.type !== "avis") doc.signatures([signataire(d, ctx)], { date: dateLongue(ctx.date) });
  return doc.finish();
}
