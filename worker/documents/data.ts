// The rows documents are made from, as the database stores them (money in cents). Types only: a generator takes
// plain data and returns bytes; the services under services/documents/ read the rows.
import type { Appartement, Caution, Client, Dossier, EtatLieux, Intendance, Locataire, Mission, Accompte } from "../db/schema";

export type AppartementRow = typeof Appartement.$inferSelect;
export type CautionRow = typeof Caution.$inferSelect;
export type ClientRow = typeof Client.$inferSelect;
export type DossierRow = typeof Dossier.$inferSelect;
export type EtatLieuxRow = typeof EtatLieux.$inferSelect;
export type IntendanceRow = typeof Intendance.$inferSelect;
export type LocataireRow = typeof Locataire.$inferSelect;
export type MissionRow = typeof Mission.$inferSelect;
export type AccompteRow = typeof Accompte.$inferSelect;
