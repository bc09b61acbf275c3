// The energy mentions of a lease: the DPE class (A to G) and the decency calendar of loi n° 89-462, art. 6, as
// amended by loi n° 2021-1104 du 22 août 2021 (Climat et résilience), art. 160: a dwelling of class G is not decent
// from 1 January 2025, of class F from 1 January 2028, of class E from 1 January 2034.

export const CLASSES_DPE = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type ClasseDpe = (typeof CLASSES_DPE)[number];

/** The first day a class is no longer decent. */
export const INDECENT_DEPUIS: Partial<Record<ClasseDpe, string>> = {
  G: "2025-01-01",
  F: "2028-01-01",
  E: "2034-01-01",
};

const DATES_FR: Record<string, string> = {
  "2025-01-01": "1er janvier 2025",
  "2028-01-01": "1er janvier 2028",
  "2034-01-01": "1er janvier 2034",
};

/** The decency reminder a lease prints for classes F and G, or null. */
export function rappelDecence(classe: string | null | undefined): string | null {
  if (classe !== "F" && classe !== "G") return null;
  const quand = DATES_FR[INDECENT_DEPUIS[classe] ?? ""] ?? "";
  return (
    `Le logement est classé ${classe} au diagnostic de performance énergétique : un logement de classe ${classe} ne ` +
    `répond plus au niveau de performance énergétique minimal d'un logement décent à compter du ${quand}. Ce niveau ` +
    "exclut la classe G depuis le 1er janvier 2025, la classe F à compter du 1er janvier 2028 et la classe E à compter " +
    "du 1er janvier 2034 (article 6 de la loi du 6 juillet 1989, modifié par la loi n° 2021-1104 du 22 août 2021)."
  );
}
