import { sql } from "drizzle-orm";
import { ligneVerseeAssureur } from "../garanties/part-assureur";
import { moisDe } from "../../domain/prelevements/selection";
import { toEuros } from "../../domain/money";
import type { Ports } from "../../ports";

// A tenant's validated debits not yet paid (issue 60, item 8, ADR 077): shown on the account as "Prélèvement
// programmé le ..." until the daily job records the payment on its date. Not a ledger entry (the ledger is written
// when the money is in, ADR 041): a line of its own in the answer, marked `enAttente`, outside the balance.

interface LigneProgrammee {
  id: number;
  PrelevementId: number;
  QuitanceId: number;
  montant: number;
  date: string;
  dateTerme: string | null;
}

/** One read, issued with the account's: the lines of validated batches neither paid nor rejected. */
export function lireProgrammes(ports: Ports, dossierId: number) {
  return ports.db.all<LigneProgrammee>(sql`select l."id", l."PrelevementId", l."QuitanceId", l."montant",
      p."dateEcheance" as "date", (select q."date" from "Quitance" q where q."id" = l."QuitanceId") as "dateTerme"
    from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
    where l."DossierId" = ${dossierId} and p."statut" = 'valide' and l."rejet" is null and l."PaiementId" is null
      and not ${ligneVerseeAssureur(sql`l."id"`)}
    order by p."dateEcheance", l."QuitanceId"`);
}

const dateFr = (iso: string) => iso.split("-").reverse().join("/");

/** "Prélèvement programmé le 05/12/2026 (loyer décembre 2026)". */
export const libelleProgramme = (date: string, dateTerme: string | null) =>
  `Prélèvement programmé le ${dateFr(date)}${dateTerme ? ` (loyer ${moisDe(dateTerme)})` : ""}`;

export const programmesApi = (rows: readonly LigneProgrammee[]) =>
  rows.map((l) => ({
    LignePrelevementId: Number(l.id),
    PrelevementId: Number(l.PrelevementId),
    QuitanceId: Number(l.QuitanceId),
    date: l.date,
    libelle: libelleProgramme(l.date, l.dateTerme),
    montant: toEuros(Number(l.montant)),
    enAttente: true as const,
  }));
