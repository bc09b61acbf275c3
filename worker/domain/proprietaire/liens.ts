// The owners' entries of an expense the agency paid for an apartment (`depense`) or of a mission instalment settled
// on the owner's account (`acompte`), as a function of the record (issue 38, ADR 031): the record as it now stands
// says what its owners' live entries must add up to; where they do not (marked paid, un-marked, amount changed), the
// live entries are reversed and written anew. An expense's entries carry its nature (issue 60, ADR 075): a nature
// changed on the record is a reversal and new entries too (the ledger is append-only). Pure, integer cents.
import { libelleAnnulationProprietaire } from "./loyers";
import { repartir, type Proprietaire } from "./repartition";

export interface EcritureLiee {
  id: number;
  ClientId: number;
  type: string;
  libelle: string;
  debit: number;
  credit: number;
  annuleId: number | null;
  natureCharge: string | null;
}

export interface Cible {
  type: "depense" | "acompte";
  date: string;
  libelle: string;
  /** Cents debited in all. */
  montant: number;
  proprietaires: Proprietaire[];
  /** An expense's nature (natures.ts); null for an instalment. */
  natureCharge: string | null;
}

export interface EcritureADebiter {
  ClientId: number;
  type: "depense" | "acompte" | "annulation";
  date: string;
  libelle: string;
  debit: number;
  credit: number;
  annuleId: number | null;
  natureCharge: string | null;
}

export const libelleDepense = (intitule: string | null) =>
  `Dépense payée par l'agence${intitule ? ` : ${intitule}` : ""}`;
export const libelleAcompte = (type: string, du: string, au: string) =>
  `Acompte de mission (${type}) du ${du.split("-").reverse().join("/")} au ${au.split("-").reverse().join("/")} réglé sur le compte`;

/** The entries to write so that the record's live entries match `cible` (null: none should stand). */
export function planLien(
  existantes: EcritureLiee[],
  cible: Cible | null,
  jour: string,
): EcritureADebiter[] {
  const annulees = new Set(existantes.map((e) => e.annuleId).filter((id) => id != null));
  const vivantes = existantes.filter((e) => e.type !== "annulation" && !annulees.has(e.id));
  const montant = cible?.proprietaires.length ? cible.montant : 0;
  const ecrit = vivantes.reduce((s, e) => s + e.debit - e.credit, 0);
  const nature = cible?.natureCharge ?? null;
  // An entry written before natures existed (null) reads "autre": editing something else leaves it be.
  const meme = (e: EcritureLiee) => (e.natureCharge ?? "autre") === (nature ?? "autre");
  if (ecrit === montant && vivantes.every(meme)) return [];
  const out: EcritureADebiter[] = vivantes.map((e) => ({
    ClientId: e.ClientId,
    type: "annulation",
    date: jour,
    libelle: libelleAnnulationProprietaire(e.libelle),
    debit: e.credit,
    credit: e.debit,
    annuleId: e.id,
    natureCharge: e.natureCharge,
  }));
  if (!cible || montant <= 0) return out;
  for (const p of repartir(montant, cible.proprietaires))
    if (p.montant > 0)
      out.push({
        ClientId: p.ClientId,
        type: cible.type,
        date: cible.date,
        libelle: cible.libelle,
        debit: p.montant,
        credit: 0,
        annuleId: null,
        natureCharge: nature,
      });
  return out;
}
