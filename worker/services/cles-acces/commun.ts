import type { Passkey } from "../../db/schema";
import { estParmi } from "../../domain/parmi";

// What the passkeys' registration and assertions share (issue 59, ADR 072).

/** The COSE algorithms offered: EdDSA, ES256 (most authenticators), RS256 (Windows Hello). */
export const ALGORITHMES = [-8, -7, -257];
/** How long the browser's dialog waits (ms); the challenge itself lives 5 minutes (auth/challenge.ts). */
export const TIMEOUT_MS = 120_000;

type Row = typeof Passkey.$inferSelect;

/** The stored transports (JSON: the list of strings the browser announced at registration). */
const transportsDe = (json: string): string[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.filter((t): t is string => typeof t === "string") : [];
};

/** A stored passkey as allowCredentials / excludeCredentials name it (its id and the transports it announced). */
export const cleListee = (row: Pick<Row, "credentialId" | "transports">) => ({
  id: row.credentialId,
  ...(row.transports ? { transports: transportsDe(row.transports) } : {}),
});

/** The attachments WebAuthn names (the library's type of the member). */
const ATTACHEMENTS = ["cross-platform", "platform"] as const;

/**
 * The browser's answer (its schema lets any short attachment through) as the library types it: an attachment it
 * does not name is left out, which changes nothing (the library's checks read no attachment).
 */
export const reponsePourVerifier = <R extends { authenticatorAttachment?: string }>(r: R) => ({
  ...r,
  authenticatorAttachment: estParmi(ATTACHEMENTS, r.authenticatorAttachment)
    ? r.authenticatorAttachment
    : undefined,
});

/** A passkey as the API shows it: its name and dates, never its public key nor its counter. */
export const cleDeLaListe = (
  row: Pick<Row, "id" | "nom" | "createdAt" | "derniereUtilisation" | "transports">,
) => ({
  id: row.id,
  nom: row.nom,
  createdAt: row.createdAt,
  derniereUtilisation: row.derniereUtilisation,
  transports: row.transports ? transportsDe(row.transports) : [],
});
