// Which diagnostics a lease of a lot needs at a date, and whether those given are valid then (issue 63). Pure: the
// API (GET /Appartement/{id}/diagnostics), the lease's print check and the calendar all ask this one function.
import { finApres } from "../bail/duree";
import {
  AMIANTE_ANCIEN,
  BESOINS,
  DPE_ANCIENS,
  DUREES,
  INCONNU_LU_POSITIF,
  NATURES,
} from "./regles";
import {
  type DiagnosticSaisi,
  type EtatDiagnostic,
  LIBELLES_DIAGNOSTIC,
  type LotDiagnostics,
  TYPES_DIAGNOSTIC,
  type TypeDiagnostic,
} from "./types";

const jourFr = (d: string) => d.split("-").reverse().join("/");

/** The last day a diagnostic is valid (null: unlimited) and the rule that says so. */
export function finDeValidite(d: DiagnosticSaisi): { fin: string | null; regle: string } {
  const positif = d.positif ?? INCONNU_LU_POSITIF.includes(d.type);
  const duree = positif ? DUREES[d.type].siPositif : DUREES[d.type].siNegatif;
  let fin = duree.mois == null ? null : finApres(d.dateRealisation, duree.mois);
  let regle = duree.regle;
  if (d.type === "dpe") {
    const ancien = DPE_ANCIENS.find(
      (r) => d.dateRealisation >= r.faitsDu && d.dateRealisation <= r.faitsAu,
    );
    if (ancien && (fin == null || ancien.valableJusquau < fin)) {
      fin = ancien.valableJusquau;
      regle = ancien.regle;
    }
  }
  return { fin, regle };
}

const INCONNU =
  "Date de construction inconnue : indiquez la date du permis de construire (requis par prudence).";

/** Built before 1949: the permit's date when known, else the period (« avant 1946 »); « 1946-1970 » is unsure. */
function besoinCrep(lot: LotDiagnostics): { requis: boolean; raison: string } {
  const avant = { requis: true, raison: "Immeuble construit avant le 1er janvier 1949." };
  if (lot.datePermisConstruire)
    return lot.datePermisConstruire < BESOINS.crepConstruitAvant
      ? avant
      : { requis: false, raison: "Immeuble construit à partir du 1er janvier 1949." };
  if (lot.periodeConstruction === "avant 1946") return avant;
  if (lot.periodeConstruction === "1946-1970")
    return {
      requis: true,
      raison:
        "Immeuble construit entre 1946 et 1970 : indiquez la date du permis de construire pour savoir s'il date d'avant 1949.",
    };
  // Unknown: asked rather than silently left out (a lease without its CREP can be challenged).
  if (!lot.periodeConstruction) return { requis: true, raison: INCONNU };
  return { requis: false, raison: "Immeuble construit après le 1er janvier 1949." };
}

function besoinAmiante(lot: LotDiagnostics): { requis: boolean; raison: string } {
  const avant = { requis: true, raison: "Permis de construire délivré avant le 1er juillet 1997." };
  const apres = {
    requis: false,
    raison: "Permis de construire délivré à partir du 1er juillet 1997.",
  };
  if (lot.datePermisConstruire)
    return lot.datePermisConstruire < BESOINS.amiantePermisAvant ? avant : apres;
  if (lot.periodeConstruction === "après 1990")
    return {
      requis: true,
      raison:
        "Immeuble construit après 1990 : indiquez la date du permis de construire pour savoir s'il date d'avant le 1er juillet 1997.",
    };
  if (!lot.periodeConstruction) return { requis: true, raison: INCONNU };
  return {
    requis: true,
    raison:
      "Immeuble construit avant 1991 : permis de construire délivré avant le 1er juillet 1997.",
  };
}

/**
 * An installation is over fifteen years old on `date` from the day after its fifteenth anniversary, counted from 1
 * January of the year it was made (only the year is known: the earliest day, so that a diagnostic is never missed).
 */
function besoinInstallation(
  annee: number | null,
  date: string,
  quoi: "électrique" | "de gaz",
  sansInstallation: boolean,
) {
  if (annee == null)
    return sansInstallation
      ? { requis: false, raison: `Pas d'installation ${quoi}.` }
      : { requis: true, raison: `Année de l'installation ${quoi} inconnue.` };
  const quinzeAns = `${annee + BESOINS.installationAnsAuPlus}-01-01`;
  return date > quinzeAns
    ? { requis: true, raison: `Installation ${quoi} de plus de 15 ans (${annee}).` }
    : { requis: false, raison: `Installation ${quoi} de moins de 15 ans (${annee}).` };
}

/** The ERP where the commune is exposed (C. env., art. L125-5); unknown is read as exposed. */
const besoinErp = (lot: LotDiagnostics) =>
  lot.zoneRisques === false || lot.zoneRisques === 0
    ? { requis: false, raison: "Commune non exposée à un risque : pas d'état des risques." }
    : {
        requis: true,
        raison:
          "Commune exposée à un risque naturel, minier ou technologique (C. env., art. L125-5).",
      };

/** The noise notice in an airport noise zone (loi LOM). */
const besoinBruit = (lot: LotDiagnostics) =>
  lot.zoneBruit
    ? {
        requis: true,
        raison: "Logement situé dans une zone d'un plan d'exposition au bruit d'un aérodrome.",
      }
    : { requis: false, raison: "Logement hors des zones de bruit des aérodromes." };

function besoin(type: TypeDiagnostic, lot: LotDiagnostics, date: string) {
  switch (type) {
    case "erp":
      return besoinErp(lot);
    case "bruit":
      return besoinBruit(lot);
    case "surface":
      return {
        requis: true,
        raison: "Surface habitable mentionnée dans le bail (loi n° 89-462, art. 3).",
      };
    case "crep":
      return besoinCrep(lot);
    case "amiante":
      return besoinAmiante(lot);
    case "electricite":
      return besoinInstallation(lot.anneeInstallationElectricite, date, "électrique", false);
    case "gaz":
      return besoinInstallation(lot.anneeInstallationGaz, date, "de gaz", true);
    default:
      return { requis: true, raison: "Annexé à tout bail d'habitation (loi n° 89-462, art. 3-3)." };
  }
}

/** Every kind, in the table's order: needed or not at `date`, and the state of the one given. */
export function etatDiagnostics(
  lot: LotDiagnostics,
  diagnostics: readonly DiagnosticSaisi[],
  date: string,
): EtatDiagnostic[] {
  return TYPES_DIAGNOSTIC.map((type) => {
    const diagnostic = diagnostics.find((d) => d.type === type) ?? null;
    const { requis, raison } = besoin(type, lot, date);
    if (!diagnostic) {
      // None entered: both lives when they differ (with or without lead, asbestos...).
      const { siPositif, siNegatif } = DUREES[type];
      const regle =
        siPositif.regle === siNegatif.regle
          ? siPositif.regle
          : `${siNegatif.regle} ; ${siPositif.regle}`;
      return {
        type,
        libelle: LIBELLES_DIAGNOSTIC[type],
        nature: NATURES[type].nature,
        avertissement: null,
        requis,
        raison,
        statut: requis ? "manquant" : "non_requis",
        finValidite: null,
        regle,
        diagnostic,
      };
    }
    const { fin, regle } = finDeValidite(diagnostic);
    const base = {
      type,
      libelle: LIBELLES_DIAGNOSTIC[type],
      nature: NATURES[type].nature,
      avertissement:
        type === "amiante" && diagnostic.dateRealisation < AMIANTE_ANCIEN.avant
          ? AMIANTE_ANCIEN.avertissement
          : null,
      requis,
      raison,
      finValidite: fin,
      diagnostic,
    };
    // Made after the day asked: it did not exist then, so a lease signed that day could not annex it. Said as such
    // rather than « expiré » (it is not out of date) and counted as missing when needed.
    if (diagnostic.dateRealisation > date)
      return {
        ...base,
        statut: requis ? "manquant" : "non_requis",
        regle: `Réalisé le ${jourFr(diagnostic.dateRealisation)}, après le ${jourFr(date)} : il n'existait pas encore à cette date. ${regle}`,
      };
    const valide = fin == null || date <= fin;
    return { ...base, statut: valide ? "valide" : "expire", regle };
  });
}

/**
 * What stops a lease signed on `date` from printing: the needed annexes missing or out of date. A mention (the
 * living area) or a report kept available (asbestos) never blocks it (NATURES).
 */
export const annexesEnDefaut = (etats: readonly EtatDiagnostic[]) =>
  etats.filter(
    (e) => e.nature === "annexe" && e.requis && (e.statut === "manquant" || e.statut === "expire"),
  );
