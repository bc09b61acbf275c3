import type { Acheteur } from "./parties";
import { estProfessionnel } from "./parties";

// The mentions CGI art. 242 nonies A and the code de commerce (L441-9, D441-5) require on an invoice, and those the
// e-invoicing reform adds (category of the operation; the buyer's SIREN, printed with the buyer).

/** The category of the operation (reform of electronic invoicing): the agency sells services. */
export const CATEGORIE_OPERATION = "Prestation de services";

export const CONDITIONS_PAIEMENT =
  "Paiement comptant à réception ; pas d'escompte pour paiement anticipé.";

/** Late-payment mentions: the penalty rate always; the 40 € recovery indemnity for a business client only. */
export function mentionsRetard(acheteur: Acheteur): string[] {
  const lignes = [
    "En cas de retard de paiement, des pénalités sont dues au taux d'intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points.",
  ];
  if (estProfessionnel(acheteur))
    lignes.push(
      "Indemnité forfaitaire pour frais de recouvrement due par le client professionnel en cas de retard : 40 € (art. L441-10 et D441-5 du code de commerce).",
    );
  return lignes;
}
