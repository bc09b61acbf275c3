import { and, eq, gt, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { Caution, Dossier, Quitance, Variable } from "../../db/schema";
import type { Ports } from "../../ports";
import type { RelancesReport } from "../../ports/jobs";
import { quitanceDueDay } from "../../domain/quitance";
import { addDays } from "../../domain/dates";
import {
  DELAI_MISE_EN_DEMEURE,
  etapesRelance,
  joursValides,
  relancesConfigSchema,
  RELANCE_JOURS_PAR_DEFAUT,
  type EtapeRelance,
} from "../../domain/schemas/relances";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { inTransaction } from "../transaction";
import { enqueue } from "../outbox";
import { join, quitanceDocsByIds } from "../quitance/data";
import { signataireDe, stageReminderMail } from "../quitance/mails";
import {
  aideManquante as aideManquanteSql,
  aideApart,
  aidesDuDossier,
} from "../aides-logement/hors-dette";
import { lireAgence } from "../mandats/agence";
import { miseEnDemeureAttachment } from "../quitance/attachment";

// Reminders in stages (issue 20): the daily job writes to the tenant of every unpaid term once its due day is N days
// past, at most once per stage. The stages' days are settings (Paramètres > Relances), kept in the Variable table
// under RELANCE_VARIABLES (no migration; a backup carries them), 5 / 15 / 30 days when unset. No fee is ever charged
// for a reminder (loi 89-462 art. 4), and the mails say so.

/** The Variable rows holding the days of stages 1, 2, 3. */
export const RELANCE_VARIABLES = ["relanceJours1", "relanceJours2", "relanceJours3"] as const;

/** The stages as set; the defaults when unset or when the Variables tab stored a setting that does not hold. */
export async function lireConfigRelances(ports: Ports): Promise<{ etapes: EtapeRelance[] }> {
  const rows = await ports.db
    .select({ nom: Variable.nom, valeur: Variable.valeur })
    .from(Variable)
    .where(inArray(Variable.nom, [...RELANCE_VARIABLES]));
  const byName = new Map(rows.map((r) => [r.nom, r.valeur]));
  const jours = RELANCE_VARIABLES.map((nom, i) => byName.get(nom) ?? RELANCE_JOURS_PAR_DEFAUT[i]);
  return { etapes: etapesRelance(joursValides(jours) ? jours : RELANCE_JOURS_PAR_DEFAUT) };
}

/** PUT /api/relances/config { jours1, jours2, jours3 }: integers 1..365, strictly increasing (400 otherwise). */
export async function ecrireConfigRelances(ports: Ports, body: unknown) {
  const c = parseWith(relancesConfigSchema, body);
  await inTransaction(ports, async (tx) => {
    const now = tx.clock.now().toISOString();
    const valeurs = {
      relanceJours1: c.jours1,
      relanceJours2: c.jours2,
      relanceJours3: c.jours3,
    } satisfies Record<(typeof RELANCE_VARIABLES)[number], number>;
    for (const nom of RELANCE_VARIABLES) {
      const valeur = valeurs[nom];
      await tx.db
        .insert(Variable)
        .values({ nom, valeur, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: Variable.nom, set: { valeur, updatedAt: now } });
    }
  });
  return lireConfigRelances(ports);
}

/**
 * A term's due day: its first day, or the dossier's jourQuitance of its month when later (the day the rent call
 * goes out: a term is never reminded before the tenant was asked to pay it).
 */
export const jourEcheance = (q: { date: string; mois: string }, jourQuitance: number | null) => {
  const appel = jourQuitance == null ? q.date : quitanceDueDay(jourQuitance, q.mois);
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD days compared as strings, not numbers
  return appel > q.date ? appel : q.date;
};

/** The highest stage due on `day` for a term due on `echeance` (0: none yet). */
export function etapeDue(
  echeance: string,
  day: string,
  etapes: EtapeRelance[],
): 0 | EtapeRelance["etape"] {
  let due: 0 | EtapeRelance["etape"] = 0;
  for (const e of etapes) if (addDays(echeance, e.jours) <= day) due = e.etape;
  return due;
}

/**
 * Candidate terms per page (the daily job's `relances` message): each costs an interactive transaction (a few
 * round trips on the edge), so a page stays within an invocation's budget whatever the number of unpaid terms.
 */
export const RELANCES_PER_PAGE = 2;

/** A page of the step: its report, the outbox rows it queued (sent by the job's e-mail batches), the next page's start. */
export interface RelancesPage extends RelancesReport {
  outboxIds: number[];
  /** The last term looked at, when more may follow: the next page starts after it. */
  suite?: number;
}

/**
 * The daily job's step, one page of terms after the term `apres` (by id): for each term of a dossier, of known
 * status, with something left to pay, whose due day + N days has come and whose stage is below that: the stage's
 * mails are queued (the tenant; from stage 2 each guarantor with an e-mail; stage 3 with the formal notice
 * attached) and `etapeRelance` is set by a conditional UPDATE in the same transaction. Only the highest stage due
 * is sent (a term 40 days late gets stage 3 once). A term whose tenant has no e-mail is left (its stage is not
 * moved, so it goes once an address is given). Two runs, or two at once, queue nothing twice: the UPDATE only moves
 * a stage still below, and each mail has its dedupeKey. The mails are not sent here: the caller hands `outboxIds`
 * to the e-mail batches.
 */
export async function runRelances(
  ports: Ports,
  apres = 0,
  limit = RELANCES_PER_PAGE,
): Promise<RelancesPage> {
  const day = today(ports.clock);
  const { etapes } = await lireConfigRelances(ports);
  const candidats = await ports.db
    .select({
      id: Quitance.id,
      date: Quitance.date,
      mois: Quitance.mois,
      etapeRelance: Quitance.etapeRelance,
      DossierId: Quitance.DossierId,
      jourQuitance: Dossier.jourQuitance,
    })
    .from(Quitance)
    .innerJoin(Dossier, eq(Dossier.id, Quitance.DossierId))
    .where(
      and(
        gt(Quitance.id, apres),
        isNotNull(Quitance.DossierId),
        eq(Quitance.statusInconu, false),
        eq(Quitance.regle, false),
        // The housing aid still expected is not the tenant's debt (ADR 123): a term it alone keeps open is not chased.
        gt(
          sql`${Quitance.prixHC} + ${Quitance.charge} - coalesce(${Quitance.montantRegle}, 0) - ${aideManquanteSql("Quitance")}`,
          0,
        ),
        // Some stage above the term's is due counting from its first day: what the due day (never earlier) needs,
        // so that the terms waiting for their next stage fill no page.
        or(
          ...etapes.map((e) =>
            and(lt(Quitance.etapeRelance, e.etape), lte(Quitance.date, addDays(day, -e.jours))),
          ),
        ),
      ),
    )
    .orderBy(Quitance.id)
    .limit(limit);
  const page: RelancesPage = { relancees: 0, queued: 0, sent: 0, errors: 0, outboxIds: [] };
  for (const c of candidats) {
    const etape = etapeDue(jourEcheance(c, c.jourQuitance), day, etapes);
    if (etape === 0 || etape <= c.etapeRelance) continue;
    try {
      const queued = await relancerEtape(ports, c.id, etape, day);
      if (queued.length) page.relancees++;
      page.outboxIds.push(...queued);
    } catch (e) {
      page.errors++;
      (ports.log ?? console.error)(`[relances] quittance ${c.id}`, e);
    }
  }
  page.queued = page.outboxIds.length;
  const dernier = candidats.at(-1);
  if (candidats.length === limit && dernier) page.suite = dernier.id;
  return page;
}

/** One term to `etape`: the stage moved and its mails queued in one transaction; nothing when already there. */
async function relancerEtape(
  ports: Ports,
  quitanceId: number,
  etape: 1 | 2 | 3,
  day: string,
): Promise<number[]> {
  return inTransaction(ports, async (tx) => {
    const [doc] = await quitanceDocsByIds(tx, [quitanceId]);
    const to = doc?.locataire?.mail;
    // Checked again under the write lock: paid or answered meanwhile, or no address to write to.
    if (!doc || !to || doc.row.regle || doc.row.statusInconu || doc.row.DossierId == null)
      return [];
    const moved = await tx.db
      .update(Quitance)
      .set({
        etapeRelance: etape,
        relance: true,
        nbRelances: sql`${Quitance.nbRelances} + 1`,
        updatedAt: tx.clock.now().toISOString(),
      })
      .where(and(eq(Quitance.id, quitanceId), lt(Quitance.etapeRelance, etape)))
      .returning({ id: Quitance.id });
    if (!moved.length) return [];
    const delai = etape === 3 ? addDays(day, DELAI_MISE_EN_DEMEURE) : undefined;
    const attachment = etape === 3 ? miseEnDemeureAttachment(doc.row.DossierId) : null;
    const sig = signataireDe(tx.config, await lireAgence(tx));
    // The letter claims the term's rest less the housing aid still expected (ADR 123).
    const duTerme = (await aidesDuDossier(tx, doc.row.DossierId)).get(quitanceId);
    const aideManquante = duTerme?.m;
    // Stated apart as « Relancer maintenant » and the formal notice state it: « attendue » or « non reçue ».
    const aide = duTerme ? aideApart([duTerme], day) : undefined;
    const key = (who: string) => `relance-etape:${quitanceId}:${etape}:${who}`;
    const ids = [
      await enqueue(tx, {
        dedupeKey: key("locataire"),
        to,
        QuitanceId: quitanceId,
        attachment,
        ...stageReminderMail(sig, doc, etape, { delai, aideManquante, aide }),
      }),
    ];
    if (etape >= 2) {
      const cautions = await tx.db
        .select({
          id: Caution.id,
          titre: Caution.titre,
          prenom: Caution.prenom,
          nom: Caution.nom,
          mail: Caution.mail,
        })
        .from(Caution)
        .where(eq(Caution.DossierId, doc.row.DossierId))
        .orderBy(Caution.id);
      for (const c of cautions.filter((c) => c.mail?.trim())) {
        const mail = stageReminderMail(sig, doc, etape, {
          caution: join([c.titre, c.prenom, c.nom]),
          delai,
          aideManquante,
          aide,
        });
        ids.push(
          await enqueue(tx, {
            dedupeKey: key(`caution:${c.id}`),
            to: c.mail,
            QuitanceId: quitanceId,
            attachment,
            ...mail,
          }),
        );
      }
    }
    return ids;
  });
}
