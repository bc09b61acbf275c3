import { z } from "zod";
import { REGLES_BAIL, typeBail } from "../bail/types-bail";
import { dateRequise, texte } from "../schemas/fields";
import { jourFr } from "./reconduction";
import { regleReconduction } from "./regles";
import { dernierJourConge, termeAPrevenir, termeCourant } from "./terme";

// The landlord's notice (congé, loi n° 89-462 art. 15 unfurnished, art. 25-8 furnished): for a sale, to live there
// (reprise, naming who) or for a legitimate and serious reason, at least six months (three furnished) before the
// term. In time, it ends the lease at that term; late, it can only take effect at a later term. A lease whose
// « Fin du bail » is empty still has a term in law: the one its start and kind give it (terme.ts, as « Échéances »).

export const MOTIFS_CONGE = ["vente", "reprise", "motif_serieux"] as const;
export type MotifConge = (typeof MOTIFS_CONGE)[number];

export const LIBELLES_MOTIF_CONGE: Record<MotifConge, string> = {
  vente: "Vente du logement",
  reprise: "Reprise pour habiter",
  motif_serieux: "Motif légitime et sérieux",
};

export const MSG_MOTIF =
  "Choisissez le motif du congé : vente, reprise ou motif légitime et sérieux.";
export const MSG_BENEFICIAIRE =
  "Indiquez le bénéficiaire de la reprise (nom, et son lien avec le bailleur).";
export const MSG_ENVOI_FUTUR = "La date d'envoi ne peut pas être postérieure à aujourd'hui.";

export const congeSchema = z
  .object({
    motif: z.enum(MOTIFS_CONGE, { error: MSG_MOTIF }),
    dateEnvoi: dateRequise(),
    beneficiaire: texte(),
  })
  .superRefine((c, ctx) => {
    if (c.motif === "reprise" && !c.beneficiaire)
      ctx.addIssue({ code: "custom", path: ["beneficiaire"], message: MSG_BENEFICIAIRE });
  });

export const MSG_CONGE_IMPOSSIBLE = (type: string) =>
  `Un ${REGLES_BAIL[typeBail(type)].libelle.toLowerCase()} prend fin à son terme : il n'y a pas de congé du bailleur à donner.`;
export const MSG_CONGE_CLOS = "Ce bail est clos : un congé ne peut plus être donné.";
export const MSG_CONGE_DEJA = "Un congé a déjà été donné pour ce bail.";
export const MSG_CONGE_TARDIF = (terme: string, limite: string, possible: string, mois: number) =>
  `Congé tardif : pour le terme du ${jourFr(terme)}, il devait être envoyé au plus tard le ${jourFr(limite)} (${mois} mois avant). Il ne peut prendre effet qu'au terme du ${jourFr(possible)}.`;

interface BailCongediable {
  typeBail?: string | null;
  dateDebutBail: string;
  dateFinBail: string | null;
  clos: boolean;
  congeDateEnvoi?: string | null;
}

export type Conge =
  | { refus: string; champ?: "dateEnvoi"; termePossible?: string }
  | { refus?: undefined; terme: string; limite: string };

/**
 * The term a congé sent on `dateEnvoi` ends the lease at (its current term), or why not: a 409's reason (with the
 * first term it could take effect at when late), or a 400 on `dateEnvoi` (with `champ`).
 */
export function congeBailleur(
  b: BailCongediable,
  personneMorale: boolean,
  dateEnvoi: string,
  aujourdhui: string,
): Conge {
  if (dateEnvoi > aujourdhui) return { refus: MSG_ENVOI_FUTUR, champ: "dateEnvoi" };
  // No stated end: the current term by the law (never closed by its date, the lease is renewed at each term).
  const terme = b.dateFinBail || termeCourant(b, personneMorale, aujourdhui).fin;
  const regle = regleReconduction(typeBail(b.typeBail), personneMorale, terme);
  if (!regle) return { refus: MSG_CONGE_IMPOSSIBLE(b.typeBail ?? "nu") };
  if (b.clos || (b.dateFinBail && b.dateFinBail <= aujourdhui)) return { refus: MSG_CONGE_CLOS };
  if (b.congeDateEnvoi) return { refus: MSG_CONGE_DEJA };
  const limite = dernierJourConge(terme, regle.congeMois);
  if (dateEnvoi <= limite) return { terme, limite };
  const possible = termeAPrevenir(terme, regle.mois, regle.congeMois, dateEnvoi);
  return {
    refus: MSG_CONGE_TARDIF(terme, limite, possible, regle.congeMois),
    termePossible: possible,
  };
}
