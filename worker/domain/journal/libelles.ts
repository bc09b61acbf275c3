// The journal in French (issue 42): each journaled table by the name staff know it by, and the columns no screen's
// form names (ids, dates of the system, the SEPA files' lines...). The forms' own labels come first: the web
// reads them from the record screens' field definitions (web/src/features/journal/journal-libelles.ts).
import { MODE_VERIFICATION_LABELS } from "../iban-verification/regles";
import { RESSOURCES_JOURNAL } from "./ressources";

export const MSG_RESSOURCE_INCONNUE = "Ressource inconnue : choisissez-la dans la liste.";

/** The journaled resources whose record has a screen of its own: a journal line links to it while it exists. */
export const RESSOURCES_AVEC_FICHE = [
  "Client",
  "Appartement",
  "Locataire",
  "Dossier",
  "Mission",
] as const;

/** Columns of many tables. A foreign key `XxxId` is named after its table (`libelleChamp`). */
const COMMUNS: Readonly<Record<string, string>> = {
  id: "N°",
  createdAt: "Créé le",
  updatedAt: "Modifié le",
  archiveLe: "Archivé le",
  dateReprise: "Date de reprise",
  auteur: "Auteur",
  date: "Date",
  du: "Du",
  au: "Au",
  montant: "Montant",
  motif: "Motif",
  libelle: "Libellé",
  statut: "Statut",
  nom: "Nom",
  type: "Type",
  cle: "Fichier stocké",
  url: "Adresse du fichier",
  mime: "Type de fichier",
  taille: "Taille",
  hash: "Empreinte",
  iban: "IBAN",
  bic: "BIC",
  rum: "Référence unique de mandat (RUM)",
  titulaire: "Titulaire du compte",
  dateSignature: "Date de signature",
  lieuSignature: "Lieu de signature",
  debit: "Débit",
  credit: "Crédit",
  tva: "TVA",
  total: "Total",
  ecartes: "Écartés",
  valideAt: "Validé le",
  validePar: "Validé par",
  reference: "Référence",
  mode: "Mode de paiement",
  quotePart: "Quote-part (%)",
  ordre: "Ordre",
  numero: "Numéro",
  annuleId: "Annule l'écriture",
  compteId: "Compte bancaire",
  releveId: "Relevé bancaire",
  numeroMandat: "N° de mandat",
  ordreMission: "Ordre de mission",
  signe: "Signé",
  signed: "Signé",
  dateEffet: "Date d'effet",
  dateRevision: "Date de révision",
  sequence: "Séquence",
};

/** Per table, what COMMUNS does not say or says otherwise. */
const PAR_TABLE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  User: {
    email: "E-mail",
    role: "Rôle",
    passwordHash: "Mot de passe",
    mustSetPassword: "Mot de passe provisoire",
    // A counter bumped to end every open session (a password set, a logout everywhere): said as the token it renews.
    tokenVersion: "Jeton de session",
    totpSecret: "Secret du second facteur",
    totpActif: "Second facteur activé",
    // The last 30-second step whose code was accepted: moves at each sign-in with the second factor.
    totpDernierPas: "Dernier code du second facteur utilisé",
  },
  CodeSecours: { codeHash: "Code de secours", utiliseAt: "Utilisé le", UserId: "Utilisateur" },
  Variable: { nom: "Nom", valeur: "Valeur" },
  Equipement: { collectif: "Collectif" },
  Irl: { trimestre: "Trimestre", valeur: "Valeur" },
  PlafondHonoraires: {
    depuis: "Depuis le",
    tresTendue: "Zone très tendue (€/m²)",
    tendue: "Zone tendue (€/m²)",
    nonTendue: "Zone non tendue (€/m²)",
    etatDesLieux: "État des lieux (€/m²)",
    source: "Source",
  },
  Paiement: { versProprietaires: "Reversé aux propriétaires" },
  Quitance: {
    uuid: "Lien de réponse",
    dateFin: "Fin de période",
    mois: "Mois",
    prixHC: "Loyer hors charges",
    charge: "Charges",
    relance: "Relance",
    regle: "Réglée",
    statusInconu: "Statut inconnu",
    automatique: "Automatique",
    montantRegle: "Montant réglé",
    dateReglement: "Date de règlement",
    declaration: "Déclaration du locataire",
    etapeRelance: "Étape de relance",
    nbRelances: "Nombre de relances",
    file: "Document",
    fileEmpreinte: "Empreinte du document",
    reponduAt: "Réponse du locataire le",
  },
  Facture: {
    prefixe: "Préfixe",
    annee: "Année",
    rang: "Rang",
    objet: "Objet",
    tauxTva: "Taux de TVA",
    totalHT: "Total HT",
    totalTVA: "Total TVA",
    totalTTC: "Total TTC",
    acheteur: "Acheteur",
    vendeur: "Vendeur",
    reglement: "Règlement",
    avoirDe: "Avoir de la facture",
  },
  FactureFournisseur: { montant: "Montant TTC", montantHT: "Montant HT", montantTVA: "TVA" },
  Accompte: {
    dateDepart: "Date de départ",
    dateFin: "Date de fin",
    prix: "Prix TTC",
    prixHT: "Prix HT",
    datePaiement: "Date de paiement",
    regle: "Réglé",
  },
  Fichier: { extention: "Extension" },
  History: { etat: "État", user: "Utilisateur" },
  LibelleAppris: { fois: "Nombre de fois" },
  CompteBancaire: {
    numero: "N° de compte",
    profilCsv: "Format CSV",
    sequestre: "Compte séquestre",
  },
  ReleveBancaire: {
    format: "Format",
    nomFichier: "Fichier",
    soldeInitial: "Solde initial",
    soldeFinal: "Solde final",
    lignes: "Lignes",
    doublons: "Doublons",
    ruptureExpliquee: "Écart de solde expliqué",
  },
  ExerciceClos: { exercice: "Exercice", closAt: "Clos le", closPar: "Clos par" },
  LigneBancaire: { contrepartie: "Contrepartie", empreinte: "Empreinte", traitePar: "Traitée par" },
  Prelevement: {
    dateEcheance: "Date d'échéance",
    cle: "Clé de préparation",
    fichierSepa: "Fichier SEPA émis",
  },
  Reversement: { cle: "Clé de préparation", fichierSepa: "Fichier SEPA émis" },
  Telechargement: {
    quoi: "Fichier téléchargé",
    reference: "Référence (lot, exercice)",
    auteur: "Téléchargé par",
    sessionId: "Session",
    adresse: "Adresse IP",
    at: "Téléchargé le",
  },
  LignePrelevement: { rejet: "Motif du rejet", rejeteAt: "Rejeté le" },
  MandatSepa: { revoqueAt: "Révoqué le" },
  LigneReglementation: {
    tableau: "Table",
    cle: "Territoire",
    debut: "Début",
    fin: "Fin",
    source: "Source",
    donnees: "Contenu",
  },
  ListeCommunes: {
    dateListe: "Date de la liste",
    nombre: "Nombre de communes",
    fichier: "Fichier",
  },
  Mandat: {
    carte: "Carte professionnelle",
    annee: "Année",
    nature: "Nature",
    mandants: "Mandants",
    bien: "Bien",
    duree: "Durée",
    dateFin: "Date de fin",
    dateAnnulation: "Date d'annulation",
  },
  Mobilier: {
    designation: "Désignation",
    quantite: "Quantité",
    etat: "État",
    piece: "Pièce",
    elementObligatoire: "Élément obligatoire",
  },
  Mission: { reconductions: "Reconductions enregistrées" },
  Diagnostic: {
    dateRealisation: "Date de réalisation",
    resultat: "Résultat",
    classe: "Classe énergie",
    classeApresAttestation: "Classe après attestation ADEME",
    dateAttestation: "Date de l'attestation",
    sourceAttestation: "Source de l'attestation",
    energieFinale: "Énergie finale (kWh/m²/an)",
    positif: "Plomb, amiante ou anomalies constatés",
    surface: "Surface habitable (m²)",
    FichierId: "Rapport",
  },
  DeductionDepot: { piece: "Justificatif" },
  DocumentGenere: { sujet: "Objet" },
  Regularisation: {
    provisions: "Provisions versées",
    reel: "Charges réelles",
    solde: "Solde",
    nouvelleProvision: "Nouvelle provision",
  },
  RegularisationCharge: { categorie: "Catégorie" },
  RestitutionDepot: {
    retenueSyndic: "Retenue pour le syndic",
    dateRestitution: "Date de restitution",
  },
  RevisionLoyer: {
    ancienLoyer: "Ancien loyer",
    nouveauLoyer: "Nouveau loyer",
    trimestreReference: "Trimestre de référence",
    indiceReference: "Indice de référence",
    nouveauTrimestre: "Nouveau trimestre",
    nouvelIndice: "Nouvel indice",
  },
  Ecriture: { QuitanceId: "Quittance", PaiementId: "Paiement" },
  Locataire: { anonymiseLe: "Anonymisé le" },
  Dossier: { clos: "Clos" },
  AgenceParametres: {
    envoiCompteRendu: "Envoi des comptes-rendus par e-mail",
    verificationIban: "Vérification des IBAN",
    ibanStatut: "Statut du compte séquestre",
    ibanModifiePar: "Compte séquestre modifié par",
    ibanModifieAt: "Compte séquestre modifié le",
  },
  Client: { ibanStatut: "Statut de l'IBAN" },
  IbanClient: {
    statut: "Statut",
    auteur: "Saisi par",
    verifieApres: "Vérifié sans opposition après",
    informeA: "Propriétaire prévenu à",
    confirmePar: "Confirmé par",
    confirmeAt: "Confirmé le",
  },
};

/** The yes-or-no columns no form shows (the journal holds 0 or 1): read "Oui" / "Non". */
const BOOLEENS: ReadonlySet<string> = new Set([
  "envoiCompteRendu",
  "collectif",
  "sequestre",
  "versProprietaires",
  "regle",
  "signe",
  "signed",
  "automatique",
  "statusInconu",
  "elementObligatoire",
  "clos",
  "quitanceAuto",
  "payeParAgence",
  "renouvele",
  "positif",
  "totpActif",
  "exigerDeuxFacteurs",
]);
export const estBooleen = (colonne: string) => BOOLEENS.has(colonne);

/**
 * The states of the enum columns no form offers (issue 60): the journal holds "brouillon" and "valide", the screen
 * reads « Brouillon → Validé ». One list for every state column (`statut`, `ibanStatut`): each value means the same
 * wherever it is found. `verificationIban` takes its labels from Paramètres > Agence (MODE_VERIFICATION_LABELS).
 */
const ETATS: Readonly<Record<string, string>> = {
  brouillon: "Brouillon",
  valide: "Validé",
  actif: "Actif",
  revoque: "Révoqué",
  a_verifier: "À vérifier",
  verifie: "Vérifié",
  remplace: "Remplacé",
  confirme: "Confirmé",
  annule: "Annulé",
  ...MODE_VERIFICATION_LABELS,
};
const COLONNES_ETAT: ReadonlySet<string> = new Set(["statut", "ibanStatut", "verificationIban"]);

/** The French label of a state the journal holds, or undefined for any other column or value. */
function libelleEtat(colonne: string, valeur: unknown): string | undefined {
  return COLONNES_ETAT.has(colonne) && typeof valeur === "string" && Object.hasOwn(ETATS, valeur)
    ? ETATS[valeur]
    : undefined;
}

/**
 * The kinds no form offers (a form picks them for the user: the Intendance screen's two dialogs, the register's
 * numbering of a mission or a caretaking), by the words their screens use: never « depense ».
 */
const NATURES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Intendance: { mission: "Mission d'intendance", depense: "Dépense" },
  Mandat: { gestion: "Mandat de gestion", intendance: "Mission d'intendance" },
};
/** Numbers that are names, not quantities: a year or a rank reads « 2026 », never grouped as « 2 026 ». */
const NUMEROS: ReadonlySet<string> = new Set(["annee", "sequence", "exercice"]);

/**
 * A value of the journal as its screens say it when the column alone decides: a state (libelleEtat), a kind, a year
 * as written; undefined for any other (the field's own format applies).
 */
export function libelleValeur(
  ressource: string,
  colonne: string,
  valeur: unknown,
): string | undefined {
  const etat = libelleEtat(colonne, valeur);
  if (etat !== undefined) return etat;
  const natures = colonne === "nature" ? NATURES[ressource] : undefined;
  if (natures && typeof valeur === "string" && Object.hasOwn(natures, valeur))
    return natures[valeur];
  return NUMEROS.has(colonne) && typeof valeur === "number" ? String(valeur) : undefined;
}

/** Columns holding a whole file kept once issued (issue 59): the journal says its size, never its text. */
const FICHIERS_GARDES: ReadonlySet<string> = new Set(["fichierSepa"]);
export const estFichierGarde = (colonne: string) => FICHIERS_GARDES.has(colonne);

/** "dateEcheance" -> "Date echeance": a column nobody named yet reads as words, never as the column. */
const enMots = (colonne: string) => {
  const mots = colonne.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return mots.charAt(0).toUpperCase() + mots.slice(1);
};

/** The French name of a column of a journaled table, when no screen's form names it. */
export function libelleChamp(ressource: string, colonne: string): string {
  const propre = PAR_TABLE[ressource]?.[colonne] ?? COMMUNS[colonne];
  if (propre) return propre;
  const cible = /^([A-Z]\w*)Id$/.exec(colonne)?.[1];
  if (cible && RESSOURCES_JOURNAL[cible]) return RESSOURCES_JOURNAL[cible];
  return enMots(colonne);
}

/** The French name of a resource; an unknown one (a table since dropped) in words. */
export const libelleRessource = (ressource: string) =>
  RESSOURCES_JOURNAL[ressource] ?? enMots(ressource);
