import { sql } from "drizzle-orm";
import type { LigneBancaire } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { fieldOf } from "../../lib/error-fields";
import type { Ports } from "../../ports";

// The CAF's transfer split from its bank-statement line (issue 77 item 2): the line's day and amount are the
// transfer's (a detail whose total differs is listed with the difference), and the split matches the line, so the
// matching screen no longer offers it. The line is matched by one conditional update: a line already matched to a
// tenant or set aside is a 409; the same split sent again (or a share that failed, retried) finds its own match.

export const MSG_LIGNE_DEJA_TRAITEE =
  "Cette ligne du relevé est déjà rapprochée ou ignorée : choisissez la ligne du virement de l'organisme.";
export const MSG_LIGNE_DEBIT_AIDE =
  "Le virement de l'organisme est une ligne créditrice du relevé (argent reçu).";

/** The line's reason once split: what the matching screen shows, and what a retry of the same split recognises. */
export const motifRepartition = (organisme: string) =>
  `Virement ${organisme} réparti entre les locataires (aides au logement)`;

type Ligne = typeof LigneBancaire.$inferSelect;

/** The line named, checked: null when none is named. */
export function ligneDuVirement(
  ligne: Ligne | undefined,
  id: number | null,
  organisme: string,
): Ligne | null {
  if (id === null) return null;
  if (!ligne) throw notFound(introuvable("LigneBancaire"));
  if (ligne.montant <= 0) throw badRequest(MSG_INVALID, { LigneBancaireId: MSG_LIGNE_DEBIT_AIDE });
  if (
    ligne.statut === "ignorée" ||
    (ligne.statut === "rapprochée" && ligne.motif !== motifRepartition(organisme))
  )
    throw conflict(MSG_LIGNE_DEJA_TRAITEE);
  return ligne;
}

/** Marks the line matched by the split, under the condition that it waits (or is already this split's). */
export async function rapprocherDuVirement(
  ports: Ports,
  id: number,
  organisme: string,
  auteur: string,
) {
  const motif = motifRepartition(organisme);
  const r =
    await ports.db.run(sql`update "LigneBancaire" set "statut" = 'rapprochée', "motif" = ${motif},
      "traitePar" = ${auteur}, "updatedAt" = ${ports.clock.now().toISOString()}
    where "id" = ${id} and ("statut" = 'à rapprocher' or ("statut" = 'rapprochée' and "motif" = ${motif}
      and "PaiementId" is null))`);
  if (Number(fieldOf(r, "rowsAffected")) !== 1) throw conflict(MSG_LIGNE_DEJA_TRAITEE);
}
