import { and, eq, lte, ne, or, sql } from "drizzle-orm";
import { Dossier, Ecriture, Regularisation, RegularisationCharge } from "../../db/schema";
import type { Ports } from "../../ports";
import { libelleRegularisation } from "../../domain/compte/libelles";
import {
  dateExigibilite,
  nouvelleProvision,
  provisionsAppelees,
  regulariser,
} from "../../domain/regularisation/calcul";
import {
  erreursPeriode,
  MSG_DEJA_REGULARISE,
  regularisationSchema,
} from "../../domain/regularisation/schema";
import { introuvable } from "../../domain/labels";
import { toCents, toEuros } from "../../domain/money";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { recalculer } from "../compte/ledger";
import { inTransaction } from "../transaction";
import { regularisationApi, termesDeLaPeriode } from "./lire";

// POST /api/Dossier/{id}/regularisations (ADR 025): the provisions read from the terms, the balance computed, and
// the regularisation, its lines and its ledger entry written in one transaction: all of them or none.

export async function enregistrerRegularisation(
  ports: Ports,
  dossierId: number,
  input: unknown,
  auteur: string,
) {
  const v = parseWith(regularisationSchema, input);
  const charges = v.charges.map((c) => ({
    categorie: c.categorie,
    montant: toCents(c.montant),
    quotePart: c.quotePart ?? null,
  }));
  return inTransaction(ports, async (tx) => {
    const [termes, [bail]] = await Promise.all([
      termesDeLaPeriode(tx, dossierId, v.du, v.au),
      tx.db.select({ debut: Dossier.dateDebutBail }).from(Dossier).where(eq(Dossier.id, dossierId)),
    ]);
    if (!bail) throw notFound(introuvable("Dossier"));
    const date = today(tx.clock);
    const periode = erreursPeriode(v, { aujourdhui: date, debutBail: bail.debut });
    if (Object.keys(periode).length) throw badRequest(MSG_INVALID, periode);
    const { provisions, reel, solde } = regulariser(
      provisionsAppelees(termes, v.du, v.au),
      charges,
    );
    const createdAt = tx.clock.now().toISOString();
    // The balance on the account: a debit when the tenant owes it, dated the day it can be claimed (one month after
    // the letter, art. 23: reminders, notices and statements count it from then); a credit (money back, which
    // settles open terms like a remise) at once when it is refunded; nothing when the provisions matched.
    const [ecriture] =
      solde === 0
        ? []
        : await tx.db
            .insert(Ecriture)
            .values({
              DossierId: dossierId,
              type: "regularisation",
              date: solde > 0 ? dateExigibilite(date) : date,
              libelle: libelleRegularisation(v.du, v.au),
              debit: Math.max(0, solde),
              credit: Math.max(0, -solde),
              auteur,
              createdAt,
            })
            .returning({ id: Ecriture.id });
    // The unique index on (dossier, du, au) decides between a double submit: the second rolls back, 409.
    const [row] = await tx.db
      .insert(Regularisation)
      .values({
        DossierId: dossierId,
        du: v.du,
        au: v.au,
        date,
        provisions,
        reel,
        solde,
        nouvelleProvision: nouvelleProvision(reel, v.du, v.au),
        EcritureId: ecriture?.id ?? null,
        auteur,
        createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(MSG_DEJA_REGULARISE);
    const lignes = await tx.db
      .insert(RegularisationCharge)
      .values(charges.map((c) => ({ ...c, RegularisationId: row.id })))
      .returning();
    // Only a refund is money the replay allocates (ledger.ts, evenements): a debit settles nothing, so the terms'
    // state cannot change and the balance is one sum.
    const soldeCompte =
      solde < 0
        ? (await recalculer(tx, dossierId)).solde
        : await soldeDuCompte(tx, dossierId, date);
    return { regularisation: regularisationApi(row, lignes), soldeCompte: toEuros(soldeCompte) };
  });
}

/** The account's balance owed on `jour` in cents (positive: the tenant owes): exigibilite.ts's rule in SQL. */
async function soldeDuCompte(ports: Ports, dossierId: number, jour: string) {
  const [r] = await ports.db
    .select({ n: sql<number>`coalesce(sum(${Ecriture.debit} - ${Ecriture.credit}), 0)` })
    .from(Ecriture)
    .where(
      and(
        eq(Ecriture.DossierId, dossierId),
        or(ne(Ecriture.type, "regularisation"), lte(Ecriture.date, jour)),
      ),
    );
  return Number(r?.n ?? 0);
}
