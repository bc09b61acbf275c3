import { and, eq, type SQL, sql } from "drizzle-orm";
import { Ecriture, Paiement, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import {
  libelleEcheance,
  libelleRevision,
  libelleSuppression,
  texteDeclaration,
} from "../../domain/compte/libelles";
import { toEuros } from "../../domain/money";
import { parisDate, today } from "../../lib/dates";
import { conflict } from "../../lib/errors";
import { getOr404 } from "../rows";
import { toApi } from "../serialize";
import { inTransaction } from "../transaction";
import { lireCompte, recalculer, type Compte } from "./ledger";
import { ecrireAnnulation, ecrirePaiement } from "./paiements";
import { present } from "../../domain/present";
import { primesStatements } from "../garanties/primes";
import { termeDuAssureur } from "../garanties/part-assureur";
import { MSG_TERME_ASSUREUR } from "../../domain/garanties/recuperation";
import { paiementsDuLocataire } from "./impaye-paiements";
import { resteDuTerme } from "./reste";

// A term (Quitance) in the tenant's account: its due written when it is made, changed or removed; its state read
// from the replay; the spec's status switch and the tenant's answer recorded as entries, never as flags.

type Terme = typeof Quitance.$inferSelect;
export const SYSTEME = "système";
export const MOTIF_IMPAYE = "Statut remis à impayé";

/**
 * A term outside any dossier (made by a bare POST /Quitance) has no account to read its state from: the spec's
 * switch and the tenant's answer set it as the spec says, the whole amount or nothing.
 */
async function etatSansCompte(ports: Ports, q: Terme, paye: boolean) {
  const now = ports.clock.now().toISOString();
  await ports.db
    .update(Quitance)
    .set({
      regle: paye,
      statusInconu: false,
      montantRegle: paye ? total(q) : 0,
      dateReglement: paye ? today(ports.clock) : null,
      updatedAt: now,
    })
    .where(eq(Quitance.id, q.id));
}

const total = (q: Pick<Terme, "prixHC" | "charge">) => q.prixHC + q.charge;

/** A line of a term's due: dated its first day when made, the day of the change after (a statement's order). */
async function ecrireLigne(
  ports: Ports,
  q: Terme,
  montant: number,
  libelle: string,
  auteur: string,
  date = today(ports.clock),
) {
  if (montant === 0 || q.DossierId == null) return;
  await ports.db.insert(Ecriture).values({
    DossierId: q.DossierId,
    type: "echeance",
    date,
    libelle,
    debit: Math.max(0, montant),
    credit: Math.max(0, -montant),
    QuitanceId: q.id,
    auteur,
    createdAt: ports.clock.now().toISOString(),
  });
}

/**
 * A new term: its due on the account, and a credit waiting on it settles it by itself. In the caller's transaction.
 * Money is left unallocated exactly when the balance is negative (lettering never leaves money beside an open
 * term, and every debit is a term's due or a reversal of its own credit), so with a balance at or above zero the
 * new term stays unsettled and the replay is skipped: the month's generation writes one line and reads one sum.
 */
export async function echeanceCreee(ports: Ports, q: Terme, auteur = SYSTEME): Promise<Terme> {
  if (q.DossierId == null) return q;
  const [avant] = await ports.db
    // A regularisation's debit is no term's due: money left beside it is still unallocated (ADR 025), so it is left
    // out of the balance that decides whether the replay can be skipped.
    .select({
      n: sql<number>`coalesce(sum(case when ${Ecriture.type} = 'regularisation' then -${Ecriture.credit} else ${Ecriture.debit} - ${Ecriture.credit} end), 0)`,
    })
    .from(Ecriture)
    .where(eq(Ecriture.DossierId, q.DossierId));
  await ecrireLigne(ports, q, total(q), libelleEcheance(q.mois), auteur, q.date);
  for (const s of primesStatements(ports, sql`q.id = ${q.id}`)) await s;
  if ((avant?.n ?? 0) >= 0 && total(q) > 0) return q;
  await recalculer(ports, q.DossierId);
  const [row] = await ports.db.select().from(Quitance).where(eq(Quitance.id, q.id));
  return present(row, `terme ${q.id}`);
}

/**
 * A term whose amounts or dossier changed: the difference on the account (the old dossier's due removed). Returns
 * the term as the account leaves it.
 */
export async function echeanceModifiee(
  ports: Ports,
  avant: Terme,
  apres: Terme,
  auteur = SYSTEME,
): Promise<Terme> {
  if (avant.DossierId !== apres.DossierId) {
    await echeanceSupprimee(ports, avant, auteur);
    return apres.DossierId != null ? echeanceCreee(ports, apres, auteur) : apres;
  }
  if (total(avant) === total(apres) || apres.DossierId == null) return apres;
  await ecrireLigne(ports, apres, total(apres) - total(avant), libelleRevision(apres.mois), auteur);
  await recalculer(ports, apres.DossierId);
  const [row] = await ports.db.select().from(Quitance).where(eq(Quitance.id, apres.id));
  return present(row, `terme ${apres.id}`);
}

/** A term removed: its due cancelled by a credit line; what settled it is a credit again, for the other terms. */
export async function echeanceSupprimee(ports: Ports, q: Terme, auteur = SYSTEME): Promise<void> {
  if (q.DossierId == null) return;
  const [du] = await ports.db
    // A regularisation's debit is no term's due: money left beside it is still unallocated (ADR 025), so it is left
    // out of the balance that decides whether the replay can be skipped.
    .select({
      n: sql<number>`coalesce(sum(case when ${Ecriture.type} = 'regularisation' then -${Ecriture.credit} else ${Ecriture.debit} - ${Ecriture.credit} end), 0)`,
    })
    .from(Ecriture)
    .where(
      and(
        eq(Ecriture.DossierId, q.DossierId),
        eq(Ecriture.QuitanceId, q.id),
        eq(Ecriture.type, "echeance"),
      ),
    );
  await ecrireLigne(ports, q, -(du?.n ?? 0), libelleSuppression(q.mois), auteur);
  await recalculer(ports, q.DossierId);
}

/** What a term read adds: what is settled and left, the payments on it, the tenant's declaration in words. */
export function etatTerme(
  q: Terme,
  compte: Pick<Compte, "lettrage"> | null,
  modes: Map<number, string>,
) {
  const t = compte?.lettrage.termes.get(q.id);
  const du = t?.du ?? total(q);
  const regle = t?.regle ?? q.montantRegle ?? 0;
  return {
    montantRegle: toEuros(regle),
    resteDu: toEuros(Math.max(0, du - regle)),
    paiements: (t?.affectations ?? []).map((a) => ({
      PaiementId: a.PaiementId,
      montant: toEuros(a.montant),
      date: a.date,
      mode: a.PaiementId == null ? "Remise" : (modes.get(a.PaiementId) ?? "Non précisé"),
    })),
    declarationLocataire:
      q.declaration == null || !q.reponduAt
        ? null
        : texteDeclaration(q.declaration, parisDate(new Date(q.reponduAt))),
  };
}

/** The term's state for `GET /Quitance/{id}` (one replay of its dossier's account). */
export async function etatDuTerme(ports: Ports, q: Terme) {
  const compte = q.DossierId == null ? null : await lireCompte(ports, q.DossierId);
  const modes = new Map(
    (compte?.rows ?? []).flatMap((e) =>
      e.PaiementId != null && e.mode ? [[e.PaiementId, e.mode] as const] : [],
    ),
  );
  return etatTerme(q, compte, modes);
}

/** Pays what is left of a term (mode "Non précisé", dated today): switchState/true and the tenant's "payé". */
async function payerLeReste(ports: Ports, q: Terme & { DossierId: number }, auteur: string) {
  const reste = resteDuTerme((await lireCompte(ports, q.DossierId)).lettrage, q);
  if (reste <= 0) return;
  // ADR 157: a term an insurer paid, still owed to it, is not « payée » by a click: the tenant's money is the
  // insurer's first (ADR 153). Read in this write's transaction, which a parallel write would make fail.
  const [assureur] = await ports.db.all<{ du: number }>(
    sql`select ${termeDuAssureur(q.id, q.DossierId)} as "du"`,
  );
  if (assureur?.du) throw conflict(MSG_TERME_ASSUREUR);
  await ecrirePaiement(
    ports,
    q.DossierId,
    { montant: reste, date: today(ports.clock), mode: "Non précisé", QuitanceId: q.id },
    auteur,
  );
}

/**
 * Reverses the tenant's payments that settle the term (switchState/false): it is unpaid again, and known to be. An
 * insurer's indemnity (its Subrogation names the payment) is not the tenant's and stays (ADR 158): the insurer paid
 * the owners and holds the claim; a term only it settles is refused (409) before anything is written.
 */
async function annulerLesPaiements(
  ports: Ports,
  q: Terme & { DossierId: number },
  motif: string,
  auteur: string,
) {
  const compte = await lireCompte(ports, q.DossierId);
  const indemnites = await ports.db.all<{ id: number }>(
    sql`select "PaiementId" as "id" from "Subrogation" where "DossierId" = ${q.DossierId}`,
  );
  const duLocataire = paiementsDuLocataire(
    compte.lettrage,
    q.id,
    new Set(indemnites.map((s) => s.id)),
  );
  for (const id of duLocataire) {
    const [p] = await ports.db.select().from(Paiement).where(eq(Paiement.id, id));
    if (p) await ecrireAnnulation(ports, p, motif, auteur);
  }
}

/**
 * GET /Quitance/switchState/{true|false}/{id}: true records a payment of what is left; false reverses the term's
 * payments ("Statut remis à impayé"). Either way the status is known (statusInconu false).
 */
export async function switchState(ports: Ports, id: number, paye: boolean, auteur: string) {
  return inTransaction(ports, async (tx) => {
    const q = await getOr404(tx, Quitance, id);
    const DossierId = q.DossierId;
    if (DossierId == null) await etatSansCompte(tx, q, paye);
    else if (paye) await payerLeReste(tx, { ...q, DossierId }, auteur);
    else await annulerLesPaiements(tx, { ...q, DossierId }, MOTIF_IMPAYE, auteur);
    await tx.db
      .update(Quitance)
      .set({ statusInconu: false, updatedAt: tx.clock.now().toISOString() })
      .where(eq(Quitance.id, id));
    if (q.DossierId != null) await recalculer(tx, q.DossierId);
    const [row] = await tx.db.select().from(Quitance).where(eq(Quitance.id, id));
    return present(row, `terme ${id}`);
  });
}

/**
 * In SQL, of the term `id`: the tenant may still answer it, staff having recorded nothing (no payment line, even
 * reversed; no amount settled; status still unknown) and no answer taken. The one rule of the e-mailed link, its
 * batch (declarer.ts) and the tenant's space.
 */
export const reponseOuverte = (id: number | SQL): SQL =>
  sql`exists (select 1 from "Quitance" where "id" = ${id} and "reponduAt" is null and "statusInconu" = 1
    and coalesce("montantRegle", 0) = 0)
    and not exists (select 1 from "Ecriture" where "QuitanceId" = ${id} and "type" in ('paiement', 'ajustement'))`;

/**
 * The term's status known, with the tenant's answer when it is one (`declaration`, dated now), under `garde`: one
 * conditional write, which decides between parallel clicks. Returns the id when it wrote.
 */
export const marquerTerme = (
  ports: Ports,
  id: number,
  now: string,
  garde: SQL,
  declaration?: boolean,
) =>
  ports.db
    .update(Quitance)
    .set({
      ...(declaration === undefined ? {} : { declaration, reponduAt: now }),
      statusInconu: false,
      updatedAt: now,
    })
    .where(and(eq(Quitance.id, id), garde))
    .returning({ id: Quitance.id });

/**
 * The tenant's answer from the e-mailed link, a declaration, in a transaction: what the link's batch (declarer.ts)
 * falls back to. It sets the state only while `reponseOuverte`; otherwise it changes nothing and the caller answers
 * 409. Returns null for an unknown link.
 */
export async function declarerEnTransaction(
  ports: Ports,
  uuid: string,
  paye: boolean,
): Promise<{ regle: boolean } | "deja" | null> {
  return inTransaction(ports, async (tx) => {
    const [q] = await tx.db.select().from(Quitance).where(eq(Quitance.uuid, uuid));
    if (!q) return null;
    // The conditional write decides between parallel clicks: only the first finds the answer still open.
    const won = await marquerTerme(
      tx,
      q.id,
      tx.clock.now().toISOString(),
      reponseOuverte(q.id),
      paye,
    );
    if (!won.length) return "deja";
    const DossierId = q.DossierId;
    if (DossierId == null) await etatSansCompte(tx, q, paye);
    else if (paye) {
      await payerLeReste(tx, { ...q, DossierId }, "locataire");
      await recalculer(tx, DossierId);
    }
    return { regle: paye };
  });
}

/**
 * The tenant's declaration from their space (issue 62, item 4): recorded for staff to confirm, never a payment by
 * itself (unlike the e-mailed link, whose « payé » the spec makes a payment): the term keeps its unknown state and
 * staff's switchState records the payment. One conditional write: only while nothing was recorded or answered for
 * the term, so parallel presses or a press after staff's entry change nothing (false: the caller answers 409).
 */
export async function declarerDepuisEspace(
  ports: Ports,
  QuitanceId: number,
  paye: boolean,
): Promise<boolean> {
  const now = ports.clock.now().toISOString();
  const pris = await ports.db
    .update(Quitance)
    .set({ declaration: paye, reponduAt: now, updatedAt: now })
    .where(and(eq(Quitance.id, QuitanceId), reponseOuverte(QuitanceId)))
    .returning({ id: Quitance.id });
  return pris.length > 0;
}

/** A term as `GET /Quitance/{id}` answers it: the row in euros with its state from the account. */
export async function termeApi(ports: Ports, q: Terme) {
  return { ...toApi("Quitance", q), ...(await etatDuTerme(ports, q)) };
}
