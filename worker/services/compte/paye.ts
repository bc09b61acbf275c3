import { type SQL, sql } from "drizzle-orm";
import { MSG_TERME_ASSUREUR } from "../../domain/garanties/recuperation";
import { today } from "../../lib/dates";
import { conflict } from "../../lib/errors";
import type { Ports } from "../../ports";
import { termeDuAssureur } from "../garanties/part-assureur";
import { PAIEMENT_EN_COURS } from "../proprietaire/loyers";
import { toApi } from "../serialize";
import { basculer, commeLu, ecrit, lireBascule, parLaTransaction } from "./bascule";
import { ligneDe } from "./encaisser";
import { compteDe } from "./ledger";
import { paiementRow, paiementStatements } from "./paiements";
import { resteDuTerme } from "./reste";
import { etatTerme } from "./termes";

// « payé » (GET /Quitance/switchState/true/{id}) in one read and one write batch (ADR 167), as « Statut remis à
// impayé » (ADR 165, bascule.ts): on the edge two round trips with the session's check, instead of an interactive
// transaction's fourteen. It records a payment of what the replay says is left (« Non précisé », dated today), its
// ledger line, then bascule.ts's tail (the term's status known, the terms' state replayed with the payment, the
// owners' entries, the term read back): the rows the transaction (termes.ts) writes, in its order.
// Under parallel clicks the database decides: the payment is written only while no line was appended to the
// dossier since the read (and the insurer is still not owed for the term, ADR 157), each later write only if the one
// before it wrote. The click that loses writes nothing in its batch; the transaction then finds nothing left to pay
// and answers the term paid, as a second click does: every click 200 with the same term, one payment recorded.

/** The read's columns of this side: whether the insurer is owed for the term, and the payments' modes. */
const colonnes = (id: number) => (d: SQL) =>
  sql`,
      ${termeDuAssureur(id, d)} as "assureur",
      (select json_group_array(json_array("id", "mode")) from "Paiement" where "DossierId" = ${d}) as "modes"`;

/** The id an insert's `returning "id"` answered (the batch's answers are untyped before the tail's). */
const idInsere = (reponse: unknown): number | null => {
  const [ligne] = Array.isArray(reponse) ? reponse : [];
  return ligne && typeof ligne === "object" && "id" in ligne && typeof ligne.id === "number"
    ? ligne.id
    : null;
};

/** GET /Quitance/switchState/true/{id}: what is left of the term paid, the term as the API shows it. */
export async function marquerPaye(ports: Ports, id: number, auteur: string) {
  const l = await lireBascule<{ assureur: number; modes: string }>(ports, id, colonnes(id));
  const repli = parLaTransaction(ports, id, true, auteur);
  if (!l) return repli();
  const { q, dossierId, lu, lignes, vu } = l;
  const compte = compteDe(lignes);
  const modes = new Map<number, string>(JSON.parse(lu.modes));
  const reste = resteDuTerme(compte.lettrage, q);
  const lu0 = commeLu(id, dossierId, vu);
  const bascule = { id, dossierId, lu, repli };
  // Nothing left to pay (a second click): only the term's mark and the replay's state, on the ledger as read.
  if (reste <= 0)
    return basculer(ports, { ...bascule, avant: [], garde: lu0, prevu: compte }, (terme) => ({
      ...toApi("Quitance", terme),
      ...etatTerme(terme, compte, modes),
    }));
  // ADR 157: a term an insurer paid, still owed to it, is not « payée » by a click (the tenant's money is the
  // insurer's first, ADR 153); the batch's guard holds it too.
  if (Number(lu.assureur)) throw conflict(MSG_TERME_ASSUREUR);
  const row = paiementRow(
    ports,
    dossierId,
    { montant: reste, date: today(ports.clock), mode: "Non précisé", QuitanceId: id },
    auteur,
  );
  // The payment's line after those read, under a placeholder id (its own and its payment's): only the order counts.
  const prevu = compteDe([...lignes, ligneDe(row)]);
  modes.set(PAIEMENT_EN_COURS, row.mode);
  return basculer(
    ports,
    {
      ...bascule,
      avant: [
        ...paiementStatements(ports, row, sql`${lu0} and not ${termeDuAssureur(id, dossierId)}`),
      ],
      // The term's mark only if the payment's line was written just before it.
      garde: ecrit(1),
      prevu,
    },
    (terme, [paiement]) => {
      const etat = etatTerme(terme, prevu, modes);
      // The answer names the payment by the id the batch gave it.
      const nouveau = idInsere(paiement);
      const paiements = etat.paiements.map((p) =>
        p.PaiementId === PAIEMENT_EN_COURS ? { ...p, PaiementId: nouveau } : p,
      );
      return { ...toApi("Quitance", terme), ...etat, paiements };
    },
  );
}
