// The letter a consumer owner is owed before the tacit renewal of the management mandate (code de la consommation,
// art. L215-1): sent from three months to one month before the period's end, it says the owner may refuse the
// renewal and until when. Only what goes where; the layout is layout.ts, the dates worker/domain/echeances/.
import { createDocument, dateLongue, join, type DocumentContext } from "./layout";
import type { Personne } from "./quittance";

/** What the letter states. Days YYYY-MM-DD. */
export interface LettreReconductionData {
  proprietaires: Personne[];
  numeroMandat: string;
  dateSignature: string;
  dureeMois: number;
  /** The last day of the current period: the owner may refuse the renewal until then. */
  finPeriode: string;
  /** L215-1's window for this letter. */
  envoiDu: string;
  envoiAu: string;
  /** The lots managed, their addresses. */
  biens: string[];
  /** Renewals left after this one; null: not stated by the mandate. */
  reconductionsRestantes: number | null;
}

export async function lettreReconductionPdf(
  d: LettreReconductionData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Information sur la reconduction du mandat de gestion",
    sousTitre: `Lettre du ${dateLongue(ctx.date)} (article L215-1 du code de la consommation)`,
  });
  doc.heading(d.proprietaires.length > 1 ? "Mandants" : "Mandant");
  for (const p of d.proprietaires)
    doc.fields([
      ["Nom", p.nom],
      ["Adresse", p.adresse],
    ]);
  doc.heading("Mandataire");
  doc.fields([
    ["Agence", ctx.agence.nom],
    ["Adresse", ctx.agence.adresse],
    ["Carte professionnelle", ctx.agence.carteProfessionnelle],
  ]);
  doc.heading(`Objet : mandat de gestion n° ${d.numeroMandat}, reconduction tacite`);
  doc.paragraph(`${join([d.proprietaires.map((p) => p.nom).join(" et ")]) || "Madame, Monsieur"},`);
  doc.paragraph(
    `Le mandat de gestion n° ${d.numeroMandat}, signé le ${dateLongue(d.dateSignature)} pour une durée de ${d.dureeMois} mois, ` +
      `portant sur ${d.biens.length ? d.biens.join(" ; ") : "les biens désignés au mandat"}, arrive au terme de sa période en cours le ${dateLongue(d.finPeriode)}. ` +
      "À défaut de votre part, il sera reconduit tacitement pour une période de même durée.",
  );
  doc.paragraph(
    `Conformément à l'article L215-1 du code de la consommation, nous vous informons que vous pouvez refuser cette reconduction : ` +
      `il vous suffit de nous le faire savoir par écrit au plus tard le ${dateLongue(d.finPeriode)}, date limite de votre décision.`,
    { bold: true },
  );
  if (d.reconductionsRestantes != null)
    doc.paragraph(
      d.reconductionsRestantes > 0
        ? `Après cette reconduction, le mandat pourra encore être reconduit ${d.reconductionsRestantes} fois, selon sa clause de reconduction.`
        : "Cette reconduction est la dernière que permet la clause du mandat : à son terme, un nouveau mandat devra être signé.",
    );
  doc.paragraph(
    `Ce courrier vous est adressé entre le ${dateLongue(d.envoiDu)} et le ${dateLongue(d.envoiAu)}, soit au plus tôt trois mois et au plus tard un mois avant ce terme. ` +
      "Lorsque cette information ne vous a pas été adressée dans ces délais, vous pouvez mettre gratuitement un terme au contrat, à tout moment à compter de la date de reconduction (article L215-1, alinéa 2).",
  );
  doc.signatures([{ role: "Le mandataire", nom: ctx.agence.nom }], {
    date: dateLongue(ctx.date),
  });
  return doc.finish();
}
