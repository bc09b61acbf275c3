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
  /** The account has a second factor: TOTP on (User.totpActif) or a passkey (issue 59). */
  deuxFacteurs: boolean;
  /** Its TOTP is on (the code, the recovery codes). */
  totpActif: boolean;
  /** How many passkeys it has. */
  clesAcces: number;
  /** The agency requires a second factor of all staff (AgenceParametres.exigerDeuxFacteurs, issue 59). */
  deuxFacteursRequis: boolean;
};

/** A session's row as the per-request lookup reads it with its user (worker/auth/middleware.ts). */
export interface SessionState {
  confirmeAt: string | null;
  derniereUtilisation: string;
  /** When it ends: the token's expiry from the sign-in, the instant of a "Déconnecter" (null: no end of its own). */
  revoqueAt: string | null;
}

/** A user and the state of the request's session (null: a token without one). */
export type SignedIn = { user: SessionUser; session: SessionState | null };

/**
 * The request's session (issue 59) as routes and services see it: its id (the token's claim `sid`; undefined for a
 * token signed before sessions had rows), and the check of a fresh confirmation before a guarded action.
 */
export interface RequestSession {
  readonly id: string | undefined;
  /**
   * Refuses (403 `confirmation_requise`) unless this session confirmed its user within the last five minutes
   * (domain/sessions/confirmation.ts). On the edge, waits for the session's row, which rides with the request's
   * first reads: called after a read (or in a transaction), it costs no round trip.
   */
  exigerConfirmation(): Promise<void>;
  /**
   * The same for a whole route (requireConfirmation): refuses at once when the row is known, else with it, in the
   * check that goes with the route's first reads on the edge (no round trip of its own).
   */
  guard(): void;
}
