export type { Role } from "@worker/domain/roles";
import type { Role } from "@worker/domain/roles";

export interface User {
  id: number;
  email: string;
  role: Role;
  mustSetPassword: boolean;
}

export type ResourceName =
  | "Client"
  | "Appartement"
  | "Locataire"
  | "Mission"
  | "Dossier"
  | "Variable"
  | "Quitance"
  | "Accompte"
  | "Intendance"
  | "Equipement"
  | "Image"
  | "Caution"
  | "EtatLieux"
  | "Fichier"
  | "User";

/** A record as the API returns it; screens read the fields they know. */
export interface ApiRecord {
  id: number;
  [field: string]: unknown;
}

export { canDelete } from "@worker/domain/roles";
