import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Quitance } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { planLoyers } from "../../domain/proprietaire/loyers";
import { today } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import { clearResponseCaches, type Ports } from "../../ports";
import type { LigneRejouee } from "../../ports/kept-ledgers";
import { inOneTrip } from "../one-trip";
import {
  anciensDe,
  anciensJsonSql,
  datation,
  dernierVu,
  ecritureStatementVide,
  ecrireStatement,
  ecrituresLoyerDe,
  ecrituresLoyerSql,
  proprietairesDe,
  proprietairesJsonSql,
  reconcilierLoyers,
} from "../proprietaire/loyers";
import { toApi } from "../serialize";
import { paiementsDuLocataire } from "./impaye-paiements";
import { compteDe, lignesRejoueesDe, lireCompte, rejeuSql } from "./ledger";
import { annulationStatements, type PaiementRow } from "./paiements";
import { etatsDe, etatsSql, projection } from "./projection";
import { etatTerme, MOTIF_IMPAYE, SYSTEME, switchState, termeApi } from "./termes";

// « Statut remis à impayé » (GET /Quitance/switchState/false/{id}) in one read and one write batch (ADR 165): on the
// edge two round trips after the session's, instead of an interactive transaction's sixteen. The read is the term
// and, in one statement, what its transaction read one statement at a time (the ledger as the replay reads it, the
// terms' stored state, the owners and their entries, the indemnities, the payments). The batch writes exactly what
// the transaction wrote, in its order: each payment's reversal with the insurer's part first (ADR 164), the term's
// status known, the terms' state replayed (recalculer's projection), the owners' entries, then reads the term back.
// Every write holds only while the dossier's ledger is the one replayed plus this batch's own reversals so far: a
// parallel request that appended a line (a payment, another click's reversal) makes the batch write nothing, and
// the transaction (termes.ts) decides then under the write lock; a payment is never reversed twice either way (the
// unique index on the reversal). The answer is the term as `GET /Quitance/{id}` gives it, from the replay predicted.

type Terme = typeof Quitance.$inferSelect;

/** The term's dossier, in SQL: the reads name it before the term's row is known. */
const dossierDuTerme = (id: number) => sql`(select "DossierId" from "Quitance" where "id" = ${id})`;

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

/** The term's row, then its dossier's account as one statement of JSON columns: one round trip. */
const lecture = (ports: Ports, id: number) => {
  const d = dossierDuTerme(id);
  return [
    ports.db.select().from(Quitance).where(eq(Quitance.id, id)),
    ports.db.all<
      Record<"lignes" | "etats" | "proprietaires" | "loyers" | "anciens", string | null> & {
        indemnites: string;
        paiements: string;
      }
    >(sql`select (${rejeuSql(d)}) as "lignes", (${etatsSql(d)}) as "etats",
      (${proprietairesJsonSql(d)}) as "proprietaires", (${ecrituresLoyerSql(d)}) as "loyers",
      (${anciensJsonSql(d)}) as "anciens",
      (select json_group_array("PaiementId") from "Subrogation" where "DossierId" = ${d}) as "indemnites",
      (select json_group_array(json_array("id", "DossierId", "QuitanceId", "montant", "date", "mode", "reference",
        "auteur", "createdAt")) from "Paiement" p where p."DossierId" = ${d} and not exists (
        select 1 from "Ecriture" e where e."type" = 'annulation' and e."PaiementId" = p."id")) as "paiements"`),
  ] as const;
};

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

/**
 * In SQL: the dossier's lines after `vu` (the last one read) are `n`, each a reversal of this request (its author
 * and instant): the ledger is still the one replayed, with this batch's first `n` reversals.
 */
const commeLu = (
  dossierId: number,
  vu: number,
  n: number,
  auteur: string,
  createdAt: string,
): SQL =>
  sql`(select count(*) from "Ecriture" where "DossierId" = ${dossierId} and "id" > ${vu}) = ${n}
    and (select count(*) from "Ecriture" where "DossierId" = ${dossierId} and "id" > ${vu} and "type" = 'annulation'
      and "auteur" = ${auteur} and "createdAt" = ${createdAt}) = ${n}`;

/** GET /Quitance/switchState/false/{id}: the tenant's payments of the term reversed, the term as the API shows it. */
export async function remettreImpaye(ports: Ports, id: number, auteur: string) {
  const [[q], [lu]] = await inOneTrip(ports, lecture(ports, id));
  if (!q) throw notFound(introuvable("Quitance"));
  // A term outside any dossier has no payment to reverse: its flags are set as the spec says, by the transaction.
  if (q.DossierId == null || !lu)
    return termeApi(ports, await switchState(ports, id, false, auteur));
  const dossierId = q.DossierId;
  const lignes = lignesRejoueesDe([{ j: lu.lignes }]);
  const paiements = paiementsDe(lu.paiements);
  const indemnites = new Set<number>(JSON.parse(lu.indemnites));
  const aAnnuler = paiementsDuLocataire(compteDe(lignes).lettrage, id, indemnites).flatMap(
    (p) => paiements.get(p) ?? [],
  );
  const createdAt = ports.clock.now().toISOString();
  const vu = lignes.at(-1)?.id ?? 0;
  const garde = (n: number) => commeLu(dossierId, vu, n, auteur, createdAt);
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
  const prevu = compteDe([...lignes, ...reversals]);
  const n = aAnnuler.length;
  // The term's status is known before the replay's writes, as the transaction wrote it.
  const stockes = etatsDe([{ j: lu.etats }]).map((e) =>
    e.id === id ? { ...e, statusInconu: false } : e,
  );
  const proprietaires = proprietairesDe(lu.proprietaires);
  const loyers = ecrituresLoyerDe([{ j: lu.loyers }]);
  const plan = planLoyers(
    prevu.lettrage,
    proprietaires,
    loyers,
    datation(ports),
    anciensDe(lu.anciens),
  );
  const ctx = { DossierId: dossierId, auteur: SYSTEME, createdAt };
  const ecritures = aAnnuler.flatMap((p, i) =>
    annulationStatements(ports, p, MOTIF_IMPAYE, auteur, createdAt, garde(i)),
  );
  const marque = ports.db
    .update(Quitance)
    .set({ statusInconu: false, updatedAt: createdAt })
    .where(and(eq(Quitance.id, id), garde(n)))
    .returning({ id: Quitance.id });
  const proprio =
    ecrireStatement(ports, plan, proprietaires, ctx, dernierVu(loyers), garde(n)) ??
    ecritureStatementVide(ports);
  const [premier, ...reste]: BatchItem<"sqlite">[] = [
    ...ecritures,
    marque,
    ...projection(ports, dossierId, prevu, stockes, garde(n)),
    proprio,
    ports.db.select().from(Quitance).where(eq(Quitance.id, id)),
  ];
  const reponses: readonly unknown[] = premier ? await inOneTrip(ports, [premier, ...reste]) : [];
  // A line appended in between: nothing was written, the transaction does it on the ledger as it is.
  if (!(reponses[ecritures.length] as { id: number }[] | undefined)?.length)
    return termeApi(ports, await switchState(ports, id, false, auteur));
  clearResponseCaches(ports);
  // The owners' entries changed in between without a line of the tenant's (rare): written from the ledger as it is.
  if (plan.length && (reponses.at(-2) as { rowsAffected: number }).rowsAffected === 0)
    await reconcilierLoyers(
      ports,
      dossierId,
      async () => (await lireCompte(ports, dossierId)).lettrage,
      SYSTEME,
    );
  const [row] = reponses.at(-1) as Terme[];
  const terme = row ?? q;
  const modes = new Map([...paiements.values()].map((p) => [p.id, p.mode]));
  return { ...toApi("Quitance", terme), ...etatTerme(terme, prevu, modes) };
}
