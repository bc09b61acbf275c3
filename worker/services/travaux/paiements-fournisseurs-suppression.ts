import {
  MSG_PAIEMENT_INTROUVABLE,
  MSG_PAIEMENT_VALIDE_NON_SUPPRIMABLE,
} from "../../domain/travaux/paiements-fournisseurs";
import type { Ports } from "../../ports";
import { supprimerBrouillon } from "../brouillon";

// DELETE /api/PaiementFournisseurs/{id}: a draft only, with its invoice, premium and recovery lines, so that they are
// free for another batch (the unique indexes keep each in one batch at most). A validated batch is never deleted:
// the owners were debited by it.

export const supprimerPaiementFournisseurs = (ports: Ports, id: number) =>
  supprimerBrouillon(
    ports,
    {
      table: "PaiementFournisseur",
      lignes: [
        ["LignePaiementFournisseur", "PaiementFournisseurId"],
        ["LignePaiementPrime", "PaiementFournisseurId"],
        ["ReversementRecuperation", "PaiementFournisseurId"],
      ],
      introuvable: MSG_PAIEMENT_INTROUVABLE,
      valide: MSG_PAIEMENT_VALIDE_NON_SUPPRIMABLE,
    },
    id,
  );
