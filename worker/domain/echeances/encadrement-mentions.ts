// A lease under rent-level control states its reference rents (issue 75 item 7): the law makes them mentions of the
// contract, so a lease marked « soumis à l'encadrement des loyers » does not print without them (409 naming them).

/** The mentions of a controlled lease, by the date from which the law requires them, with their source. */
export const MENTIONS_ENCADREMENT: readonly {
  depuis: string;
  champs: readonly { cle: "loyerReference" | "loyerReferenceMajore"; libelle: string }[];
  source: string;
}[] = [
  {
    depuis: "2014-03-27",
    champs: [
      { cle: "loyerReference", libelle: "le loyer de référence" },
      { cle: "loyerReferenceMajore", libelle: "le loyer de référence majoré" },
    ],
    source:
      "Loi n° 89-462 du 6 juillet 1989, art. 3 (rédaction de la loi n° 2014-366 ALUR) ; loi n° 2018-1021 ELAN, art. 140",
  },
];

const renseigne = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v > 0;

/**
 * The refusal of a controlled lease's printing when a reference rent is missing, naming each (French), or null.
 * `signature` is the lease's signature day (AAAA-MM-JJ); the mentions in force on it apply.
 */
export function refusMentionsEncadrement(d: {
  soumisEncadrement: boolean;
  encadrement?: { loyerReference?: number | null; loyerReferenceMajore?: number | null } | null;
  dateCreationBail?: string | null;
}): string | null {
  if (!d.soumisEncadrement) return null;
  const jour = d.dateCreationBail ?? "";
  const regle = MENTIONS_ENCADREMENT.filter((m) => m.depuis <= jour).at(-1);
  if (!regle) return null;
  const manquants = regle.champs.filter((c) => !renseigne(d.encadrement?.[c.cle]));
  if (!manquants.length) return null;
  const noms = manquants.map((c) => c.libelle);
  const liste = noms.length > 1 ? `${noms.slice(0, -1).join(", ")} et ${noms.at(-1)}` : noms[0];
  return `Le contrat de location ne peut pas être imprimé : ce bail est soumis à l'encadrement des loyers, renseignez ${liste} (mentions obligatoires du contrat).`;
}
