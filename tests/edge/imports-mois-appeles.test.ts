import { expect, it } from "vitest";
import { addMonths, parisDate } from "../../worker/domain/dates";
import { classeur, PORTEFEUILLE } from "../support/imports";
import { counted, type Instance, jsonOf, signedInInstance } from "./instance";

// Issue 74 (ADR 134) on the edge entry: a cut-over three months back has each month from it to today's called by the
// import's one batch, once per lease and month (the unique index decides, as for the job's terms), in the round
// trips of an import whose cut-over is this month.

const jour = parisDate(new Date());
const premierDuMois = (decalage: number) => `${addMonths(jour, decalage).slice(0, 7)}-01`;

async function importer(edge: Instance, dateReprise: string) {
  const f = await classeur("reprise.xlsx", PORTEFEUILLE);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", dateReprise);
  return counted(edge, () => edge.call("POST", "/api/imports", data));
}

const moisAppeles = async (edge: Instance) => {
  const r = await jsonOf(await edge.call("GET", "/api/Quitance"));
  return (r.data as { mois: string }[]).map((q) => q.mois).sort();
};

it("a cut-over three months back: four months called per lease, in this month's cut-over's round trips", async () => {
  const ceMois = await signedInInstance();
  const court = await importer(ceMois, premierDuMois(0));
  await jsonOf(court.res, 201);
  const mois = [-3, -2, -1, 0].map((d) => premierDuMois(d).slice(0, 7));
  expect(await moisAppeles(ceMois)).toEqual([mois[3], mois[3]]);

  const edge = await signedInInstance();
  const long = await importer(edge, premierDuMois(-3));
  await jsonOf(long.res, 201);
  console.log(
    `[edge] allers-retours libSQL : import, reprise ce mois-ci ${court.trips}, il y a trois mois ${long.trips}`,
  );
  expect(long.trips).toBe(court.trips);
  expect(await moisAppeles(edge)).toEqual(mois.flatMap((m) => [m, m]));
  // Asked again for a month the import called: the same term, none twice.
  const baux = await jsonOf(await edge.call("GET", "/api/Dossier"));
  const b1 = (baux.data as { id: number; reference: string }[]).find(
    (d) => d.reference === "B1",
  )?.id;
  const q = await edge.call("POST", `/api/Quitance/generate/${b1}`, { date: premierDuMois(-2) });
  await jsonOf(q);
  expect(await moisAppeles(edge)).toHaveLength(8);
});
