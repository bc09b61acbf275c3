import { sql } from "drizzle-orm";
import { msgDejaClos, msgFecAvantCloture, msgPasTermine } from "../../domain/exercices/messages";
import { clotureSchema } from "../../domain/schemas/fec";
import { today } from "../../lib/dates";
import { conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// Closing a year (issue 59 item 5, ADR 067): POST /api/comptabilite/cloture { exercice }, admins. A year is closed
// once it has ended (Paris day) and its FEC has been exported at least once (a Telechargement row, quoi 'fec',
// reference the year, written by the FEC's download); then the database refuses any money write dated in it or
// before it (worker/services/exercices/triggers.ts). One write batch: the conditional insert holds the rules under
// parallel requests (two admins closing at once: one wins, the other reads "déjà clos").

export interface ExerciceClosApi {
  exercice: number;
  closAt: string;
  closPar: string;
}

const LISTE = sql`select "exercice", "closAt", "closPar" from "ExerciceClos" order by "exercice" desc`;

export async function cloturerExercice(
  ports: Ports,
  body: unknown,
  auteur: string,
): Promise<{ exercice: ExerciceClosApi }> {
  const { exercice } = parseWith(clotureSchema, body);
  if (today(ports.clock) <= `${exercice}-12-31`) throw conflict(msgPasTermine(exercice));
  const now = ports.clock.now().toISOString();
  const fec = sql`exists (select 1 from "Telechargement" where "quoi" = 'fec' and "reference" = ${String(exercice)})`;
  const dejaClos = sql`exists (select 1 from "ExerciceClos" where "exercice" >= ${exercice})`;
  const [, [etat], lignes] = await inOneTrip(ports, [
    ports.db.run(sql`insert into "ExerciceClos" ("exercice", "closAt", "closPar")
      select ${exercice}, ${now}, ${auteur} where ${fec} and not ${dejaClos}`),
    ports.db.all<{ n: number; clos: number }>(sql`select changes() as n, ${dejaClos} as clos`),
    ports.db.all<ExerciceClosApi>(
      sql`select "exercice", "closAt", "closPar" from "ExerciceClos" where "exercice" = ${exercice}`,
    ),
  ]);
  const [ligne] = lignes;
  if (Number(etat?.n) === 1 && ligne) return { exercice: ligne };
  if (Number(etat?.clos)) throw conflict(msgDejaClos(exercice));
  throw conflict(msgFecAvantCloture(exercice));
}

/**
 * GET /api/comptabilite/exercices: the years closed, the latest first, with who closed each and when; `closJusqua`
 * the latest (every year up to it is closed).
 */
export async function listeExercices(ports: Ports) {
  const data = await ports.db.all<ExerciceClosApi>(LISTE);
  return { data, closJusqua: data[0]?.exercice ?? null };
}
