// The lists' actions on several rows at once (issue 42): one call each, one result per row.
import type { ResultatLot } from "@worker/domain/lots/lot";
import { api, apiBlob } from "./client";
import { route } from "./routes";

export type { ResultatLot };
export interface Encaissements {
  resultats: ResultatLot[];
  encaissees: number;
  ignorees: number;
}
export interface Relances {
  resultats: ResultatLot[];
  relancees: number;
  ignorees: number;
}

export const encaisserQuitances = (ids: number[]) =>
  api<Encaissements>(route("POST /Quitance/encaisser"), { body: { ids } });
export const relancerQuitances = (ids: number[]) =>
  api<Relances>(route("POST /Quitance/relancer"), { body: { ids } });
export const relancerDossiers = (ids: number[]) =>
  api<Relances>(route("POST /Dossier/relancer"), { body: { ids } });
/** The selected receipts' PDFs in one zip. */
export const quitancesZip = (ids: number[]) => apiBlob(route("POST /Quitance/zip"), { ids });
