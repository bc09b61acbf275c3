import { ZONES_LOYER, type ZoneLoyer } from "../bail/zone";
import { champs, decoderTexte, nomColonne, separateur } from "./csv";
import { normaliserCodeInsee } from "./code-insee";

// The official list of communes by zone, as an admin imports it in Paramètres > Référentiels: a CSV with a header
// naming at least the INSEE code and the zone (the commune's name is kept when given). The zone reads "très tendue"
// (zone A bis of the ABC zoning, the fee ceilings' "zone très tendue") or "tendue" (décret n° 2013-392), with or
// without "zone", or "A bis"; "non tendue" is accepted. The lists are public legal texts: data.gouv.fr publishes
// them as spreadsheets whose header names vary, hence the tolerance.

export interface CommuneZone {
  codeInsee: string;
  nom: string | null;
  zone: ZoneLoyer;
}

export type LectureCommunes =
  | { ok: true; communes: CommuneZone[] }
  | { ok: false; message: string };

const ZONE_DE: Record<string, ZoneLoyer> = {
  trestendue: "très tendue",
  zonetrestendue: "très tendue",
  abis: "très tendue",
  zoneabis: "très tendue",
  tendue: "tendue",
  zonetendue: "tendue",
  nontendue: "non tendue",
  zonenontendue: "non tendue",
};

const estCode = (h: string) =>
  h.includes("insee") || ["code", "codecommune", "codegeo", "cog", "depcom"].includes(h);
const estZone = (h: string) => h.includes("zon") || h === "categorie" || h === "type";
const estNom = (h: string) =>
  !estCode(h) && (h.includes("commune") || h.includes("nom") || h.includes("libelle"));

// The tighter zone wins when a commune is listed twice (an A bis commune is also in zone tendue).
const rang = (z: ZoneLoyer) => ZONES_LOYER.indexOf(z);

/**
 * The communes of the file, or the French message naming the first bad line (its number in the file, comments and
 * header counted). Lines starting with `#` and blank lines are skipped.
 */
export function lireCommunes(bytes: Uint8Array): LectureCommunes {
  const lignes = decoderTexte(bytes)
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/);
  const utiles = lignes
    .map((texte, i) => ({ texte, numero: i + 1 }))
    .filter((l) => l.texte.trim() !== "" && !l.texte.startsWith("#"));
  const [entete, ...donnees] = utiles;
  if (!entete) return { ok: false, message: "Le fichier est vide." };
  const sep = separateur(entete.texte);
  const noms = champs(entete.texte, sep).map(nomColonne);
  const iCode = noms.findIndex(estCode);
  const iZone = noms.findIndex(estZone);
  const iNom = noms.findIndex(estNom);
  if (iCode < 0 || iZone < 0)
    return {
      ok: false,
      message: `Ligne ${entete.numero} : l'en-tête doit nommer la colonne du code INSEE et celle de la zone (par exemple « code_insee;commune;zone »).`,
    };
  const parCode = new Map<string, CommuneZone>();
  for (const l of donnees) {
    const f = champs(l.texte, sep);
    const code = normaliserCodeInsee(f[iCode]);
    if (!code)
      return {
        ok: false,
        message: `Ligne ${l.numero} : code INSEE « ${f[iCode] ?? ""} » invalide (5 caractères, par exemple 75056 ou 2A004).`,
      };
    const zone = ZONE_DE[nomColonne(f[iZone] ?? "")];
    if (!zone)
      return {
        ok: false,
        message: `Ligne ${l.numero} : zone « ${f[iZone] ?? ""} » inconnue (très tendue, tendue ou non tendue ; « A bis » vaut très tendue).`,
      };
    const nom = iNom >= 0 && f[iNom] ? f[iNom] : null;
    const avant = parCode.get(code);
    if (!avant || rang(zone) < rang(avant.zone))
      parCode.set(code, { codeInsee: code, nom: nom ?? avant?.nom ?? null, zone });
  }
  if (!parCode.size) return { ok: false, message: "Le fichier ne contient aucune commune." };
  return { ok: true, communes: [...parCode.values()] };
}

/** How many communes of each zone (the summary of Paramètres > Référentiels). */
export function compterZones(zones: readonly string[]): Record<ZoneLoyer, number> {
  const n: Record<ZoneLoyer, number> = { "très tendue": 0, tendue: 0, "non tendue": 0 };
  for (const z of zones) {
    const k = ZONES_LOYER.find((x) => x === z);
    if (k) n[k]++;
  }
  return n;
}
