// The tenant's account statement (relevé de compte) over a period: the balance before it, every entry of the period
// with the running balance, the final balance in figures and words. Only what goes where; the layout is layout.ts.
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  eurosEtLettres,
  type DocumentContext,
  type Row,
} from "./layout";
import { parties, signataire, type Personne } from "./quittance";

/** What the statement states. Amounts in cents (balances positive when the tenant owes), days YYYY-MM-DD. */
export interface ReleveCompteData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  du: string;
  au: string;
  /** The balance of the entries dated before `du`. */
  soldeAnterieur: number;
  lignes: { date: string; libelle: string; debit: number; credit: number; solde: number }[];
  /** The balance at `au`. */
  solde: number;
}

/** "Solde dû au ... : X", "Solde créditeur au ... : X", or a settled account. */
export function phraseSolde(solde: number, au: string): string {
  if (solde > 0) return `Solde dû au ${dateLongue(au)} : ${eurosEtLettres(solde)}.`;
  if (solde < 0)
    return `Solde créditeur au ${dateLongue(au)} : ${eurosEtLettres(-solde)} en faveur du locataire.`;
  return `Compte soldé au ${dateLongue(au)} : aucune somme n'est due.`;
}

export async function releveComptePdf(
  d: ReleveCompteData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Relevé de compte locataire",
    sousTitre: `Période du ${dateLongue(d.du)} au ${dateLongue(d.au)}`,
  });
  parties(doc, d, ctx);

  doc.heading("Mouvements du compte");
  const rows: Row[] = [
    { cells: [dateCourte(d.du), "Solde antérieur", "", "", euros(d.soldeAnterieur)], bold: true },
    ...d.lignes.map((l) => [
      dateCourte(l.date),
      l.libelle,
      l.debit ? euros(l.debit) : "",
      l.credit ? euros(l.credit) : "",
      euros(l.solde),
    ]),
    {
      cells: [
        dateCourte(d.au),
        d.solde < 0 ? "Solde créditeur" : "Solde dû",
        "",
        "",
        euros(d.solde),
      ],
      bold: true,
    },
  ];
  doc.table(
    [
      { titre: "Date", largeur: 1.1 },
      { titre: "Libellé", largeur: 3.6 },
      { titre: "Débit", largeur: 1.2, align: "right" },
      { titre: "Crédit", largeur: 1.2, align: "right" },
      { titre: "Solde", largeur: 1.3, align: "right" },
    ],
    rows,
    { size: 8.5 },
  );
  if (!d.lignes.length)
    doc.paragraph("Aucun mouvement sur la période.", { italic: true, muted: true });
  doc.space(4);
  doc.paragraph(phraseSolde(d.solde, d.au), { bold: true });
  doc.paragraph(
    "Débit : sommes appelées (loyers, charges) ou paiements annulés ; crédit : paiements reçus et remises. Un solde positif est dû par le locataire, un solde négatif lui est dû.",
    { italic: true, size: 8.5 },
  );
  doc.signatures([signataire(d, ctx)], { date: dateLongue(ctx.date) });
  return doc.finish();
}
