import { z } from "zod";
import { choixRequis, date, texte } from "../schemas/fields";

// What a supplier sends from its space (issue 76 item 6, ADR 127), each field refused with its French message.

export const MOMENTS_PHOTO = ["avant", "apres"] as const;

export const MSG_MOTIF_REFUS = "Dites à l'agence pourquoi vous refusez cette intervention.";

/** POST .../reponse: accept the order, or decline it with a reason staff read. */
export const reponseFournisseurSchema = z
  .object({
    decision: z.enum(["accepte", "refuse"], {
      error: "Choisissez « accepte » ou « refuse ».",
    }),
    motif: texte(),
  })
  .superRefine((r, ctx) => {
    if (r.decision === "refuse" && !r.motif?.trim())
      ctx.addIssue({ code: "custom", path: ["motif"], message: MSG_MOTIF_REFUS });
  });

/** POST .../realisee: the work done, on the day the supplier came (today when not said). */
export const realiseeSchema = z.object({ datePassage: date() });

/** POST .../photos: the multipart's `moment`. */
export const photoSchema = z.object({ moment: choixRequis(MOMENTS_PHOTO) });

export const MSG_DEJA_ACCEPTEE = "Vous avez déjà accepté cette intervention.";
export const MSG_PLUS_REFUSABLE =
  "Cette intervention est réalisée ou close : elle ne peut plus être refusée.";
export const MSG_PAS_COMMANDEE =
  "Seule une intervention commandée peut être marquée réalisée (attendez la commande de l'agence).";
export const MSG_PHOTO_ETAT = "Les photos se joignent à une intervention commandée ou réalisée.";
export const MSG_PHOTO_TROP = "Dix photos au plus par moment (avant, après).";
export const MAX_PHOTOS_PAR_MOMENT = 10;

/** The history's line of a supplier's refusal staff read: « Refusée par <raison sociale> : <motif> ». */
export const PREFIXE_REFUS = "Refusée par ";
/** What the answer to a refusal says of the order: it is no longer the supplier's. */
export const ETAT_REFUSEE = "refusee";

/** The payment state the supplier reads: « Payée le 03/12/2026 », « En cours de paiement », or nothing yet. */
export function etatPaiement(p: { statut: string | null; date: string | null }): string | null {
  if (p.statut === "valide" && p.date) {
    const [a, m, j] = p.date.split("-");
    return `Payée le ${j}/${m}/${a}`;
  }
  if (p.statut === "brouillon") return "En cours de paiement";
  return null;
}
