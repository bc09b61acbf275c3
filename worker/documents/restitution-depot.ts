// The deposit's settlement letter (loi n° 89-462 du 6 juillet 1989, art. 22): the deposit, each deduction with the
// room of the exit inventory that justifies it, the tenant's account balance, the co-ownership hold-back, what is
// paid back, and the legal deadline; past it, the late penalty. Only what goes where; the layout is layout.ts.
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
import { phraseConstat, type ConstatSortie } from "../domain/depot/conformite";
import { accord } from "../domain/francais/pluriel";
import { phraseVersement, versementIncomplet, type Versement } from "../domain/depot/versement";

/** What the letter states. Amounts in cents, days YYYY-MM-DD. */
export interface RestitutionDepotData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  depot: number;
  /** What the lease provides and what was called of it (`encaisse` is `depot`). */
  versement: Versement;
  dateRestitutionCles: string;
  /** What the inventories entered establish (domain/depot/conformite.ts). */
  constat: ConstatSortie;
  dateLimite: string;
  deductions: { motif: string; montant: number; piece: string | null; date: string | null }[];
  /** The ledger's balance: positive when the tenant owes, negative for a credit. */
  soldeCompte: number;
  retenue: number;
  moisRetard: number;
  penalite: number;
  aRestituer: number;
  resteDu: number;
  dateRestitution: string | null;
}

export async function restitutionDepotPdf(
  d: RestitutionDepotData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Restitution du dépôt de garantie",
    sousTitre: `Décompte au ${dateCourte(ctx.date)}`,
  });
  parties(doc, d, ctx);

  doc.heading("Objet : restitution de votre dépôt de garantie");
  doc.paragraph(`${formulesPolitesse(d.locataires).appel},`);
  doc.paragraph(
    `Vous nous avez restitué les clés du logement situé ${d.adresseLocal || "désigné ci-dessus"} le ${dateCourte(d.dateRestitutionCles)}. ${phraseConstat(d.constat)} à compter de cette date (article 22 de la loi n° 89-462 du 6 juillet 1989), soit au plus tard le ${dateCourte(d.dateLimite)}.`,
  );
  // Less received than called: the letter says so before its figures, which start from what was received.
  if (versementIncomplet(d.versement))
    doc.paragraph(`${phraseVersement(d.versement, { montant: euros, date: dateCourte })}.`);
  const rows: Row[] = [
    { cells: ["Dépôt de garantie versé", "", euros(d.depot)], bold: true },
    ...d.deductions.map((x) => [
      `Retenue${x.date ? ` du ${dateCourte(x.date)}` : ""} : ${x.motif}`,
      x.piece ?? "",
      `- ${euros(x.montant)}`,
    ]),
  ];
  // The account's balance, always stated: a debt is deducted, a credit paid back with the deposit.
  rows.push(
    d.soldeCompte < 0
      ? ["Solde du compte locataire (crédit en votre faveur)", "", `+ ${euros(-d.soldeCompte)}`]
      : [
          "Solde du compte locataire (loyers et charges restant dus)",
          "",
          `- ${euros(d.soldeCompte)}`,
        ],
  );
  if (d.retenue > 0)
    rows.push([
      "Retenue dans l'attente de l'arrêté des comptes de la copropriété",
      "",
      `- ${euros(d.retenue)}`,
    ]);
  if (d.penalite > 0)
    rows.push([
      `Majoration pour retard (10 % du loyer hors charges, ${d.moisRetard} mois ${accord(d.moisRetard, "commencé")})`,
      "",
      `+ ${euros(d.penalite)}`,
    ]);
  rows.push(
    d.resteDu > 0
      ? { cells: ["Reste dû par le locataire", "", euros(d.resteDu)], bold: true }
      : {
          cells: [
            d.dateRestitution ? "Montant restitué" : "Montant à restituer",
            "",
            euros(d.aRestituer),
          ],
          bold: true,
        },
  );
  doc.table(
    [
      { titre: "Libellé", largeur: 3 },
      { titre: "Pièce de l'état des lieux", largeur: 1.4 },
      { titre: "Montant", align: "right" },
    ],
    rows,
  );
  if (d.resteDu > 0)
    doc.paragraph(
      `Les retenues et le solde de votre compte dépassent le dépôt de garantie : vous restez redevable de ${eurosEtLettres(d.resteDu)}.`,
      { bold: true },
    );
  else
    doc.paragraph(
      `${d.dateRestitution ? `Nous vous avons restitué le ${dateCourte(d.dateRestitution)}` : "Nous vous restituons"} la somme de ${eurosEtLettres(d.aRestituer)}.`,
      { bold: true },
    );
  if (d.retenue > 0)
    doc.paragraph(
      "Le logement étant situé dans un immeuble en copropriété, la somme retenue vous sera restituée, après arrêté des comptes annuels de l'immeuble, dans le mois qui suit leur approbation (article 22, alinéa 5).",
    );
  if (d.deductions.length)
    doc.paragraph(
      // The comparison is cited only when both inventories were entered.
      d.constat === "conforme" || d.constat === "non conforme"
        ? "Les retenues ci-dessus sont justifiées par l'état des lieux de sortie comparé à celui d'entrée, et par les devis ou factures correspondants, tenus à votre disposition."
        : "Les retenues ci-dessus sont justifiées par les devis ou factures correspondants, tenus à votre disposition.",
      { italic: true, size: 8.5 },
    );
  conclureLettre(doc, d.locataires, signataire(d, ctx), dateLongue(ctx.date));
  return doc.finish();
}
