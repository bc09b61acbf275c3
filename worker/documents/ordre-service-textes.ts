import type { Agence } from "../lib/agence";
import { join } from "./format";

// The order of service's sentences that depend on what the agency and the lot have on file (issue 76, item 2): a
// new agency may not have typed its phone or e-mail yet, a lot may have no owner yet; neither may print « () » or
// « à au ».

/** Where the supplier makes its appointment when the tenant did not agree to be called: the agency, and how. */
export function rendezVousAgence(agence: Pick<Agence, "telephone" | "email">) {
  const contact = join([agence.telephone, agence.email], ", ");
  return `Prenez rendez-vous auprès de l'agence${contact ? ` (${contact})` : ""} : le locataire n'a pas donné son accord pour être contacté directement.`;
}

/** To whom the invoice is addressed: « à » the owners by name, else « au propriétaire ». */
export const destinataireFacture = (proprietaires: string[]) =>
  proprietaires.length ? `à ${proprietaires.join(" et ")}` : "au propriétaire";
