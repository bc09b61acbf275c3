// The rows documents are made from, as the database stores them (money in cents). Types only: a generator takes
// plain data and returns bytes; the services under services/documents/ read the rows.
import type {
  Appartement,
  Caution,
  Client,
  Dossier,
  EtatLieux,
  Intendance,
  Locataire,
  Mission,
  Accompte,
} from "../db/schema";

export type AppartementRow = typeof Appartement.$inferSelect;
export type CautionRow = typeof Caution.$inferSelect;
export type ClientRow = typeof Client.$inferSelect;
export type DossierRow = typeof Dossier.$inferSelect;
export type EtatLieuxRow = typeof EtatLieux.$inferSelect;
export type IntendanceRow = typeof Intendance.$inferSelect;
export type LocataireRow = typeof Locataire.$inferSelect;
export type MissionRow = typeof Mission.$inferSelect;
export type AccompteRow = typeof Accompte.$inferSelect;

/** Everything a dossier's documents print: the lease, its parties, the premises, guarantors and inventories. */
export interface DossierBundle {
  dossier: DossierRow;
  appartement: AppartementRow;
  locataire: LocataireRow;
  /** The lease's co-tenants beyond its tenant, in the lease's order (`Colocataire`, ADR 134). */
  colocataires: LocataireRow[];
  proprietaires: ClientRow[];
  equipements: { nom: string; collectif: boolean }[];
  cautions: CautionRow[];
  etatIn: EtatLieuxRow | null;
  etatOut: EtatLieuxRow | null;
}

/** A mission order's data: the mission, its commissioning clients, apartments and instalments. */
export interface MissionBundle {
  mission: MissionRow;
  clients: ClientRow[];
  appartements: AppartementRow[];
  accomptes: AccompteRow[];
}

/** An apartment and its owners, for the furniture inventory and the caretaking order. */
export interface AppartementBundle {
  appartement: AppartementRow;
  proprietaires: ClientRow[];
  equipements: { nom: string; collectif: boolean }[];
}

/** The furniture inventory: the apartment and its furniture list (`enregistre` false: the décret's proposal). */
export interface InventaireMobilierData extends AppartementBundle {
  mobilier: {
    designation: string;
    quantite: number;
    etat: string | null;
    piece: string | null;
    elementObligatoire: string | null;
  }[];
  enregistre: boolean;
  /** The décret 2015-981 items the saved list lacks or holds at quantity 0. */
  manquants: string[];
  /** The tenant of the apartment's running lease ("Madame Léa Martin et Monsieur …"), null when none. */
  locataire: string | null;
  /** The day the inventory is drawn up: the running lease's entry, else the day it is printed. */
  date: string;
}
