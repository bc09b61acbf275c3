import { Irl } from "../../db/schema";
import type { Ports } from "../../ports";
import { tableIrl, type IrlValeur } from "../../domain/irl/valeurs";
import { irlTrimestreSchema, irlValeurSchema } from "../../domain/schemas/irl";
import { parseWith } from "../../lib/validate";
import { inTransaction } from "../transaction";
import { present } from "../../domain/present";

// Paramètres > IRL: the published quarters the app ships (domain/irl/published.ts) with the admin's additions and
// corrections, kept in the Irl table, over them.

/** The whole table, oldest quarter first: the shipped values with the admin's over them. */
export async function lireIrl(ports: Ports): Promise<IrlValeur[]> {
  const saisis = await ports.db.select({ trimestre: Irl.trimestre, valeur: Irl.valeur }).from(Irl);
  return tableIrl(saisis);
}

/** GET /api/irl. */
export async function listeIrl(ports: Ports): Promise<{ data: IrlValeur[] }> {
  return { data: await lireIrl(ports) };
}

/**
 * PUT /api/irl/{YYYY-Tn} { valeur }: adds the quarter or corrects it (the admin's value wins over the shipped one).
 * A bad quarter or value is a 400 with its field's French message. Answers the quarter as the table now has it.
 */
export async function ecrireIrl(
  ports: Ports,
  trimestre: string,
  body: unknown,
): Promise<IrlValeur> {
  const { trimestre: code } = parseWith(irlTrimestreSchema, { trimestre });
  const { valeur } = parseWith(irlValeurSchema, body);
  await inTransaction(ports, async (tx) => {
    const now = tx.clock.now().toISOString();
    await tx.db
      .insert(Irl)
      .values({ trimestre: code, valeur, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: Irl.trimestre, set: { valeur, updatedAt: now } });
  });
  const table = await lireIrl(ports);
  return present(
    table.find((v) => v.trimestre === code),
    `IRL ${code}`,
  );
}
