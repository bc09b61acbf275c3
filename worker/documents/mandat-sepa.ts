// The SEPA Core direct debit mandate the tenant signs (issue 41, EPC rulebook's mandatory content): the creditor
// (name, address and country, ICS), the mandate reference, the debtor, the account, the recurrent payment, the standard text of
// the debtor's rights, date, place and a signature box. Only what goes where; the data is the service's.
import { ibanEnGroupes } from "../domain/sepa/iban";
import { deNom, paysDe } from "../domain/sepa/pays";
import { createDocument, dateLongue, type DocumentContext } from "./layout";

export interface MandatSepaData {
  rum: string;
  ics: string;
  titulaire: string;
  adresseDebiteur: string;
  /** The country of the debtor's address (the rented home's). */
  paysDebiteur: string;
  iban: string;
  bic: string | null;
  dateSignature: string;
  lieuSignature: string;
}

/**
 * The rulebook's standard text, in French (the EPC's wording of the mandate form), naming the creditor where it
 * names it (issue 60: never "le créancier ci-dessus"): what signing authorises and the debtor's rights.
 */
export const texteMandat = (creancier: string) => [
  `En signant ce formulaire de mandat, vous autorisez ${creancier} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions ${deNom(creancier)}.`,
  "Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé, et au plus tard dans les 13 mois en cas de prélèvement non autorisé.",
  "Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.",
];

export async function mandatSepaPdf(d: MandatSepaData, ctx: DocumentContext): Promise<Uint8Array> {
  const a = ctx.agence;
  const doc = await createDocument({
    ...ctx,
    titre: "Mandat de prélèvement SEPA",
    sousTitre: `Référence unique du mandat (RUM) : ${d.rum}`,
  });
  doc.heading("Créancier");
  doc.fields([
    ["Nom", a.nom],
    ["Adresse", a.adresse],
    ["Pays", paysDe(d.ics)],
    ["Identifiant créancier SEPA (ICS)", d.ics || "à renseigner dans Paramètres > Agence"],
  ]);
  doc.heading("Débiteur");
  doc.fields([
    ["Nom du titulaire du compte", d.titulaire],
    ["Adresse", d.adresseDebiteur],
    ["Pays", d.paysDebiteur],
    ["IBAN", ibanEnGroupes(d.iban)],
    ["BIC", d.bic ?? ""],
  ]);
  doc.heading("Type de paiement");
  doc.paragraph("Paiement récurrent (loyers et charges).");
  doc.heading("Autorisation");
  for (const p of texteMandat(a.nom || "le créancier")) doc.paragraph(p, { size: 9 });
  doc.signatures([{ role: "Signature du débiteur", nom: d.titulaire }], {
    lieu: d.lieuSignature,
    date: dateLongue(d.dateSignature),
  });
  return doc.finish();
}
