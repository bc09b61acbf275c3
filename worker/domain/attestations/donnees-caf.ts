// The CAF sheet (issue 73, item 7): every field of the Cerfa « Attestation de loyer » (formulaire-caf.ts) filled from
// the records, for staff to copy into the form or the CAF's partner portal, and `manquants` naming what the records
// lack. Pure: the money is the lease's rent and the account's balance as the services read them, in cents, each
// beside its French text. Nothing is guessed: a field the records do not hold is null and listed in `manquants`
// (whether the home is « conventionné », how the aid is paid: tiers payant is a later issue, 77).
import { REGLES_BAIL, TYPES_BAIL, estMeuble } from "../bail/types-bail";
import { joint } from "../colocataires/noms";
import { eurosDe } from "../francais/nombres";
import { estParmi } from "../parmi";
import { formulaireCafAu } from "./formulaire-caf";
import { villeDe } from "./lieu";
import { libelleMois } from "./paiement-loyers";

/** An amount as the sheet gives it: cents, and the text to type in the form. */
export interface MontantCaf {
  centimes: number;
  texte: string;
}

export const montantCaf = (centimes: number): MontantCaf => ({
  centimes,
  texte: eurosDe(centimes / 100),
});

/** What the service reads of the records. Cents, days YYYY-MM-DD. */
export interface RecordsCaf {
  jour: string;
  DossierId: number;
  typeBail: string;
  dateEntree: string;
  loyerHC: number;
  charges: number;
  /** The account's balance on `jour` (positive: owed), the figure of the account's screen. */
  solde: number;
  logement: {
    adresse: string | null;
    codePostal: string | null;
    ville: string | null;
    surface: number | null;
    nbPiece: number | null;
  };
  locataires: {
    titre: string | null;
    prenom: string | null;
    nom: string;
    naissance: string | null;
  }[];
  bailleurs: { nom: string; adresse: string; siret: string | null }[];
  mandataire: boolean;
  agence: { nom: string; adresse: string; siret: string; carteProfessionnelle: string };
}

/** One field the records lack: its key in the answer and its label on the form. */
export interface Manquant {
  champ: string;
  libelle: string;
}

const vide = (v: string | number | null | undefined) =>
  v == null || (typeof v === "string" && !v.trim());

/** The sheet's data, with `manquants` in the order of the form. */
export function donneesCaf(r: RecordsCaf) {
  const formulaire = formulaireCafAu(r.jour);
  const manquants: Manquant[] = [];
  const manque = (champ: string, libelle: string) => manquants.push({ champ, libelle });
  // The agency fills the form for the owners it manages (or when no owner is recorded): their representative.
  const represente = r.mandataire || !r.bailleurs.length;
  if (!r.bailleurs.length) manque("bailleur.personnes", "Nom du bailleur");
  r.bailleurs.forEach((b, i) => {
    if (vide(b.adresse)) manque(`bailleur.personnes.${i}.adresse`, `Adresse du bailleur ${b.nom}`);
  });
  const l = r.logement;
  if (vide(l.adresse)) manque("logement.adresse", "Adresse du logement");
  if (vide(l.surface)) manque("logement.surfaceHabitable", "Surface habitable");
  if (vide(l.nbPiece)) manque("logement.nombrePieces", "Nombre de pièces principales");
  // The records hold no agreement (APL convention) of the home.
  manque("logement.conventionne", "Logement conventionné (oui ou non)");
  r.locataires.forEach((t, i) => {
    // By first name and name, as every print names a tenant: the surname alone (« de Benali ») read oddly.
    if (vide(t.naissance))
      manque(`locataires.${i}.dateNaissance`, `Date de naissance de ${joint([t.prenom, t.nom])}`);
  });
  manque(
    "versementAide.tiersPayant",
    "Versement de l'aide au bailleur (tiers payant) ou au locataire",
  );
  const type = estParmi(TYPES_BAIL, r.typeBail) ? r.typeBail : null;
  const periode = r.jour.slice(0, 7);
  return {
    formulaire: {
      cerfa: formulaire.cerfa,
      intitule: formulaire.intitule,
      source: formulaire.source,
    },
    DossierId: r.DossierId,
    date: r.jour,
    bailleur: {
      personnes: r.bailleurs.map((b) => ({
        nom: b.nom,
        adresse: b.adresse,
        siret: b.siret || null,
      })),
      representant: represente
        ? {
            nom: r.agence.nom,
            adresse: r.agence.adresse,
            siret: r.agence.siret || null,
            carteProfessionnelle: r.agence.carteProfessionnelle || null,
            qualite: "Mandataire du bailleur (agence gestionnaire)",
          }
        : null,
    },
    logement: {
      adresse: l.adresse?.trim() || null,
      codePostal: l.codePostal?.trim() || null,
      ville: l.ville?.trim() || null,
      surfaceHabitable: l.surface,
      nombrePieces: l.nbPiece,
      meuble: type ? estMeuble(type) : null,
      typeBail: type ? REGLES_BAIL[type].libelle : r.typeBail,
      conventionne: null,
      dateEntree: r.dateEntree,
    },
    locataires: r.locataires.map((t, i) => ({
      qualite: i === 0 ? "Locataire" : "Colocataire (cotitulaire du bail)",
      titre: t.titre?.trim() || null,
      prenom: t.prenom?.trim() || null,
      nom: t.nom,
      dateNaissance: t.naissance,
    })),
    loyer: {
      periode,
      periodeLibelle: libelleMois(periode),
      loyerHorsCharges: montantCaf(r.loyerHC),
      charges: montantCaf(r.charges),
      montantTotal: montantCaf(r.loyerHC + r.charges),
    },
    paiement: {
      aJour: r.solde <= 0,
      // What is owed on the day (0 when up to date or in credit).
      impaye: montantCaf(Math.max(r.solde, 0)),
    },
    versementAide: {
      tiersPayant: null,
      mention: "Non renseigné dans le dossier : à indiquer sur le formulaire.",
    },
    signature: {
      lieu: villeDe(represente ? r.agence.adresse : (r.bailleurs[0]?.adresse ?? "")),
      date: r.jour,
      signataire: represente ? r.agence.nom : (r.bailleurs[0]?.nom ?? ""),
      qualite: represente ? "Pour le bailleur, son mandataire" : "Le bailleur",
    },
    manquants,
  };
}

export type DonneesCaf = ReturnType<typeof donneesCaf>;
