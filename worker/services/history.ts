import { History } from "../db/schema";
import type { Ports } from "../ports";

type Person = Record<string, unknown>;
export const fullName = (p: Person) => [p.titre, p.prenom, p.nom].filter(Boolean).join(" ");

/** One line of an apartment's history: who did what, when (from the clock port). */
export async function writeHistory(
  ports: Ports,
  appartementId: number,
  etat: string,
  user: string,
) {
  await ports.db.insert(History).values({
    AppartementId: appartementId,
    etat,
    user,
    createdAt: ports.clock.now().toISOString(),
  });
}
