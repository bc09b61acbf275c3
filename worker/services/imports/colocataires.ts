import { type SQL, sql } from "drizzle-orm";
import type { Enregistrement } from "../../domain/imports/lire-feuille";
import { champ } from "./upsert";

// A co-tenancy's every tenant on its lease (issue 74 item 1, ADR 115): a Baux row naming `L02;L03;L04` links each
// of them to the lease in Colocataire, in the file's order (rang 1 is the lease's own tenant), one statement for the
// whole sheet. A link already there stays (a re-import adds none twice).

export function colocatairesStatements(baux: readonly Enregistrement[]): SQL[] {
  const liens = baux.flatMap((r) => {
    const locs = r.champs.locataires;
    return Array.isArray(locs) && locs.length > 1
      ? locs.map((l, i) => ({ bail: r.champs.reference, locataire: l, rang: i + 1 }))
      : [];
  });
  if (!liens.length) return [];
  return [
    sql`insert into "Colocataire" ("DossierId", "LocataireId", "rang")
      select d."id", l."id", ${champ("rang")} from json_each(${JSON.stringify(liens)}) j
      join "Dossier" d on d."reference" = ${champ("bail")}
      join "Locataire" l on l."reference" = ${champ("locataire")}
      where true on conflict do nothing`,
  ];
}
