import type { EtatDiagnostic } from "../diagnostics/types";

// The lease's technical annexes (loi n° 89-462, art. 3-3: the « dossier de diagnostic technique »), as the lease
// prints them and as its print is refused (issue 63): each diagnostic the lot needs must be valid on the day the
// lease is signed (its dateCreationBail, the day the contract prints beside its signatures), unless staff hand them
// to the tenant apart (Dossier.annexesFourniesAPart). The validity itself is worker/domain/diagnostics/validite.ts's.

const jourFr = (d: string) => d.split("-").reverse().join("/");

/** Why one needed diagnostic cannot be annexed on `signature`, in French (« … : expiré le 14/03/2032 »). */
export function defautAnnexe(e: EtatDiagnostic, signature: string): string {
  const d = e.diagnostic;
  if (!d) return `${e.libelle} : manquant`;
  if (d.dateRealisation > signature)
    return `${e.libelle} : réalisé le ${jourFr(d.dateRealisation)}, après la signature du bail`;
  return `${e.libelle} : expiré le ${jourFr(e.finValidite ?? signature)}`;
}

/** The 409 of a lease whose needed diagnostics are missing or out of date on its signature day, or null. */
export function refusAnnexes(defauts: readonly EtatDiagnostic[], signature: string): string | null {
  if (!defauts.length) return null;
  return (
    `Le contrat de location ne peut pas être imprimé : des diagnostics à annexer manquent ou ne sont plus valables à la signature du bail (${jourFr(signature)}). ` +
    `${defauts.map((e) => defautAnnexe(e, signature)).join(" ; ")}. ` +
    "Complétez les diagnostics de l'appartement, ou indiquez dans le dossier que les annexes sont fournies à part."
  );
}

/** The lease's line for each diagnostic annexed: given and valid, with its day and the end of its validity. */
export function lignesAnnexes(etats: readonly EtatDiagnostic[]): string[] {
  return etats.flatMap((e) => {
    const d = e.diagnostic;
    if (!d || e.statut !== "valide" || e.nature !== "annexe") return [];
    const fin = e.finValidite
      ? `valable jusqu'au ${jourFr(e.finValidite)}`
      : "sans limite de validité";
    return [`${e.libelle} : réalisé le ${jourFr(d.dateRealisation)}, ${fin}`];
  });
}

/** The annex line of the « dossier de diagnostic technique » when staff hand the diagnostics apart. */
export const ANNEXES_A_PART =
  "Dossier de diagnostic technique (loi du 6 juillet 1989, article 3-3) : remis au locataire séparément du présent contrat";

/** The annex line heading the diagnostics annexed. */
export const ANNEXES_DDT =
  "Dossier de diagnostic technique (loi du 6 juillet 1989, article 3-3), comprenant :";

const nombreFr = (n: number) => String(n).replace(".", ",");

/**
 * What the lease mentions rather than annexes (loi n° 89-462, art. 3; CSP, art. R1334-29-5): the living area
 * measured, and the asbestos report kept available to the tenant, each when given.
 */
export function lignesMentions(etats: readonly EtatDiagnostic[]): string[] {
  return etats.flatMap((e) => {
    const d = e.diagnostic;
    // Made after the signature (« manquant » or « non requis » with a report): nothing to mention yet.
    if (!d || e.statut === "manquant" || e.statut === "non_requis") return [];
    if (e.nature === "mention")
      return [
        `${e.libelle} : ${d.surface != null ? `${nombreFr(d.surface)} m², ` : ""}mesurée le ${jourFr(d.dateRealisation)} (mention du bail, article 3 de la loi du 6 juillet 1989)`,
      ];
    if (e.nature === "a_disposition")
      return [
        `${e.libelle} : réalisé le ${jourFr(d.dateRealisation)}, tenu à la disposition du locataire (code de la santé publique, article R1334-29-5)`,
      ];
    return [];
  });
}

/** The heading of the mentions' lines. */
export const MENTIONS_DDT = "Informations sur le logement (mentionnées, non annexées) :";
