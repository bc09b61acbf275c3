import { type SQL, sql } from "drizzle-orm";
import {
  MSG_DATE_PASSEE_PAIEMENT,
  MSG_FONDS_INSUFFISANTS_VALIDATION,
  MSG_PAIEMENT_DEJA_VALIDE,
  MSG_QUATRE_YEUX,
  msgAucuneFactureCouverte,
} from "../../domain/travaux/paiements-fournisseurs";
import { today } from "../../lib/dates";
import { ApiError, conflict } from "../../lib/errors";
import type { Ports } from "../../ports";
import {
  type CreanceRendue,
  colonnesCreance,
  creanceDIndemnite,
  creanceRendue,
} from "../garanties/indemnite-annulee";
import { inOneTrip } from "../one-trip";
import { inTransaction } from "../transaction";
import { lecture, paiementDe } from "./paiements-fournisseurs";
import { debitsProprietairesSql, lignesACourt } from "./paiements-fournisseurs-sql";

// POST /api/PaiementFournisseurs/{id}/valider (issue 76 item 5, ADR 121 and 128): the day the money leaves. One
// batch, every write under the same condition (a draft, another person than its preparer, something left to pay):
// the funds are read again by the statements themselves (never by a read before the write), the invoices whose
// lot's owners no longer cover them leave the batch and join its `ecartes`, then the batch is validated under a key
// of this request, and only under that key are the owners debited by share (dated the batch's day) and the orders
// moved to `payee`. Two parallel validations: SQLite runs one batch after the other, the second finds no draft.

/** The batch's statements, the draft validated only while `garde` holds too. */
function validation(ports: Ports, id: number, par: string, garde: SQL) {
  const now = ports.clock.now().toISOString();
  const cle = crypto.randomUUID();
  const courtes = lignesACourt(id, now);
  // Something is left to pay once the short lots leave: a line of a covered lot, or an insurer's premiums.
  const reste = sql`(exists (select 1 from "LignePaiementFournisseur" x where x."PaiementFournisseurId" = ${id}
      and x."id" not in (select "id" from (${courtes})))
    or exists (select 1 from "LignePaiementPrime" y where y."PaiementFournisseurId" = ${id})
    or exists (select 1 from "ReversementRecuperation" v where v."PaiementFournisseurId" = ${id}))`;
  // A draft of a day not past (ADR 175): the owners' debits are dated the batch's day, its file executes on it.
  const ok = sql`"id" = ${id} and "statut" = 'brouillon' and "auteur" <> ${par} and "date" >= ${today(ports.clock)}
    and ${reste} and ${garde}`;
  const [lus, lignes, primes, recuperations] = lecture(ports, id);
  return [
    ports.db.run(sql`update "PaiementFournisseur" set "ecartes" = (
        select json_group_array(json(e)) from (
          select value as e from json_each("PaiementFournisseur"."ecartes")
          union all select json_object('FactureFournisseurId', "FactureFournisseurId", 'numero', "numero",
            'nom', "nom", 'motif', ${MSG_FONDS_INSUFFISANTS_VALIDATION}) from (${courtes})))
      where ${ok} and exists (${courtes})`),
    ports.db.run(sql`delete from "LignePaiementFournisseur" where "id" in (select "id" from (${courtes}))
      and exists (select 1 from "PaiementFournisseur" where ${ok})`),
    ports.db.run(sql`update "PaiementFournisseur" set "statut" = 'valide', "valideAt" = ${now},
        "validePar" = ${par}, "cleValidation" = ${cle},
        "total" = (select coalesce(sum("montant"), 0) from "LignePaiementFournisseur" where "PaiementFournisseurId" = ${id})
          + (select coalesce(sum("montant"), 0) from "LignePaiementPrime" where "PaiementFournisseurId" = ${id})
          + (select coalesce(sum("montant"), 0) from "ReversementRecuperation" where "PaiementFournisseurId" = ${id})
      where ${ok}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(debitsProprietairesSql(id, cle, par, now)),
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select i."id", i."etat", 'payee', ${par}, ${now}, ${`Paiement des fournisseurs n° ${id}`}
      from "Intervention" i join "LignePaiementFournisseur" x on x."InterventionId" = i."id"
      join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId"
      where p."id" = ${id} and p."cleValidation" = ${cle} and i."etat" = 'facturee'`),
    ports.db.run(sql`update "Intervention" set "etat" = 'payee', "updatedAt" = ${now}
      where "etat" = 'facturee' and "id" in (select x."InterventionId" from "LignePaiementFournisseur" x
        join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId"
        where p."id" = ${id} and p."cleValidation" = ${cle})`),
    lus,
    lignes,
    primes,
    recuperations,
    // ADR 170: the claims an indemnity's cancellation left that this batch deducts, with the batch's day.
    ports.db.all<CreanceRendue & { jour: string }>(sql`select ${colonnesCreance}, b."date" as "jour"
      from "ReversementRecuperation" v join "RecuperationAssureur" r on r."id" = v."RecuperationAssureurId"
      join "PaiementFournisseur" b on b."id" = v."PaiementFournisseurId"
      where v."PaiementFournisseurId" = ${id} and ${creanceDIndemnite()}`),
  ] as const;
}

/** The draft holds a claim an indemnity's cancellation left (ADR 170). */
const sansCreanceRendue = (id: number) =>
  sql`not exists (select 1 from "ReversementRecuperation" v join "RecuperationAssureur" r
    on r."id" = v."RecuperationAssureurId" where v."PaiementFournisseurId" = ${id} and ${creanceDIndemnite()})`;

export async function validerPaiementFournisseurs(ports: Ports, id: number, par: string) {
  // ADR 170: a draft deducting a claim an indemnity's cancellation left gives that money back to its tenant (a
  // payment, the account replayed) in the validation's transaction; any other batch is validated in one batch.
  const [, , , [n], , , , l, li, lp, lr, rendues] = await inOneTrip(
    ports,
    validation(ports, id, par, sansCreanceRendue(id)),
  );
  if (Number(n?.n) === 1 || !rendues.length)
    return verdict(today(ports.clock), n, l, li, lp, lr, par);
  return inTransaction(ports, async (tx) => {
    const [, , , [m], , , , l2, li2, lp2, lr2, r2] = await inOneTrip(
      tx,
      validation(tx, id, par, sql`1`),
    );
    if (Number(m?.n) === 1) for (const c of r2) await creanceRendue(tx, c, c.jour, par);
    return verdict(today(ports.clock), m, l2, li2, lp2, lr2, par);
  });
}

/** The batch as validated, or why it was not. */
function verdict(
  jour: string,
  n: { n: number } | undefined,
  ...[l, li, lp, lr, par]: [...Parameters<typeof paiementDe>, string]
) {
  const p = paiementDe(l, li, lp, lr); // 404 when there is no such batch
  if (Number(n?.n) === 1) return p;
  if (p.statut === "valide") throw conflict(MSG_PAIEMENT_DEJA_VALIDE);
  if (p.auteur === par) throw new ApiError(403, "forbidden", MSG_QUATRE_YEUX);
  if (p.date < jour) throw conflict(MSG_DATE_PASSEE_PAIEMENT);
  // Nothing left once the short lots leave: nothing written, every line named.
  throw conflict(msgAucuneFactureCouverte(p.lignes.map((x) => `${x.nom}, facture n° ${x.numero}`)));
}
