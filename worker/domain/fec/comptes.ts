// The agency's chart of accounts and journals in its FEC (ADR 035). Six-digit numbers of the PCG; the tiers are
// auxiliary accounts (CompAuxNum) of the collective accounts: one per dossier on 411 and 165, one per owner on 467,
// one per invoiced client on 411.

export const JOURNAUX = {
  AN: "À nouveaux",
  BQ: "Banque (compte séquestre)",
  OD: "Opérations diverses",
  VT: "Ventes et honoraires",
} as const;
export type Journal = keyof typeof JOURNAUX;

export const COMPTES = {
  "110000": "Report à nouveau",
  "165000": "Dépôts de garantie reçus des locataires",
  "411000": "Clients et locataires",
  "445710": "TVA collectée",
  "467000": "Mandants (propriétaires)",
  "471000": "Loyers et charges appelés pour les mandants",
  "512000": "Banque (compte séquestre)",
  "706000": "Honoraires (prestations de services)",
} as const;
export type Compte = keyof typeof COMPTES;

/** A tiers: a dossier (tenant, deposit), an owner, an invoiced client. */
export type Tiers = { kind: "dossier" | "proprietaire" | "client"; id: number };

/** The auxiliary account's number: "L" + dossier, "P" + owner, "C" + client, 6 digits. */
export function auxNum(t: Tiers): string {
  const prefix = t.kind === "dossier" ? "L" : t.kind === "proprietaire" ? "P" : "C";
  return `${prefix}${String(t.id).padStart(6, "0")}`;
}

/** Income and expense accounts are not carried forward: their earlier years' balance opens on 110000. */
export const compteAnouveau = (c: Compte): Compte =>
  c.startsWith("6") || c.startsWith("7") ? "110000" : c;
