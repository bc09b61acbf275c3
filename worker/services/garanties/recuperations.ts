import { type SQL, sql } from "drizzle-orm";
import { introuvable } from "../../domain/labels";
import { toCents, toEuros } from "../../domain/money";
import {
  MSG_SANS_DETTE_ASSUREUR,
  msgAuDela,
  recuperationSchema,
} from "../../domain/garanties/recuperation";
import { MSG_DATE_FUTURE } from "../../domain/schemas/paiement";
import { today } from "../../lib/dates";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// Issue 78 item 5 (ADR 130): a tenant's payment of the debt an insurer took over. POST /Dossier/{id}/recuperations
// writes it in one conditional statement (never above what is still owed to the insurer, read by the statement
// itself, so two payments at once cannot overpay it); GET /sinistres/recuperations lists them for transfer.

/**
 * An indemnity whose payment stands (alias `s`): one cancelled (`POST /Paiement/{id}/annuler`, a transfer recorded by
 * mistake) paid no one, so the insurer holds no claim by it (ADR 158) and no tenant's money goes to it.
 */
export const indemniteDebout = (s: SQL = sql`s`) =>
  sql`not exists (select 1 from "Ecriture" e where e."PaiementId" = ${s}."PaiementId" and e."type" = 'annulation')`;

/**
 * What the lease's tenant still owes the insurers (cents): their indemnities less the tenant's payments of them; never
 * below 0 (ADR 166: an indemnity cancelled after the tenant paid the insurer is a claim on the insurer, not a negative
 * debt, read by `creances-assureurs.ts`).
 */
export const duAssureurSql = (dossierId: number | SQL) => sql`max(0,
  coalesce((select sum(s."montant") from "Subrogation" s where s."DossierId" = ${dossierId}
    and ${indemniteDebout()}), 0)
  - coalesce((select sum("montant") from "RecuperationAssureur" where "DossierId" = ${dossierId}), 0))`;

/** A recovery as written: by staff, or by a bank line or a direct debit's line (ADR 153). */
export interface Recuperation {
  DossierId: number;
  date: string;
  /** Cents. */
  montant: number;
  reference: string | null;
  auteur: string;
  createdAt: string;
  LigneBancaireId?: number;
  LignePrelevementId?: number;
  /** Staff's payment by hand written by the same batch (ADR 157): its cancellation reverses this recovery. */
  PaiementId?: SQL;
}

/**
 * The one write of a recovery: owed to the latest indemnity's insurer, written only while `garde` holds and never
 * above what is still owed to the insurer (read by the statement itself, so two at once cannot overpay it); a line
 * already taken writes nothing (its unique index).
 */
export const recuperationStatement = (ports: Ports, r: Recuperation, garde: SQL = sql`1`) =>
  ports.db.run(sql`insert into "RecuperationAssureur" ("DossierId", "date", "montant", "organisme", "reference",
      "LigneBancaireId", "LignePrelevementId", "PaiementId", "auteur", "createdAt")
    select ${r.DossierId}, ${r.date}, ${r.montant}, s."organisme", ${r.reference}, ${r.LigneBancaireId ?? null},
      ${r.LignePrelevementId ?? null}, ${r.PaiementId ?? null}, ${r.auteur}, ${r.createdAt}
    from "Subrogation" s where s."DossierId" = ${r.DossierId} and ${indemniteDebout()} and ${r.montant} > 0
      and ${r.montant} <= ${duAssureurSql(r.DossierId)} and ${garde}
    order by s."id" desc limit 1
    on conflict do nothing`);

export async function enregistrerRecuperation(
  ports: Ports,
  dossierId: number,
  body: unknown,
  auteur: string,
) {
  const v = parseWith(recuperationSchema, body);
  if (v.date > today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_FUTURE });
  const montant = toCents(v.montant);
  const createdAt = ports.clock.now().toISOString();
  const [ecrit, [lu]] = await inOneTrip(ports, [
    recuperationStatement(ports, {
      DossierId: dossierId,
      date: v.date,
      montant,
      reference: v.reference ?? null,
      auteur,
      createdAt,
    }),
    ports.db.all<{ dossier: number; du: number }>(
      sql`select (select count(*) from "Dossier" where id = ${dossierId}) as "dossier",
        ${duAssureurSql(dossierId)} as "du"`,
    ),
  ]);
  if (!lu?.dossier) throw notFound(introuvable("Dossier"));
  if (ecrit.rowsAffected === 0) {
    // Nothing written: the answer's read is from before or after a racing write alike, both refuse the same way.
    const du = lu.du;
    throw badRequest(MSG_INVALID, {
      montant: du <= 0 ? MSG_SANS_DETTE_ASSUREUR : msgAuDela(du),
    });
  }
  return { date: v.date, montant: v.montant, duAssureur: toEuros(lu.du) };
}
