export type Role = "admin" | "user" | "user_delete";

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

export const canDelete = (role: Role | null | undefined) => role === "admin" || role === "user_delete";
