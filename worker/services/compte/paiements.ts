import { and, eq, sql, type SQL } from "drizzle-orm";
import { Dossier, Ecriture, Paiement, Quitance } from "../../db/schema";
import { inOneTrip } from "../one-trip";
import type { Ports } from "../../ports";
import { ajustementSchema, MSG_DATE_FUTURE } from "../../domain/schemas/paiement";
import { libelleAnnulation, libellePaiement, libelleRemise } from "../../domain/compte/libelles";
import { toCents, toEuros } from "../../domain/money";
import { introuvable } from "../../domain/labels";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { annulationDuPaiement } from "../garanties/annulation-recuperation";
import { inTransaction } from "../transaction";
import { lireCompte, recalculer, type Compte } from "./ledger";
import { present } from "../../domain/present";

export const MSG_QUITTANCE_AUTRE_DOSSIER = "Cette quittance n'appartient pas à ce dossier.";
export const MSG_DEJA_ANNULE = "Ce paiement a déjà été annulé.";

/** A payment as the services handle it (versProprietaires is set by its insert alone). */
export type PaiementRow = Omit<typeof Paiement.$inferSelect, "versProprietaires">;

/** A payment as the API shows it: euros, with what it settles (or settled, once reversed: nothing). */
export function paiementApi(p: PaiementRow, compte: Pick<Compte, "lettrage">) {
  const source = compte.lettrage.parPaiement.get(p.id);
  return {
    id: p.id,
    DossierId: p.DossierId,
    QuitanceId: p.QuitanceId,
    montant: toEuros(p.montant),
    date: p.date,
    mode: p.mode,
    reference: p.reference,
    auteur: p.auteur,
    annule: source?.annule ?? false,
    affectations: (source?.affectations ?? []).map((a) => ({
      QuitanceId: a.QuitanceId,
      montant: toEuros(a.montant),
    })),
  };
}

/** The dossier, and the term named by a payment when it belongs to it: one read. */
async function checkDossier(
  ports: Ports,
  dossierId: number,
  quitanceId: number | null | undefined,
) {
  const [d] = await ports.db
    .select({ id: Dossier.id })
    .from(Dossier)
    .where(eq(Dossier.id, dossierId));
  if (!d) throw notFound(introuvable("Dossier"));
  if (quitanceId == null) return;
  const [q] = await ports.db
    .select({ id: Quitance.id })
    .from(Quitance)
    .where(and(eq(Quitance.id, quitanceId), eq(Quitance.DossierId, dossierId)));
  if (!q) throw badRequest(MSG_INVALID, { QuitanceId: MSG_QUITTANCE_AUTRE_DOSSIER });
}

export interface NouveauPaiement {
  montant: number; // cents
  date: string;
  mode: string;
  reference?: string | null;
  QuitanceId?: number | null;
}

/** The payment's row as it will be written, but for its id. */
export function paiementRow(
  ports: Ports,
  dossierId: number,
  p: NouveauPaiement,
  auteur: string,
): Omit<PaiementRow, "id"> {
  return {
    DossierId: dossierId,
    QuitanceId: p.QuitanceId ?? null,
    montant: p.montant,
    date: p.date,
    mode: p.mode,
    reference: p.reference ?? null,
    auteur,
    createdAt: ports.clock.now().toISOString(),
  };
}

/** In SQL: the dossier exists. */
export const dossierExiste = (dossierId: number) =>
  sql`exists (select 1 from "Dossier" where "id" = ${dossierId})`;
/** In SQL: no term is named, or the term named is the dossier's. */
export const termeDuDossier = (p: Pick<PaiementRow, "DossierId" | "QuitanceId">) =>
  p.QuitanceId == null
    ? sql`1`
    : sql`exists (select 1 from "Quitance" where "id" = ${p.QuitanceId} and "DossierId" = ${p.DossierId})`;

/** A payment's rule, in SQL so a write batch checks it: its dossier exists, the term it names is the dossier's. */
export const paiementPossible = (p: Pick<PaiementRow, "DossierId" | "QuitanceId">) =>
  sql`${dossierExiste(p.DossierId)} and ${termeDuDossier(p)}`;

/**
 * A payment and its ledger line, as two statements of one batch, written only while paiementPossible holds (so
 * both or neither). The first answers the payment's id; the line names it as the dossier's newest payment, which
 * it is: inside the batch's transaction nothing is written between the two.
 */
export function paiementStatements(ports: Ports, p: Omit<PaiementRow, "id">, garde?: SQL) {
  // `garde`: one more condition of the caller's (a bank line still waiting to be matched).
  const possible = garde ? sql`${paiementPossible(p)} and ${garde}` : paiementPossible(p);
  return [
    ports.db.all<{
      id: number;
    }>(sql`insert into "Paiement" ("DossierId", "QuitanceId", "montant", "date",
        "mode", "reference", "auteur", "createdAt", "versProprietaires")
      select ${p.DossierId}, ${p.QuitanceId}, ${p.montant}, ${p.date}, ${p.mode}, ${p.reference}, ${p.auteur},
        ${p.createdAt}, 1
      where ${possible} returning "id"`),
    ports.db.run(sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit",
        "QuitanceId", "PaiementId", "auteur", "createdAt")
      select ${p.DossierId}, 'paiement', ${p.date}, ${libellePaiement(p.mode, p.reference)}, 0, ${p.montant},
        ${p.QuitanceId}, (select max("id") from "Paiement" where "DossierId" = ${p.DossierId}), ${p.auteur},
        ${p.createdAt}
      where ${possible}`),
  ] as const;
}

/**
 * Writes a payment and its ledger line in the caller's transaction, which letters the account again after
 * (recalculer): it reads the account under the write lock, so each payment's allocation sees every committed cent.
 */
export async function ecrirePaiement(
  ports: Ports,
  dossierId: number,
  p: NouveauPaiement,
  auteur: string,
): Promise<PaiementRow> {
  const row = paiementRow(ports, dossierId, p, auteur);
  const [[written]] = await inOneTrip(ports, paiementStatements(ports, row));
  if (!written) throw notFound(introuvable("Dossier"));
  return { ...row, id: written.id };
}

/**
 * Reverses a payment (rejected transfer, bounced cheque) with its reason: a debit line of the same amount; what it
 * settled is open again. Once only: the unique index on the reversal decides between parallel requests. The bank
 * line that matched it waits again, by the reversal's trigger (ADR 164). Run in the caller's transaction.
 */
export async function ecrireAnnulation(
  ports: Ports,
  p: PaiementRow,
  motif: string,
  auteur: string,
): Promise<boolean> {
  const { assureur, lignes } = annulationsDesPaiements(
    ports,
    [p],
    motif,
    auteur,
    ports.clock.now().toISOString(),
  );
  for (const s of assureur) await s;
  return (await lignes).length > 0;
}

/**
 * Payments' reversals as statements, each written only while `garde` holds (a batch's condition). First the
 * insurer's part of the same money (a payment by hand's, or its bank line's), which did not come in either (ADR
 * 157, 158), reversed and its draft transfer dropped, while the payment stands: its bank line names it only until
 * its reversal's line, whose trigger sends the bank line back (ADR 164); a payment already reversed reverses
 * nothing. Then the reversals' lines, one statement (a batch's next statement reads its count with `changes()`),
 * never twice for a payment (the unique index `Ecriture_annulation_uq`), answering the ids of the lines written.
 */
export function annulationsDesPaiements(
  ports: Ports,
  paiements: readonly [PaiementRow, ...PaiementRow[]],
  motif: string,
  auteur: string,
  createdAt: string,
  garde: SQL = sql`1`,
) {
  const jour = today(ports.clock);
  const m = { date: jour, reference: `Paiement annulé : ${motif}`, auteur, createdAt };
  const lignes = paiements.map(
    (
      p,
    ) => sql`select ${p.DossierId}, 'annulation', ${jour}, ${libelleAnnulation(p.date, p.mode, motif)},
      ${p.montant}, 0, ${p.QuitanceId}, ${p.id}, ${motif}, ${auteur}, ${createdAt}`,
  );
  return {
    assureur: paiements.flatMap((p) => annulationDuPaiement(ports, p.id, m, garde)),
    // INSERT … SELECT with an upsert clause needs the SELECT's WHERE (SQLite's parser): the guard is one anyway.
    lignes: ports.db.all<{
      id: number;
    }>(sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle",
        "debit", "credit", "QuitanceId", "PaiementId", "motif", "auteur", "createdAt")
      select * from (${sql.join(lignes, sql` union all `)}) where ${garde} on conflict do nothing returning "id"`),
  };
}

/** GET /api/Paiement/{id}. */
export async function lirePaiement(ports: Ports, id: number) {
  const [p] = await ports.db.select().from(Paiement).where(eq(Paiement.id, id));
  if (!p) throw notFound(introuvable("Paiement"));
  return paiementApi(p, await lireCompte(ports, p.DossierId));
}

/** POST /api/Dossier/{id}/ajustements: a remise (credit) with its reason, settling the term named first. */
export async function enregistrerRemise(
  ports: Ports,
  dossierId: number,
  input: unknown,
  auteur: string,
) {
  const v = parseWith(ajustementSchema, input);
  if (v.date > today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_FUTURE });
  return inTransaction(ports, async (tx) => {
    await checkDossier(tx, dossierId, v.QuitanceId);
    const [e] = await tx.db
      .insert(Ecriture)
      .values({
        DossierId: dossierId,
        type: "ajustement",
        date: v.date,
        libelle: libelleRemise(v.motif),
        credit: toCents(v.montant),
        QuitanceId: v.QuitanceId ?? null,
        motif: v.motif,
        auteur,
        createdAt: tx.clock.now().toISOString(),
      })
      .returning({ id: Ecriture.id });
    const compte = await recalculer(tx, dossierId);
    return {
      ecriture: {
        id: present(e, "ajustement écrit").id,
        montant: v.montant,
        date: v.date,
        motif: v.motif,
      },
      solde: toEuros(compte.solde),
    };
  });
}
