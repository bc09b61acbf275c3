import type { Role } from "../domain/roles";

// The signed-in user as the request carries it: a type below the middleware that reads it, so that the ports,
// the Hono environment and the services name it without importing the middleware (ADR 047).
export type SessionUser = {
  id: number;
  email: string;
  role: Role;
  mustSetPassword: boolean;
  tokenVersion: number;
  /** The instance's session epoch when the row was read (services/session-epoch.ts). */
  epoch: number;
  /** The account's second factor is on (User.totpActif). */
  deuxFacteurs: boolean;
  /** The agency requires a second factor of all staff (AgenceParametres.exigerDeuxFacteurs, issue 59). */
  deuxFacteursRequis: boolean;
};
