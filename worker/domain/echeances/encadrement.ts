// Rent-LEVEL control (encadrement du niveau des loyers: loyers de référence), issue 63 item 3. Loi n° 2018-1021
// (ELAN), art. 140, an experiment extended by loi n° 2022-217 (3DS), art. 85: a decree names each territory that
// asked for it; the prefect's yearly order (arrêté) fixes its reference rents, and the scheme applies to leases
// signed on or after the day that first order took effect. Not to be confused with the control of rent INCREASES on
// re-letting (décret annuel, every commune of zone tendue: worker/domain/bail/zone.ts).
//
// One line per commune: INSEE code (COG), name, postal codes, and `partiel` when the decree covers part of the
// commune only (its streets are not known here: the lease is marked and staff untick it, with a reason, outside the
// perimeter). A new territory is one block of lines; a decree's end, one more field.
//
// Issue 73: the experiment ends by law. Loi ELAN art. 140 as amended by loi n° 2022-217 (3DS), art. 85: eight years
// from loi ELAN's publication (JO du 24 novembre 2018), so every shipped territory ends on 24 November 2026; a lease
// signed after is not under the scheme unless a later text extends it, which an admin adds as a row in Paramètres >
// Réglementation (services/reglementation) until a release ships it.

import { enVigueur } from "../reglementation/periode";
import { communeDesListes } from "../referentiels/code-insee";

/** The last day of the experiment (loi n° 2018-1021, art. 140, I, as amended by loi n° 2022-217, art. 85). */
export const FIN_EXPERIMENTATION_ELAN = "2026-11-24";
export const SOURCE_FIN_ELAN =
  "loi n° 2018-1021 (ELAN), art. 140, modifié par la loi n° 2022-217 (3DS), art. 85";

export interface Commune {
  insee: string;
  nom: string;
  codesPostaux: readonly string[];
  partiel?: boolean;
  /** Other names a lot's address may give (communes associées). */
  alias?: readonly string[];
  /** Former INSEE codes that still designate it (communes associées, merged communes). */
  inseeAnciens?: readonly string[];
}

export interface Territoire {
  territoire: string;
  /** The first signature day the scheme applies to (the first prefectoral order's effect). */
  depuis: string;
  /** The decree that put the territory under the scheme, as the screen cites it. */
  texte: string;
  /** The last signature day under the scheme (the experiment's end), null while no text sets one. */
  fin: string | null;
  communes: readonly Commune[];
}

const c = (
  insee: string,
  nom: string,
  codesPostaux: readonly string[],
  extra: Partial<Pick<Commune, "partiel" | "alias" | "inseeAnciens">> = {},
): Commune => ({ insee, nom, codesPostaux, ...extra });

const PARIS_CP = [
  ...Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, "0")}`),
  "75116",
];
const LYON_CP = Array.from({ length: 9 }, (_, i) => `6900${i + 1}`);

const TERRITOIRES_LIVRES: readonly Omit<Territoire, "fin">[] = [
  // Décret n° 2019-315 du 12 avril 2019; arrêté préfectoral du 28 mai 2019, in effect 1 July 2019.
  {
    territoire: "Paris",
    depuis: "2019-07-01",
    texte: "décret n° 2019-315 du 12 avril 2019",
    communes: [c("75056", "Paris", PARIS_CP)],
  },
  // Décret n° 2020-41 du 22 janvier 2020 (Lille and its communes associées Hellemmes and Lomme); in effect 1 March
  // 2020. 59260 is shared with Lezennes and 59160 with Capinghem: the town's name decides.
  {
    territoire: "Lille",
    depuis: "2020-03-01",
    texte: "décret n° 2020-41 du 22 janvier 2020",
    communes: [
      c("59350", "Lille", ["59000", "59160", "59260", "59777", "59800"], {
        alias: ["Hellemmes", "Hellemmes-Lille", "Lomme"],
        inseeAnciens: ["59298", "59355"],
      }),
    ],
  },
  // Décret du 17 décembre 2020 (établissement public territorial Plaine Commune); in effect 1 June 2021.
  {
    territoire: "Plaine Commune",
    depuis: "2021-06-01",
    texte: "décret du 17 décembre 2020 (Plaine Commune)",
    communes: [
      c("93001", "Aubervilliers", ["93300"]),
      c("93031", "Épinay-sur-Seine", ["93800"]),
      c("93039", "L'Île-Saint-Denis", ["93450"]),
      c("93027", "La Courneuve", ["93120"]),
      // Merged into Saint-Denis on 1 January 2025: its old code and name still lead here.
      c("93059", "Pierrefitte-sur-Seine", ["93380"]),
      c("93066", "Saint-Denis", ["93200", "93210", "93380"]),
      c("93070", "Saint-Ouen-sur-Seine", ["93400"], { alias: ["Saint-Ouen"] }),
      c("93072", "Stains", ["93240"]),
      c("93079", "Villetaneuse", ["93430"]),
    ],
  },
  // Décrets du 2 septembre 2021 (JO du 3): Lyon and Villeurbanne; in effect 1 November 2021.
  {
    territoire: "Lyon et Villeurbanne",
    depuis: "2021-11-01",
    texte: "décret du 2 septembre 2021 (Lyon et Villeurbanne)",
    communes: [c("69123", "Lyon", LYON_CP), c("69266", "Villeurbanne", ["69100"])],
  },
  // Décret de 2021 (établissement public territorial Est Ensemble); in effect 1 December 2021.
  {
    territoire: "Est Ensemble",
    depuis: "2021-12-01",
    texte: "décret de 2021 (Est Ensemble)",
    communes: [
      c("93006", "Bagnolet", ["93170"]),
      c("93008", "Bobigny", ["93000"]),
      c("93010", "Bondy", ["93140"]),
      c("93061", "Le Pré-Saint-Gervais", ["93310"]),
      c("93045", "Les Lilas", ["93260"]),
      c("93048", "Montreuil", ["93100"]),
      c("93053", "Noisy-le-Sec", ["93130"]),
      c("93055", "Pantin", ["93500"]),
      c("93063", "Romainville", ["93230"]),
    ],
  },
  // Décret du 2 septembre 2021 (JO du 3): Montpellier; in effect 1 July 2022.
  {
    territoire: "Montpellier",
    depuis: "2022-07-01",
    texte: "décret du 2 septembre 2021 (Montpellier)",
    communes: [c("34172", "Montpellier", ["34000", "34070", "34080", "34090"])],
  },
  // Décret n° 2021-1145 du 2 septembre 2021: Bordeaux; in effect 15 July 2022.
  {
    territoire: "Bordeaux",
    depuis: "2022-07-15",
    texte: "décret n° 2021-1145 du 2 septembre 2021",
    communes: [c("33063", "Bordeaux", ["33000", "33100", "33200", "33300", "33800"])],
  },
  // Décret n° 2023-981 (communauté d'agglomération Pays basque); arrêté préfectoral du 21 octobre 2024, in effect
  // 25 November 2024.
  {
    territoire: "Pays basque",
    depuis: "2024-11-25",
    texte: "décret n° 2023-981 ; arrêté préfectoral du 21 octobre 2024",
    communes: [
      c("64009", "Ahetze", ["64210"]),
      c("64024", "Anglet", ["64600"]),
      c("64035", "Arbonne", ["64210"]),
      c("64038", "Arcangues", ["64200"]),
      c("64065", "Ascain", ["64310"]),
      c("64100", "Bassussarry", ["64200"]),
      c("64102", "Bayonne", ["64100"]),
      c("64122", "Biarritz", ["64200"]),
      c("64125", "Bidart", ["64210"]),
      c("64130", "Biriatou", ["64700"]),
      c("64140", "Boucau", ["64340"]),
      c("64189", "Ciboure", ["64500"]),
      c("64249", "Guéthary", ["64210"]),
      c("64260", "Hendaye", ["64700"]),
      c("64282", "Jatxou", ["64480"]),
      c("64304", "Lahonce", ["64990"]),
      c("64317", "Larressore", ["64480"]),
      c("64407", "Mouguerre", ["64990"]),
      c("64483", "Saint-Jean-de-Luz", ["64500"]),
      c("64496", "Saint-Pierre-d'Irube", ["64990"]),
      c("64540", "Urcuit", ["64990"]),
      c("64545", "Urrugne", ["64122", "64700"]),
      c("64547", "Ustaritz", ["64480"]),
      c("64558", "Villefranque", ["64990"]),
    ],
  },
  // Décret n° 2023-1046 (Grenoble-Alpes Métropole); arrêté préfectoral du 11 décembre 2024, in effect 20 January
  // 2025. The decree covers part of some communes only (partiel).
  {
    territoire: "Grenoble-Alpes Métropole",
    depuis: "2025-01-20",
    texte: "décret n° 2023-1046 ; arrêté préfectoral du 11 décembre 2024",
    communes: [
      c("38057", "Bresson", ["38320"]),
      c("38111", "Claix", ["38640"]),
      c("38150", "Domène", ["38420"]),
      c("38158", "Eybens", ["38320"]),
      c("38169", "Fontaine", ["38600"], { partiel: true }),
      c("38179", "Gières", ["38610"]),
      c("38185", "Grenoble", ["38000", "38100"], { partiel: true }),
      c("38516", "La Tronche", ["38700"]),
      c("38170", "Fontanil-Cornillon", ["38120"], { alias: ["Le Fontanil-Cornillon"] }),
      c("38317", "Le Pont-de-Claix", ["38800"], { partiel: true }),
      c("38229", "Meylan", ["38240"]),
      c("38271", "Murianette", ["38420"]),
      c("38309", "Poisat", ["38320"]),
      c("38421", "Saint-Martin-d'Hères", ["38400"], { partiel: true }),
      c("38382", "Saint-Égrève", ["38120"], { partiel: true }),
      c("38474", "Sassenage", ["38360"], { partiel: true }),
      c("38485", "Seyssinet-Pariset", ["38170"], { partiel: true }),
      c("38486", "Seyssins", ["38180"]),
      c("38524", "Varces-Allières-et-Risset", ["38760"]),
      c("38533", "Venon", ["38610"]),
      c("38151", "Échirolles", ["38130"], { partiel: true }),
    ],
  },
];

/** The shipped territories, each ending with the experiment (SOURCE_FIN_ELAN). */
export const TERRITOIRES_ENCADREMENT: readonly Territoire[] = TERRITOIRES_LIVRES.map((t) => ({
  ...t,
  fin: FIN_EXPERIMENTATION_ELAN,
}));

/** What the lease is under: the territory, the first signature day, the decree, a commune covered in part only. */
export interface EncadrementApplicable {
  territoire: string;
  depuis: string;
  texte: string;
  partiel: boolean;
}

export interface AdresseLot {
  codeInsee?: string | null;
  codePostal?: string | null;
  ville?: string | null;
}

/**
 * A town's name as addresses write it, compared: no accents, no case, hyphens and apostrophes as spaces, "St" as
 * "Saint", and an arrondissement's number dropped (« Paris 11e », « PARIS 11 », « Lyon 3ème arrondissement »).
 */
export function normaliserVille(ville: string): string {
  return ville
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bcedex\b.*$/, "")
    .replace(/\b(\d{1,2})\s*(er|e|eme|ieme)?\s*(arrondissement|arr)?\s*$/, "")
    .replace(/\bste\b/g, "sainte")
    .replace(/\bst\b/g, "saint")
    .replace(/\s+/g, " ")
    .trim();
}

function trouver(lot: AdresseLot, territoires: readonly Territoire[], jour: string) {
  const INDEX = territoires
    .filter((t) => enVigueur({ debut: t.depuis, fin: t.fin }, jour))
    .flatMap((t) => t.communes.map((commune) => ({ t, commune })));
  const insee = lot.codeInsee?.trim();
  if (insee) {
    const code = communeDesListes(insee);
    return INDEX.find(
      ({ commune }) => commune.insee === code || commune.inseeAnciens?.includes(code),
    );
  }
  // Without the INSEE code, the postal code AND the name: a postal code may serve several communes.
  const cp = lot.codePostal?.trim();
  const nom = normaliserVille(lot.ville ?? "");
  if (!cp || !nom) return undefined;
  return INDEX.find(
    ({ commune }) =>
      commune.codesPostaux.includes(cp) &&
      [commune.nom, ...(commune.alias ?? [])].some((n) => normaliserVille(n) === nom),
  );
}

/**
 * Whether a lease of this lot signed on `dateSignature` (AAAA-MM-JJ) is under rent-level control: its territory,
 * decree and first day, or null (commune outside the list, or signed outside the rows' first and last days). The
 * server passes the shipped rows with the admin's; the form's hint reads the shipped ones.
 */
export function encadrementApplicable(
  lot: AdresseLot,
  dateSignature: string | null | undefined,
  territoires: readonly Territoire[] = TERRITOIRES_ENCADREMENT,
): EncadrementApplicable | null {
  if (!dateSignature) return null;
  const trouve = trouver(lot, territoires, dateSignature.slice(0, 10));
  if (!trouve) return null;
  const { territoire, depuis, texte } = trouve.t;
  return { territoire, depuis, texte, partiel: trouve.commune.partiel === true };
}
