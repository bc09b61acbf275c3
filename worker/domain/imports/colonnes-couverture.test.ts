import { describe, expect, it } from "vitest";
import { missionSchema } from "../schemas/mission";
import { COLONNES, type Feuille } from "./colonnes";
import { COLONNES_FICHES } from "./colonnes-fiches";
import { formeDe, SCHEMAS_FICHES } from "./verifier-fiches";

// Issue 74 item 1: every field staff can type on a record has a column in the import's template (and so in the
// export, which writes the same columns: ADR 081), or is one of the few below, each with why. The fields are read
// from the forms' zod schemas themselves: a field a form gains fails here until it has a column or a reason.

const SECOND =
  "le second titulaire : une seconde ligne Locataires, citée par le bail (L001;L002), l'import le recopie ici";

/** The fields with no column of their own, and why. */
const EXCLUS: Record<string, Record<string, string>> = {
  Proprietaires: {
    adresseDefaut:
      "quel champ d'adresse est celui par défaut : un choix d'écran (l'adresse, sinon)",
    mailDefaut: "quel mail est celui par défaut : un choix d'écran (le mail perso, sinon)",
    telDefaut: "quel téléphone est celui par défaut : un choix d'écran (le mobile perso, sinon)",
    mariage: "le lien vers la fiche du conjoint : une fiche de l'agence, choisie à l'écran",
  },
  Appartements: {
    zoneTendue: "calculée de la commune et des listes de zones tendues (ADR 110), jamais saisie",
    defaultContact: "le contact par défaut : une fiche de l'agence, choisie à l'écran",
  },
  Locataires: {
    secondTitulaire: SECOND,
    autreTitre: SECOND,
    autreNom: SECOND,
    autrePrenom: SECOND,
    autreNomJeuneFille: SECOND,
    autreNaissance: SECOND,
    autreLieuNaissance: SECOND,
    autreMail: SECOND,
    autreTel: SECOND,
    autreTel2: SECOND,
  },
  Baux: {
    AppartementId: "colonne Appartement (sa référence)",
    LocataireId: "colonne Locataires (leurs références, colocataires compris)",
    numFraisDossier: "le numéro du bail : sa Reference",
    encadrement: "les loyers de référence de l'arrêté, recalculés à l'écran à la date du bail",
    clauses: "les clauses particulières du contrat, rédigées à l'écran avant de le générer",
    modePaiement: "le prélèvement demande un mandat SEPA signé, créé à l'écran ; virement sinon",
    etatIn: "l'état des lieux d'entrée : un document, pas une valeur",
    etatOut: "l'état des lieux de sortie : un document, pas une valeur",
  },
  Garants: {
    DossierId: "colonne Bail (sa référence)",
    cp: "colonne Code postal",
    mobile: "colonne Telephone",
  },
  Mandats: {
    type: "toujours « Mandat de gestion » : la feuille n'a que ceux-là",
    nbAppart: "le nombre de lots de la colonne Appartements",
    honorairesGestion: "colonne Honoraires TTC",
    honorairesGestionHT: "colonne Honoraires HT",
    domicileUnique: "une mission au forfait, pas un mandat de gestion",
    accompte1: "une mission au forfait, pas un mandat de gestion",
    accompte2: "une mission au forfait, pas un mandat de gestion",
    reliquat: "une mission au forfait, pas un mandat de gestion",
    valeurMissionAppt: "une mission au forfait, pas un mandat de gestion",
    valeurTotalMission: "une mission au forfait, pas un mandat de gestion",
  },
};

const FORMES: [Feuille, string[]][] = [
  ...(Object.keys(SCHEMAS_FICHES) as (keyof typeof SCHEMAS_FICHES)[]).map(
    (f) => [f, Object.keys(formeDe(SCHEMAS_FICHES[f]))] as [Feuille, string[]],
  ),
  ["Mandats", Object.keys(formeDe(missionSchema))],
];

describe("every writable field a column", () => {
  it.each(FORMES)("%s: each field of the form has a column or a stated reason", (f, champs) => {
    expect(champs.length).toBeGreaterThan(5);
    const colonnes = new Set(COLONNES[f].map((c) => c.champ));
    const exclus = EXCLUS[f] ?? {};
    const sansColonne = champs.filter((c) => !colonnes.has(c) && !(c in exclus));
    expect(sansColonne).toEqual([]);
    // No stale reason: an excluded field is one of the form's, and has no column too.
    for (const c of Object.keys(exclus)) {
      expect(champs).toContain(c);
      expect(colonnes.has(c)).toBe(false);
    }
  });

  it("the Mandats sheet's fee columns are the form's two rates, and its dates and terms by their names", () => {
    const champs = COLONNES.Mandats.map((c) => c.champ);
    expect(champs).toEqual(
      expect.arrayContaining(["numeroMandat", "dateSignature", "dureeMandatMois", "tauxTva"]),
    );
    expect(champs).toEqual(expect.arrayContaining(["honorairesHT", "honorairesTTC"]));
  });

  it.each(Object.keys(COLONNES) as Feuille[])(
    "%s: no two columns answer to the same header (each header or other name reads one field)",
    (f) => {
      const nu = (s: string) =>
        s
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "");
      const vus = new Map<string, string>();
      for (const c of COLONNES[f])
        for (const n of [c.entete, ...c.synonymes]) {
          const k = nu(n);
          expect(vus.get(k) ?? c.champ, `${f} « ${n} »`).toBe(c.champ);
          vus.set(k, c.champ);
        }
    },
  );

  it("the copied fields are the form's, so the form's rule checks each cell", () => {
    for (const [f, colonnes] of Object.entries(COLONNES_FICHES)) {
      const forme = formeDe(SCHEMAS_FICHES[f as keyof typeof SCHEMAS_FICHES]);
      for (const c of colonnes) expect(forme, `${f}.${c.champ}`).toHaveProperty(c.champ);
    }
  });
});
