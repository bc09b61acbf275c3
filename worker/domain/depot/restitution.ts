// The deposit's settlement, in cents: the deposit less the deductions, the tenant's ledger balance (a debt is
// deducted, a credit paid back with it) and the co-ownership hold-back; past the deadline, the late penalty is
// added. Pure: the service reads the rows, this says what they add up to.
import {
  dateLimite,
  echeanceDepot,
  moisConstat,
  type EcheanceDepot,
  type MoisConstat,
} from "./delai";
import { moisCommences, penaliteRetard } from "./penalite";
import { retenueMax } from "./retenue";

export interface RestitutionEntree {
  depot: number;
  loyerHC: number;
  dateRestitutionCles: string;
  sortieConforme: boolean;
  deductions: readonly { montant: number }[];
  /** The ledger's balance: positive when the tenant owes, negative for a credit. */
  soldeCompte: number;
  retenue: number;
  dateRestitution: string | null;
  /** The Paris day. */
  jour: string;
}

export interface Restitution {
  moisConstat: MoisConstat;
  dateLimite: string;
  totalDeductions: number;
  retenueMax: number;
  /** What goes back to the tenant now, penalty included; 0 when the deductions exceed the deposit. */
  aRestituer: number;
  /** What the tenant still owes when the deductions and the balance exceed the deposit. */
  resteDu: number;
  moisRetard: number;
  penalite: number;
  echeance: EcheanceDepot | null;
}

export function calculRestitution(e: RestitutionEntree): Restitution {
  const mois = moisConstat(e.sortieConforme);
  const limite = dateLimite(e.dateRestitutionCles, mois);
  const totalDeductions = e.deductions.reduce((s, d) => s + d.montant, 0);
  const net = e.depot - totalDeductions - e.soldeCompte - e.retenue;
  // Late: counted to the day it was paid back, or to today while it is not. The penalty increases what is owed
  // to the tenant: with nothing left to pay back, there is none.
  const moisRetard = moisCommences(limite, e.dateRestitution ?? e.jour);
  const penalite = net > 0 ? penaliteRetard(e.loyerHC, moisRetard) : 0;
  return {
    moisConstat: mois,
    dateLimite: limite,
    totalDeductions,
    retenueMax: retenueMax(e.depot),
    aRestituer: net > 0 ? net + penalite : 0,
    resteDu: net < 0 ? -net : 0,
    moisRetard,
    penalite,
    echeance: echeanceDepot(limite, e.jour, e.dateRestitution),
  };
}
