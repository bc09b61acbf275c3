import type { Passkey } from "../../db/schema";

// What the passkeys' registration and assertions share (issue 59, ADR 072).

/** The COSE algorithms offered: EdDSA, ES256 (most authenticators), RS256 (Windows Hello). */
export const ALGORITHMES = [-8, -7, -257];
/** How long the browser's dialog waits (ms); the challenge itself lives 5 minutes (auth/challenge.ts). */
export const TIMEOUT_MS = 120_000;

type Row = typeof Passkey.$inferSelect;

/** A stored passkey as allowCredentials / excludeCredentials name it (its id and the transports it announced). */
export const cleListee = (row: Pick<Row, "credentialId" | "transports">) => ({
  id: row.credentialId,
  ...(row.transports ? { transports: JSON.parse(row.transports) as never[] } : {}),
});

/** A passkey as the API shows it: its name and dates, never its public key nor its counter. */
export const cleDeLaListe = (
  row: Pick<Row, "id" | "nom" | "createdAt" | "derniereUtilisation" | "transports">,
) => ({
  id: row.id,
  nom: row.nom,
  createdAt: row.createdAt,
  derniereUtilisation: row.derniereUtilisation,
  transports: row.transports ? (JSON.parse(row.transports) as string[]) : [],
});
