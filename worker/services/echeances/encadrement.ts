import type { Appartement } from "../../db/schema";
import { encadrementApplicable, type Territoire } from "../../domain/echeances/encadrement";
import { decisionEncadrement } from "../../domain/echeances/encadrement-bail";
import { badRequest, MSG_INVALID } from "../../lib/errors";

// The Dossier's « soumis à l'encadrement des loyers » (issue 63 item 3, ADR 089), set on every create and update
// (the generic CRUD's derive, tenant/add's validation): the column is NOT NULL, so the value is always decided here.

interface BailEncadrement {
  AppartementId: number;
  /** The lease's signature day (« Fait le »): the day the scheme is judged at. */
  dateCreationBail: string;
  soumisEncadrement?: boolean | null;
  motifHorsEncadrement?: string | null;
}

/** The two columns to store, or a 400 on motifHorsEncadrement when staff untick it against the rule without reason. */
export function soumissionDuBail(
  d: BailEncadrement,
  lot: Pick<typeof Appartement.$inferSelect, "codeInsee" | "codePostal" | "ville"> | undefined,
  /** The shipped territories with the admin's rows of Paramètres > Réglementation (issue 73). */
  territoires: readonly Territoire[],
  existing?: BailEncadrement & { soumisEncadrement: boolean },
) {
  const applicable = lot ? encadrementApplicable(lot, d.dateCreationBail, territoires) : null;
  const avant = existing && {
    soumisEncadrement: existing.soumisEncadrement,
    lotOuDateChange:
      existing.AppartementId !== d.AppartementId ||
      existing.dateCreationBail !== d.dateCreationBail,
  };
  const decision = decisionEncadrement(d, applicable, avant);
  if ("faute" in decision) throw badRequest(MSG_INVALID, { motifHorsEncadrement: decision.faute });
  return decision;
}
