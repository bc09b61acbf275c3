import { type SQL, sql } from "drizzle-orm";
import {
  MSG_DEJA_REVERSEE,
  MSG_PAR_LE_LOT,
  MSG_RECUPERATION_ANNULEE,
  MSG_RECUPERATION_INTROUVABLE,
  MSG_RECUPERATION_SANS_INDEMNITE,
  MSG_VIREMENT_AVANT,
  MSG_VIREMENT_QUATRE_YEUX,
  virementRecuperationSchema,
} from "../../domain/garanties/recuperation";
import { toEuros } from "../../domain/money";
import { MSG_DATE_FUTURE } from "../../domain/schemas/paiement";
import { today } from "../../lib/dates";
import { ApiError, badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { inTransaction } from "../transaction";
import { creanceSurAssureur, horsReversement, sansIndemnite } from "./annulation-recuperation";
import {
  type CreanceRendue,
  colonnesCreance,
  creanceDIndemnite,
  creanceRendue,
} from "./indemnite-annulee";

// Issue 78 (ADR 136): a recovery owed to Visale (Action Logement is no supplier of the agency, so no batch pays it) is
// transferred by hand and recorded « Virement fait le » by an admin or comptable other than who recorded the tenant's
// payment. One conditional insert: the unique index on the recovery makes it once, whichever way, even in parallel.
// ADR 166: the same record on a claim's line (a recovery reversed after its transfer, GLI or Visale) says the insurer
// paid it back, by the date given: settled once, whether by this or by its deduction in a supplier batch. A recovery
// beyond the indemnities standing (one cancelled before its transfer) is the insurer's no more: never recorded. ADR
// 170: a claim an indemnity's cancellation left, repaid, is the tenant's money again: its payment is written too.

/** The lease is under a GLI contract: its recoveries go through the supplier batch instead. */
const sousGli = sql`exists (select 1 from "GarantieDossier" g where g."DossierId" = r."DossierId"
  and g."type" = 'gli' and g."ContratGliId" is not null)`;

/** The record, while `garde` holds, and the recovery as then read (one batch): whether it was written, and why not. */
const virement = (ports: Ports, id: number, date: string, par: string, now: string, garde: SQL) =>
  [
    ports.db.run(sql`insert into "ReversementRecuperation" ("RecuperationAssureurId", "nom", "montant",
        "virementLe", "auteur", "createdAt")
      select r."id", r."organisme", r."montant", ${date}, ${par}, ${now} from "RecuperationAssureur" r
      where r."id" = ${id} and r."auteur" <> ${par} and r."date" <= ${date} and ${garde}
        and ((not ${sousGli} and not ${horsReversement()} and not ${sansIndemnite()})
          or ${creanceSurAssureur()})
      on conflict do nothing`),
    ports.db.all<CreanceLue>(
      sql`select r."auteur", r."date", ${sousGli} and not ${creanceSurAssureur()} as gli,
        ${horsReversement()} and not ${creanceSurAssureur()} as annulee,
        ${sansIndemnite()} as "sansIndemnite", ${creanceDIndemnite()} as "rendre",
        exists (select 1 from "ReversementRecuperation" v where v."RecuperationAssureurId" = r."id") as fait,
        ${colonnesCreance}
      from "RecuperationAssureur" r where r."id" = ${id}`,
    ),
  ] as const;

interface CreanceLue extends CreanceRendue {
  auteur: string;
  date: string;
  gli: number;
  fait: number;
  annulee: number;
  sansIndemnite: number;
  rendre: number;
}

/** POST /sinistres/recuperations/{id}/virement { date }. */
export async function enregistrerVirementRecuperation(
  ports: Ports,
  id: number,
  body: unknown,
  par: string,
) {
  const { date } = parseWith(virementRecuperationSchema, body);
  if (date > today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_FUTURE });
  const now = ports.clock.now().toISOString();
  // A claim an indemnity's cancellation left (ADR 170) is not recorded by this batch: repaid, its money is the
  // tenant's, written with the record in one transaction (the tenant's account replayed).
  const [ecrit, [r]] = await inOneTrip(
    ports,
    virement(ports, id, date, par, now, sql`not ${creanceDIndemnite()}`),
  );
  if (ecrit.rowsAffected === 1) return { id, virementLe: date };
  if (r?.rendre)
    return inTransaction(ports, async (tx) => {
      const [fait, [lu]] = await inOneTrip(tx, virement(tx, id, date, par, now, sql`1`));
      if (fait.rowsAffected === 0 || !lu) return refus(lu, date, par);
      await creanceRendue(tx, lu, date, par);
      return { id, virementLe: date };
    });
  return refus(r, date, par);
}

/** Nothing written: say why, from the same batch's read. */
function refus(r: CreanceLue | undefined, date: string, par: string): never {
  if (!r) throw notFound(MSG_RECUPERATION_INTROUVABLE);
  if (r.annulee) throw conflict(MSG_RECUPERATION_ANNULEE);
  if (r.sansIndemnite) throw conflict(MSG_RECUPERATION_SANS_INDEMNITE);
  if (r.gli) throw conflict(MSG_PAR_LE_LOT);
  if (r.auteur === par) throw new ApiError(403, "forbidden", MSG_VIREMENT_QUATRE_YEUX);
  if (date < r.date) throw badRequest(MSG_INVALID, { date: MSG_VIREMENT_AVANT });
  throw conflict(MSG_DEJA_REVERSEE);
}

/** Each recovery's transfer, for « Récupérations à reverser »: the batch's (with its state) or the manual one. */
export const reversementDe = (l: {
  voie: string | null;
  PaiementFournisseurId: number | null;
  statutLot: string | null;
  reverseLe: string | null;
  montant: number;
}) => ({
  montant: toEuros(l.montant),
  reversement:
    l.voie == null
      ? null
      : {
          PaiementFournisseurId: l.PaiementFournisseurId,
          // A draft's line is reserved, not yet gone: the validation transfers it.
          fait: l.voie === "manuel" || l.statutLot === "valide",
          date: l.reverseLe,
        },
});
