import { regleDepot } from "../bail/depot";
import type { TypeBail } from "../bail/types-bail";
import { FEUILLES, type Feuille, parFeuille } from "./colonnes";
import type { TableLue } from "./csv";
import { type Enregistrement, type Erreur, erreur, lireFeuille } from "./lire-feuille";
import { motNu } from "./saisie";
import { verifierFiches } from "./verifier-fiches";
import { verifierProprietairesEtMandats } from "./verifier-mandats";

// The dry run's checks across the sheets (issue 61, item 3): every fault of the whole file in one answer, at its row
// and column, nothing written. A sheet may point at a record of another sheet or at one the agency already has
// (matched by its Reference, as a second import of the same file does): `existantes` names those.

export const TYPES_SOLDE = ["locataire", "depot", "proprietaire"] as const;
export type TypeSolde = (typeof TYPES_SOLDE)[number];
const NOMS_TYPES_SOLDE: ReadonlySet<string> = new Set(TYPES_SOLDE);
/** A Soldes row's type, bare (motNu), if it is one of TYPES_SOLDE. */
export const estTypeSolde = (t: string): t is TypeSolde => NOMS_TYPES_SOLDE.has(t);

export interface Compte {
  lignes: number;
  creer: number;
  mettreAJour: number;
}

export interface Verification {
  feuilles: Partial<Record<Feuille, Compte>>;
  erreurs: Erreur[];
  avertissements: string[];
  /** The records read, sheet by sheet, for the write that follows a clean check. */
  lus: Partial<Record<Feuille, Enregistrement[]>>;
}

const TYPE_BAIL_LU: Readonly<Record<string, TypeBail>> = {
  nu: "nu",
  vide: "nu",
  nonmeuble: "nu",
  locationnue: "nu",
  meuble: "meublé",
  meublee: "meublé",
  locationmeublee: "meublé",
  mobilite: "mobilité",
  bailmobilite: "mobilité",
  etudiant: "étudiant",
  bailetudiant: "étudiant",
};

/** "Non meublé", "vide", "Meublée"... -> the product's kind of lease; null when unknown. */
export function typeBailLu(texte: string): TypeBail | null {
  const nu = motNu(texte).replace(/[^a-z]/g, "");
  return TYPE_BAIL_LU[nu] ?? TYPE_BAIL_LU[nu.replace(/e$/, "")] ?? null;
}

const texte = (r: Enregistrement, champ: string) => {
  const v = r.champs[champ];
  return typeof v === "string" ? v : null;
};

/** Checks every sheet given and what they point at. `dateReprise`: the cut-over day (ISO). */
export function verifierImport(
  tables: Partial<Record<Feuille, TableLue>>,
  dateReprise: string,
  existantes: Partial<Record<Feuille, ReadonlySet<string>>> = {},
  choix: Partial<Record<Feuille, Record<string, string | null>>> = {},
): Verification {
  const erreurs: Erreur[] = [];
  const avertissements: string[] = [];
  const lus: Partial<Record<Feuille, Enregistrement[]>> = {};
  const feuilles: Partial<Record<Feuille, Compte>> = {};
  const refs = parFeuille((f) => new Set(existantes[f] ?? []));
  for (const f of FEUILLES) {
    const table = tables[f];
    if (!table) continue;
    const lue = lireFeuille(f, table, choix[f]);
    erreurs.push(...lue.erreurs);
    for (const h of lue.ignorees)
      avertissements.push(
        `Feuille ${f} : colonne ignorée « ${h} » (aucun champ ne lui correspond).`,
      );
    lus[f] = lue.enregistrements;
    if (f === "Soldes") {
      // A balance already written by an earlier import of the same file is not written twice (the ledger only
      // grows): `existantes.Soldes` names them as "locataire:B001" ("reprise" for a tenant's, "depotDetenu").
      let deja = 0;
      for (const r of lue.enregistrements) {
        const ref = texte(r, "reference");
        const type = motNu(texte(r, "type") ?? "");
        const cle = `${type === "locataire" ? "reprise" : type === "depot" ? "depotDetenu" : type}:${ref}`;
        if (!ref || !existantes.Soldes?.has(cle)) continue;
        deja++;
        avertissements.push(
          `Feuille Soldes, ligne ${r.ligne} : le solde ${type} de ${ref} est déjà repris par un import précédent ; il n'est pas écrit une seconde fois.`,
        );
      }
      feuilles[f] = {
        lignes: lue.enregistrements.length,
        creer: lue.enregistrements.length - deja,
        mettreAJour: 0,
      };
      continue;
    }
    // Duplicate references: the second one is the fault.
    const vues = new Map<string, number>();
    let mettreAJour = 0;
    for (const r of lue.enregistrements) {
      const ref = texte(r, "reference");
      if (!ref) continue;
      const deja = vues.get(ref);
      if (deja !== undefined)
        erreurs.push(
          erreur(
            f,
            r.ligne,
            "Reference",
            `la référence ${ref} est déjà celle de la ligne ${deja}.`,
          ),
        );
      else vues.set(ref, r.ligne);
      if (existantes[f]?.has(ref)) mettreAJour++;
    }
    for (const ref of vues.keys()) refs[f].add(ref);
    feuilles[f] = {
      lignes: lue.enregistrements.length,
      creer: vues.size - mettreAJour,
      mettreAJour,
    };
  }

  const pointe = (f: Feuille, ligne: number, colonne: string, cible: Feuille, ref: string) => {
    if (!refs[cible].has(ref))
      erreurs.push(
        erreur(
          f,
          ligne,
          colonne,
          `la référence ${ref} n'existe ni dans la feuille ${cible} ni dans l'agence.`,
        ),
      );
  };
  // A person's nom and prénom are required; a company owner (SCI...) has a raison sociale; the Mandats sheet.
  erreurs.push(...verifierProprietairesEtMandats(lus, pointe), ...verifierFiches(lus));
  for (const r of lus.Appartements ?? []) {
    const parts = r.champs.proprietaires;
    if (Array.isArray(parts))
      for (const p of parts)
        pointe(
          "Appartements",
          r.ligne,
          "Proprietaires",
          "Proprietaires",
          typeof p === "string" ? p : p.reference,
        );
  }
  const enCours = new Map<string, number>();
  for (const r of lus.Baux ?? []) {
    const appart = texte(r, "appartement");
    if (appart) pointe("Baux", r.ligne, "Appartement", "Appartements", appart);
    const locs = r.champs.locataires;
    if (Array.isArray(locs))
      for (const l of locs)
        if (typeof l === "string") pointe("Baux", r.ligne, "Locataires", "Locataires", l);
    verifierBail(r, erreurs);
    // One running lease per apartment at the cut-over date.
    const debut = texte(r, "dateDebutBail");
    const fin = texte(r, "dateFinBail");
    if (appart && debut && debut <= dateReprise && (!fin || fin >= dateReprise)) {
      const autre = enCours.get(appart);
      if (autre !== undefined)
        erreurs.push(
          erreur(
            "Baux",
            r.ligne,
            "Appartement",
            `le lot ${appart} a déjà un bail en cours au ${dateFr(dateReprise)} (ligne ${autre}).`,
          ),
        );
      else enCours.set(appart, r.ligne);
    }
  }
  for (const r of lus.Garants ?? []) {
    const bail = texte(r, "bail");
    if (bail) pointe("Garants", r.ligne, "Bail", "Baux", bail);
  }
  const soldesVus = new Map<string, number>();
  for (const r of lus.Soldes ?? []) {
    const ref = texte(r, "reference");
    const brut = texte(r, "type");
    const type = motNu(brut ?? "");
    if (!estTypeSolde(type)) {
      if (brut)
        erreurs.push(
          erreur("Soldes", r.ligne, "Type", "type inconnu (locataire, depot ou proprietaire)."),
        );
      continue;
    }
    if (!ref) continue;
    pointe("Soldes", r.ligne, "Reference", type === "proprietaire" ? "Proprietaires" : "Baux", ref);
    const cle = `${type}:${ref}`;
    const deja = soldesVus.get(cle);
    if (deja !== undefined)
      erreurs.push(
        erreur(
          "Soldes",
          r.ligne,
          "Reference",
          `le solde ${type} de ${ref} est déjà donné ligne ${deja}.`,
        ),
      );
    else soldesVus.set(cle, r.ligne);
    if (type === "depot" && typeof r.champs.montant === "number" && r.champs.montant < 0)
      erreurs.push(
        erreur("Soldes", r.ligne, "Montant", "un dépôt de garantie détenu ne peut être négatif."),
      );
  }
  erreurs.sort(
    (a, b) => FEUILLES.indexOf(a.feuille) - FEUILLES.indexOf(b.feuille) || a.ligne - b.ligne,
  );
  return { feuilles, erreurs, avertissements, lus };
}

const dateFr = (iso: string) => iso.split("-").reverse().join("/");

/** A lease's own rules: its kind, its dates in order, its due day, its deposit under the cap of its kind. */
function verifierBail(r: Enregistrement, erreurs: Erreur[]) {
  const typeTexte = texte(r, "typeBail");
  const type = typeTexte ? typeBailLu(typeTexte) : "nu";
  if (!type)
    erreurs.push(
      erreur(
        "Baux",
        r.ligne,
        "Type de bail",
        "type de bail inconnu (nu, meublé, mobilité ou étudiant).",
      ),
    );
  else r.champs.typeBail = type;
  const debut = texte(r, "dateDebutBail");
  const fin = texte(r, "dateFinBail");
  if (debut && fin && fin < debut)
    erreurs.push(erreur("Baux", r.ligne, "Date de fin", "la fin du bail précède son début."));
  const jour = r.champs.jourQuitance;
  if (typeof jour === "number" && (jour < 1 || jour > 31))
    erreurs.push(
      erreur("Baux", r.ligne, "Jour de quittance", "jour compris entre 1 et 31 attendu."),
    );
  const loyer = r.champs.loyerHC;
  const depot = r.champs.depotGarantie;
  if (type && typeof loyer === "number" && typeof depot === "number") {
    const faute = regleDepot(type, loyer, depot);
    if (faute) erreurs.push(erreur("Baux", r.ligne, "Depot de garantie", faute));
  }
}
