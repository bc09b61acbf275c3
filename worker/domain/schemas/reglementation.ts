import { z } from "zod";
import { date, dateRequise, entier, montant, texte, texteRequis } from "./fields";

// Paramètres > Réglementation (issue 73): a row an admin adds to a table (POST /api/reglementation/{table}). The
// territory and the communes are required by the tables that have them (services/reglementation/ajout.ts).

export const MSG_MOIS_ENTIER = "Indiquez un nombre entier de mois, de 1 à 24.";

const moisEntiers = () => entier(1, 24, MSG_MOIS_ENTIER);

export const MSG_FIN_AVANT_DEBUT = "La date de fin doit être le jour du début ou après.";

export const ligneReglementationSchema = z
  .object({
    debut: dateRequise(),
    fin: date(),
    source: texteRequis(),
    /** Rent control: the territory's name (« Paris », « Marseille »). */
    territoire: texte(),
    /** Rent control and zone tendue: one commune a line, « code INSEE ; nom ; codes postaux ». */
    communes: texte(),
    /** The CAF's unpaid-rent table: months to declare it (required there), and the thresholds (blank: unchanged). */
    delaiDeclarationMois: moisEntiers(),
    multipleMensualite: moisEntiers(),
    seuil: montant(),
    moisApresPremierImpaye: moisEntiers(),
  })
  .superRefine((l, ctx) => {
    if (l.fin && l.debut && l.fin < l.debut)
      ctx.addIssue({ code: "custom", path: ["fin"], message: MSG_FIN_AVANT_DEBUT });
  });
