// The rent guarantees' edge tests' set-up (ADR 153, 157, 158): a lease and its unpaid term of last month, Visale's
// indemnity of it, what the tenant owes the insurer, the recoveries listed. Each file signs in its own instance.
import { addDays, parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json } from "./instance";

/** The edge's clock is the host's: today in Paris, the term of last month. */
const jour = parisDate(new Date());

/** A lease (970,50 € a month) and its unpaid term of last month (`mois`: its month, 2026-10). */
export async function bailImpaye(edge: Instance, nom: string) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(
    await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), nom }),
    201,
  );
  const d = (await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201))
    .id as number;
  const debut = addDays(jour, -30);
  const q = (
    await json(await edge.call("POST", `/api/Quitance/generate/${d}`, { date: debut }), 201)
  ).id as number;
  return { d, q, mois: debut.slice(0, 7) };
}

/** Visale's indemnity of `mois` (a whole month's rent unless `montant` says otherwise), paid today. */
export const indemniteVisale = (edge: Instance, d: number, o: { mois: string; montant?: number }) =>
  edge.call("POST", `/api/Dossier/${d}/indemnites`, {
    date: jour,
    montant: o.montant ?? 970.5,
    organisme: "Visale",
    periodes: [o.mois],
  });

/** « dû à l'assureur » of the lease's guarantee card. */
export const duAssureur = async (edge: Instance, d: number) =>
  (await json(await edge.call("GET", `/api/Dossier/${d}/garantie`))).duAssureur;

/** The lease's lines of « Récupérations à reverser », each with the members `champs` only. */
export async function recuperationsDe<K extends string>(
  edge: Instance,
  d: number,
  champs: readonly K[],
) {
  const { lignes } = await json(await edge.call("GET", "/api/sinistres/recuperations"));
  return (lignes as ({ DossierId: number } & Record<K, unknown>)[])
    .filter((l) => l.DossierId === d)
    .map((l) => Object.fromEntries(champs.map((c) => [c, l[c]])));
}

/** A statement of one credit line `libelle` of `montant` (« 970,50 ») dated today imported: that line's id. */
export async function ligneDuReleve(edge: Instance, libelle: string, montant = "970,50") {
  const [jj, mm, aaaa] = [jour.slice(8), jour.slice(5, 7), jour.slice(0, 4)];
  const f = new FormData();
  f.append(
    "file",
    new File([`Date;Libellé;Montant\n${jj}/${mm}/${aaaa};${libelle};${montant}\n`], "r.csv"),
  );
  f.append("nouveauCompte", "Compte principal");
  await json(await edge.call("POST", "/api/banque/releves", f), 201);
  const { data } = await json(await edge.call("GET", "/api/banque/lignes?statut=à rapprocher"));
  return (data as { id: number; libelle: string }[]).find((l) => l.libelle === libelle)!.id;
}
