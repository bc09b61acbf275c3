import { normaliserVille } from "../echeances/encadrement";
import { communeDesListes } from "../referentiels/code-insee";
import { enVigueur, type Periode } from "./periode";
import { COMMUNES_ZONE_TENDUE, NOMBRE_COMMUNES_ZONE_TENDUE } from "./zones-tendues-communes";

// The communes of zone tendue (loi n° 89-462, art. 17 and 18; décret n° 2013-392 du 10 mai 2013, annex, as amended
// by décret n° 2023-822 du 25 août 2023): the one-month notice, the re-letting decree. The list the product ships is
// one row; a later decree is a row an admin adds (its communes in force from its first day). A lot is matched by its
// INSEE code; without it, Paris, Lyon and Marseille by their postal codes, others by département and town name.

export interface CommuneListee {
  insee: string;
  nom: string;
}

export interface ListeZoneTendue extends Periode {
  communes: readonly CommuneListee[];
}

let livrees: CommuneListee[] | undefined;
/** The shipped annex, read once per process from its compact form. */
function communesLivrees(): CommuneListee[] {
  livrees ??= Object.values(COMMUNES_ZONE_TENDUE).flatMap((l) =>
    l.split("|").map((c) => ({ insee: c.slice(0, 5), nom: c.slice(6) })),
  );
  return livrees;
}

export const LISTE_ZONE_TENDUE_LIVREE: ListeZoneTendue = {
  debut: "2023-08-27",
  fin: null,
  source: `décret n° 2013-392 du 10 mai 2013, annexe, dans sa rédaction issue du décret n° 2023-822 du 25 août 2023 (JO du 26 août 2023) : ${NOMBRE_COMMUNES_ZONE_TENDUE} communes`,
  get communes() {
    return communesLivrees();
  },
};

/** Paris, Lyon and Marseille by their postal codes (750xx, 6900x, 130xx), whatever the town name says. */
function inseeDuCodePostal(cp: string): string | null {
  if (/^750\d\d$/.test(cp)) return "75056";
  if (/^6900\d$/.test(cp)) return "69123";
  if (/^130\d\d$/.test(cp)) return "13055";
  return null;
}

/** The INSEE département of a postal code: Corsica's 200-201 is 2A, 202-206 2B; overseas three digits. */
function departementDuCodePostal(cp: string): string {
  if (cp.startsWith("20")) return cp < "20200" ? "2A" : "2B";
  return cp.startsWith("97") ? cp.slice(0, 3) : cp.slice(0, 2);
}

export interface AdresseCommune {
  codeInsee?: string | null;
  codePostal?: string | null;
  ville?: string | null;
}

/** Whether the listed commune is the lot's. */
function estLaCommune(lot: AdresseCommune) {
  const insee = lot.codeInsee?.trim();
  const cp = lot.codePostal?.trim() ?? "";
  const code = insee ? communeDesListes(insee) : inseeDuCodePostal(cp);
  if (code) return (c: CommuneListee) => c.insee === code;
  const nom = normaliserVille(lot.ville ?? "");
  if (!/^\d{5}$/.test(cp) || !nom) return () => false;
  const dep = departementDuCodePostal(cp);
  return (c: CommuneListee) => c.insee.startsWith(dep) && normaliserVille(c.nom) === nom;
}

/** Whether the lot's commune is in zone tendue on `jour` by any list in force then. */
export function enZoneTendueLe(
  lot: AdresseCommune,
  jour: string,
  listes: readonly ListeZoneTendue[] = [LISTE_ZONE_TENDUE_LIVREE],
): boolean {
  const est = estLaCommune(lot);
  return listes.some((l) => enVigueur(l, jour) && l.communes.some(est));
}
