import { type SQL, sql } from "drizzle-orm";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import type { LigneRejouee } from "../../ports/kept-ledgers";
import { toApi } from "../serialize";
import { basculer, commeLu, ecrit, lireBascule, parLaTransaction } from "./bascule";
import { paiementsDuLocataire } from "./impaye-paiements";
import { compteDe } from "./ledger";
import { annulationsDesPaiements, type PaiementRow } from "./paiements";
import { etatTerme, MOTIF_IMPAYE } from "./termes";

// « Statut remis à impayé » (GET /Quitance/switchState/false/{id}) in one read and one write batch (ADR 165): on
// the edge two round trips with the session's check, instead of an interactive transaction's sixteen. The read
// (bascule.ts) adds to the account the indemnities and the payments not reversed. The batch writes what the
// transaction wrote: the insurer's part of each payment first (ADR 164), the reversals' lines, then bascule.ts's
// tail (the term's status known, the terms' state replayed, the owners' entries, the term read back). The first
// writes hold only while no line was appended to the dossier since the read, each later one only if the one before
// it wrote what it had to (`changes()`: another click's identical reversals must not pass for this one's). A line
// appended in between makes the batch write nothing, and the transaction (termes.ts) decides under the write lock;
// a payment is never reversed twice either way (the unique index on the reversal). The answer is the term as
// `GET /Quitance/{id}` gives it, from the replay predicted (the batch held it to the ledger read).

/** The payments' columns, in the order of the read's arrays. */
type PaiementLu = [
  number,
  number,
  number | null,
  number,
  string,
  string,
  string | null,
  string,
  string,
];

/** The read's columns of this side: the indemnities' payments (Subrogation) and the payments not reversed. */
const colonnes = (d: SQL) => sql`,
      (select json_group_array("PaiementId") from "Subrogation" where "DossierId" = ${d}) as "indemnites",
      (select json_group_array(json_array("id", "DossierId", "QuitanceId", "montant", "date", "mode", "reference",
        "auteur", "createdAt")) from "Paiement" p where p."DossierId" = ${d} and not exists (
        select 1 from "Ecriture" e where e."type" = 'annulation' and e."PaiementId" = p."id")) as "paiements"`;

/** The payments not reversed, by id. */
function paiementsDe(j: string): Map<number, PaiementRow> {
  const rows: PaiementLu[] = JSON.parse(j);
  return new Map(
    rows.map(([id, DossierId, QuitanceId, montant, date, mode, reference, auteur, createdAt]) => [
      id,
      { id, DossierId, QuitanceId, montant, date, mode, reference, auteur, createdAt },
    ]),
  );
}

/** GET /Quitance/switchState/false/{id}: the tenant's payments of the term reversed, the term as the API shows it. */
export async function remettreImpaye(ports: Ports, id: number, auteur: string) {
  const l = await lireBascule<{ indemnites: string; paiements: string }>(ports, id, colonnes);
  const repli = parLaTransaction(ports, id, false, auteur);
  if (!l) return repli();
  const { dossierId, lu, lignes, vu } = l;
  const paiements = paiementsDe(lu.paiements);
  const indemnites = new Set<number>(JSON.parse(lu.indemnites));
  const aAnnuler = paiementsDuLocataire(compteDe(lignes).lettrage, id, indemnites).flatMap(
    (p) => paiements.get(p) ?? [],
  );
  const lu0 = commeLu(id, dossierId, vu);
  // The account once reversed: each reversal's line after those read (its id is the batch's; only the order counts).
  const jour = today(ports.clock);
  const reversals = aAnnuler.map(
    (p, i): LigneRejouee => ({
      id: vu + 1 + i,
      type: "annulation",
      date: jour,
      debit: p.montant,
      credit: 0,
      QuitanceId: p.QuitanceId,
      PaiementId: p.id,
    }),
  );
  const [premiere, ...autres] = aAnnuler;
  const annulations = premiere
    ? annulationsDesPaiements(
        ports,
        [premiere, ...autres],
        MOTIF_IMPAYE,
        auteur,
        ports.clock.now().toISOString(),
        lu0,
      )
    : null;
  const prevu = compteDe([...lignes, ...reversals]);
  const modes = new Map([...paiements.values()].map((p) => [p.id, p.mode]));
  return basculer(
    ports,
    {
      id,
      dossierId,
      lu,
      avant: annulations ? [...annulations.assureur, annulations.lignes] : [],
      // Nothing to reverse: the term's mark needs the ledger as read; else the reversals all written just before it.
      garde: annulations ? ecrit(aAnnuler.length) : lu0,
      prevu,
      repli,
    },
    (terme) => ({ ...toApi("Quitance", terme), ...etatTerme(terme, prevu, modes) }),
  );
}
