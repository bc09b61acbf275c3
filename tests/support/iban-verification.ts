import { eq, sql } from "drizzle-orm";
import { AgenceParametres, Client } from "../../worker/db/schema";
import type { TestApp } from "./test-app";

// Issue 59, item 3: a new or changed IBAN (an owner's, the agency's trust account) waits for a second person. The
// tests of other features start from verified IBANs, as a second person would have left them; the tests of the
// verification itself confirm through the API as another admin (second-admin.ts). Loadable in workerd too.

/** The owner's IBAN verified, as another admin's confirmation leaves it. */
export async function ibanVerifie(t: { db: TestApp["db"] }, ClientId: number) {
  await t.db.run(sql`update "IbanClient" set "statut" = 'verifie', "confirmePar" = 'second@agence.test',
    "confirmeAt" = "createdAt" where "ClientId" = ${ClientId} and "statut" = 'a_verifier'`);
  await t.db.update(Client).set({ ibanStatut: "verifie" }).where(eq(Client.id, ClientId));
}

/** The agency's trust account verified, as another admin's confirmation leaves it. */
export async function sequestreVerifie(t: { db: TestApp["db"] }) {
  await t.db
    .update(AgenceParametres)
    .set({ ibanStatut: "verifie" })
    .where(eq(AgenceParametres.id, 1));
}
