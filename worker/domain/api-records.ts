// The records as the API answers them (docs/topics/api-conventions.md): each resource's record in the API contract
// (contract/shapes.ts: its zod schema of spec 5 and what the server adds: id and timestamps, derived amounts, stored
// documents), the list flags (services/resources/list-flags.ts, `decorate`) and the relations of a single read
// (`include` / `readOne`), named as the API names them. Types only: the web reads its records through them.
// tests/types/api-records.ts checks the stored fields against the database tables, so a column added on one side
// only fails the typecheck.
import type { z } from "zod";
import type { jobRun, outboxMail } from "./contract/admin";
import type { quitanceLigne } from "./contract/quitance";
import type { historyEntry } from "./contract/dossier";
import type { RECORDS, compte } from "./contract/shapes";
import type { depotARestituer, tableauDeBord } from "./contract/tableau-de-bord";
import type { ResumeMission } from "./mission";
import type { statutAppartement, statutPreavis } from "./statut-appartement";

// Type aliases rather than interfaces throughout: an alias is assignable to Record<string, unknown>, which the
// web's generic screens take.

// ---- Stored rows: what a POST / PUT answers, and what every relation of a single read holds. Their shapes are the
// API contract's (contract/shapes.ts, the schemas of the OpenAPI document): the web's types are the document's.

type Saved<N extends keyof typeof RECORDS> = z.output<(typeof RECORDS)[N]>;
export type Client = Saved<"Client">;
export type Appartement = Saved<"Appartement">;
export type Locataire = Saved<"Locataire">;
export type Dossier = Saved<"Dossier">;
export type Caution = Saved<"Caution">;
export type EtatLieux = Saved<"EtatLieux">;
export type Mission = Saved<"Mission">;
export type Accompte = Saved<"Accompte">;
export type Intendance = Saved<"Intendance">;
export type Quitance = Saved<"Quitance">;
export type Equipement = Saved<"Equipement">;
export type Variable = Saved<"Variable">;
/** `url` is the download path under /files; the store key never leaves the server. */
export type Fichier = Saved<"Fichier">;
export type Image = Saved<"Image">;
/** An account of the user list (the session's own user is `User` in the web). */
export type UserAccount = Saved<"User">;
/** A group GLI contract of the agency (issue 78). */
export type ContratGli = Saved<"ContratGli">;
/** A supplier (issue 76). */
export type Fournisseur = Saved<"Fournisseur">;
/** An apartment's history line: an owner or tenant added or removed. */
export type HistoryEntry = z.output<typeof historyEntry>;

/** A row of the month's or the year's receipts (GET /Quitance/byDate, byYear): its tenant, apartment and status. */
export type QuitanceLigne = z.output<typeof quitanceLigne>;
/** A term's state from the tenant's account (ADR 007), what `GET /Quitance/{id}` adds to the row. */
export type EtatTerme = {
  resteDu: number;
  paiements: { PaiementId: number | null; montant: number; date: string; mode: string }[];
  /** "Le locataire a déclaré avoir payé le 23/11/2026", or null. */
  declarationLocataire: string | null;
};
/** GET /Dossier/{id}/compte: its lines (debit due, credit received, the running balance) and the balance. */
export type CompteDossier = z.output<typeof compte>;
export type EcritureCompte = CompteDossier["ecritures"][number];
/** A mail of the outbox (GET /Outbox, admin); GET /Outbox/{id} adds its text. */
export type OutboxMail = z.output<typeof outboxMail>;
/** A run of the daily job (GET /taches, admin): what the cron found, what its batches made, what failed. */
export type ExecutionTache = z.output<typeof jobRun>;

// ---- Flags (computed on the Paris day): list rows, and some rows of a single read.

/** Set on every list row and every single read: false where the server would refuse a DELETE. */
export type Deletable = { supprimable: boolean };
/** A dossier's day flags: closed once its end date has passed, in notice within its notice period. */
export type DossierFlags = { clos: boolean; enPreavis: boolean };
/** An intendance is current while its end date is still ahead. */
export type IntendanceFlags = { enCours: boolean };

export type StatutAppartement = ReturnType<typeof statutAppartement>;
export type AppartementFlags = {
  statut: StatutAppartement;
  /** The notice list: apartments in notice, and vacant ones; null for the others. */
  preavis: ReturnType<typeof statutPreavis> | null;
  /** An intendance covers today. */
  enGestion: boolean;
};

// ---- Single reads: the row's relations (and read-time flags), named as the API names them.

export type ClientRelations = {
  biens: Appartement[];
  Missions: Mission[];
  Fichiers: Fichier[];
  Quitances: Quitance[];
  conjoint: Pick<Client, "id" | "nom" | "prenom"> | null;
};
export type AppartementRelations = {
  loyer: { charge: number; loyerHC: number; loyerTCC: number };
  statut: StatutAppartement;
  /** A caretaking mission covers today, or a management mandate holds it (the list's flag). */
  enGestion: boolean;
  proprietaires: Client[];
  Equipements: Equipement[];
  Images: Image[];
  /** Tenants of the running dossiers, each with its dossier. */
  locataires: (Locataire & { Dossier: Dossier })[];
  Dossiers: (Dossier & DossierFlags & { Locataire: Locataire })[];
  Intendances: (Intendance & IntendanceFlags)[];
  EtatLieux: EtatLieux[];
  Missions: Mission[];
  Fichiers: Fichier[];
  history: HistoryEntry[];
};
export type LocataireRelations = {
  locations: (Appartement & { Dossier: Dossier & DossierFlags })[];
  Fichiers: Fichier[];
  Quitances: Quitance[];
};
export type DossierRelations = DossierFlags & {
  Appartement: Appartement | null;
  Locataire: Locataire | null;
  /** A co-tenancy's tenants beyond `Locataire`, in the lease's order (`Colocataire`, ADR 134); [] otherwise. */
  Colocataires: Pick<Locataire, "id" | "titre" | "prenom" | "nom">[];
  Cautions: Caution[];
  EtatEntrant: EtatLieux | null;
  EtatSortant: EtatLieux | null;
  Fichiers: Fichier[];
  /** A running lease on a dwelling below the energy floor today: the works owed (issue 73), else null. */
  mentionDecence: string | null;
  /**
   * The end of the running lease's current term: its « Fin du bail », or when empty the term the law gives it from
   * its start and kind (domain/reconduction/terme.ts); null once it is closed.
   */
  termeCourant: string | null;
};
export type MissionRelations = {
  Clients: Client[];
  /** With the number of the invoice that covers each (ADR 038: then neither changed nor deleted), or null. */
  Accomptes: (Accompte & { facture: string | null })[];
  Appartements: Appartement[];
  /** The summary cards (amounts in euros here). */
  resume: ResumeMission;
};

/** A resource of the generic CRUD: what a POST / PUT answers, a row of GET /api/{R}, the body of GET /api/{R}/{id}. */
type Resource<Saved, List = unknown, Read = unknown> = {
  row: Saved;
  list: Saved & List & Deletable;
  read: Saved & Read & Deletable;
};

/**
 * A row whose members are left out when null: each nullable field optional, read as `row.x ?? ...` or
 * `row.x == null`, never `row.x === null` (ADR 154).
 */
export type NullsLeftOut<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: T[K];
};

/**
 * A row of a whole list asked in its compact form (`?forme=compacte`, ADR 154): the record without its null members,
 * the day's flags and `supprimable` always there (null included).
 */
export type LignesCompactes = {
  Appartement: NullsLeftOut<Appartement> & AppartementFlags & Deletable;
};

export type ApiResources = {
  Client: Resource<Client, unknown, ClientRelations>;
  Appartement: Resource<Appartement, AppartementFlags, AppartementRelations>;
  Locataire: Resource<
    Locataire,
    { dossierEnCours: boolean; ancienLocataire: boolean },
    LocataireRelations
  >;
  Mission: Resource<Mission, { Clients: Client[] }, MissionRelations>;
  Dossier: Resource<Dossier, DossierFlags, DossierRelations>;
  Variable: Resource<Variable>;
  Quitance: Resource<
    Quitance,
    unknown,
    EtatTerme & { Appartement: Appartement | null; Locataire: Locataire | null }
  >;
  Accompte: Resource<Accompte, unknown, { Appartement: Appartement | null }>;
  /** A list row names its apartment (its address only); a single read carries the whole apartment. */
  Intendance: Resource<
    Intendance,
    IntendanceFlags & {
      Appartement: Pick<Appartement, "id" | "adresse" | "codePostal" | "ville"> | null;
    },
    { Appartement: Appartement | null }
  >;
  Equipement: Resource<Equipement>;
  Image: Resource<Image>;
  Caution: Resource<Caution>;
  EtatLieux: Resource<EtatLieux, unknown, { Appartement: Appartement | null }>;
  Fichier: Resource<Fichier>;
  User: Resource<UserAccount>;
  /** A list row counts the leases under the contract today (ADR 147). */
  ContratGli: Resource<ContratGli, { baux: number }>;
  Fournisseur: Resource<
    Fournisseur,
    unknown,
    {
      Interventions: {
        id: number;
        objet: string;
        etat: string;
        date: string;
        AppartementId: number;
      }[];
    }
  >;
};

// ---- GET /api/dashboard (services/dashboard.ts), on the Paris day `jour`: the contract's schema.

export type TableauDeBord = z.output<typeof tableauDeBord>;
/** A deposit still to pay back, as the dashboard lists it (services/depot/echeances.ts). Euros, YYYY-MM-DD. */
export type DepotARestituer = z.output<typeof depotARestituer>;

export type ClientRead = ApiResources["Client"]["read"];
export type AppartementRead = ApiResources["Appartement"]["read"];
export type LocataireRead = ApiResources["Locataire"]["read"];
export type DossierRead = ApiResources["Dossier"]["read"];
export type MissionRead = ApiResources["Mission"]["read"];
