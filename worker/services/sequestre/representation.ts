import type { Ports } from "../../ports";
import type { Representation } from "../../domain/sequestre/representation";
import type { Explication } from "../../domain/sequestre/explication";
import { jourSchema } from "../../domain/schemas/sequestre";
import { toEuros } from "../../domain/money";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { lireRepresentation } from "./lire";

// GET /api/sequestre?au=: the trust-account check of a day (ADR 034), in euros.

/** The day asked (AAAA-MM-JJ), today in Paris by default; 400 in French when malformed. */
export const jourDe = (ports: Ports, query: unknown) =>
  parseWith(jourSchema, query).au ?? today(ports.clock);

const eurosOuNull = (c: number | null) => (c === null ? null : toEuros(c));

export const representationApi = (
  au: string,
  r: Representation &
    Explication & { repriseAVerifier: Record<"proprietaires" | "locataires" | "depots", number> },
) => ({
  au,
  soldesMandants: toEuros(r.soldesMandants),
  depotsDetenus: toEuros(r.depotsDetenus),
  creditsLocataires: toEuros(r.creditsLocataires),
  // ADR 122: the GLI premiums debited on owners and not yet paid to the insurer.
  primesAssureurs: toEuros(r.primesAssureurs),
  // ADR 130: the tenants' payments of the insurers' claims, to transfer to them.
  recuperationsAssureurs: toEuros(r.recuperationsAssureurs),
  totalDu: toEuros(r.totalDu),
  soldeBanque: eurosOuNull(r.soldeBanque),
  ecart: eurosOuNull(r.ecart),
  dateReleve: r.dateReleve,
  CompteBancaireId: r.CompteBancaireId,
  // Issue 60 item 5: what explains the difference, and the deposits owners keep.
  avancesMandants: toEuros(r.avancesMandants),
  honorairesAcquis: toEuros(r.honorairesAcquis),
  honorairesPreleves: toEuros(r.honorairesPreleves),
  honorairesNonPreleves: toEuros(r.honorairesNonPreleves),
  ecartExplique: toEuros(r.ecartExplique),
  ecartInexplique: eurosOuNull(r.ecartInexplique),
  depotsConserves: toEuros(r.depotsConserves),
  // Issue 74 item 4 (ADR 113): an import's balances not yet confirmed by a second person, outside the figures above.
  repriseAVerifier: {
    proprietaires: toEuros(r.repriseAVerifier.proprietaires),
    locataires: toEuros(r.repriseAVerifier.locataires),
    depots: toEuros(r.repriseAVerifier.depots),
  },
  avances: r.avances.map((a) => ({ ClientId: a.ClientId, nom: a.nom, avance: toEuros(a.avance) })),
  honoraires: r.honoraires.map((h) => ({
    ClientId: h.ClientId,
    nom: h.nom,
    montant: toEuros(h.montant),
  })),
});

export async function lireSequestre(ports: Ports, query: unknown) {
  const au = jourDe(ports, query);
  return representationApi(au, await lireRepresentation(ports, au));
}
