import { EcritureProprietaire } from "../../worker/db/schema";
import type { TestApp } from "./test-app";
import { insertClient } from "./factories";
import { ibanVerifie, sequestreVerifie } from "./iban-verification";

// Owners with money on their account, for the payouts' tests (issue 38, part 3): the account's entries are written
// straight into the ledger (a rent credit), the way the business events would.

export const IBAN_AGENCE = "FR7630006000011234567890189";
export const BIC_AGENCE = "AGRIFRPP";
export const IBAN_PROPRIO = "DE89370400440532013000";

/** A rent credit of `cents` on the owner's account. */
export async function crediter(
  t: { db: TestApp["db"] },
  ClientId: number,
  cents: number,
  date = "2026-11-05",
) {
  await t.db.insert(EcritureProprietaire).values({
    ClientId,
    type: "loyer",
    date,
    libelle: "Loyer encaissé",
    credit: cents,
    auteur: "test",
  });
}

/** An owner (client) with a verified IBAN unless told otherwise, and `cents` on their account. */
export async function proprietaire(t: TestApp, cents: number, o: Record<string, unknown> = {}) {
  // Setting an IBAN is a money move (issue 59): the admin who creates the owner has just confirmed.
  await t.confirm("admin");
  const c = await insertClient(t, { iban: IBAN_PROPRIO, ...o });
  await ibanVerifie(t, c.id);
  if (cents) await crediter(t, c.id, cents);
  return c.id as number;
}

/** Paramètres > Agence: the trust account the transfers leave from (a money move: the admin has just confirmed),
 * confirmed by a second person. */
export async function compteSequestre(t: TestApp) {
  await t.confirm("admin");
  const r = await t.call("PUT", "/api/agence", "admin", { iban: IBAN_AGENCE, bic: BIC_AGENCE });
  await sequestreVerifie(t);
  return r;
}
