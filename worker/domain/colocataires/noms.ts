// A co-tenancy's other tenants as prints name them (issue 74, ADR 134): the lease's own tenant first (and the
// second holder on its record), then every co-tenant of `Colocataire` in the lease's order. The SQL that reads
// them hands over a JSON array; an unreadable or absent value is no co-tenant rather than a failed print.

export interface NomColocataire {
  titre: string | null;
  prenom: string | null;
  nom: string | null;
}

/** The parts of a name that are there, trimmed, one space apart: « Léa Martin », « Madame Léa Martin ». */
export const joint = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => (p ?? "").trim())
    .filter(Boolean)
    .join(" ");

/** « Madame Léa Martin » for each co-tenant the JSON array lists, in its order. */
export function nomsColocataires(json: string | null | undefined): string[] {
  if (!json) return [];
  let lus: unknown;
  try {
    lus = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(lus)) return [];
  return lus.map((c: Partial<NomColocataire>) => joint([c.titre, c.prenom, c.nom])).filter(Boolean);
}
