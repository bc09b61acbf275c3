import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { LibelleAppris, LigneBancaire, Paiement, Quitance } from "../../db/schema";
import { organismeDuLibelle } from "../../domain/aides-logement/organisme-libelle";
import { cleLibelle } from "../../domain/banque/suggestions";
import { idOptionnel, idRequis, texteRequis } from "../../domain/schemas/fields";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { paiementRow } from "../compte/paiements";
import { inOneTrip } from "../one-trip";
import { encaisserAvecAssureur } from "../garanties/part-assureur";
import { partAssureurSql } from "../garanties/part-assureur-sql";

// A bank line matched to a dossier becomes a payment of the tenant's ledger, in the payment's own write batch:
// the payment is written only while the line still waits, and the line names its payment in the same batch, so one
// line is never matched twice, even by two people at once. Set aside (ignorée) with a reason; either undone by
// annuler-ligne.ts.

export const MSG_LIGNE_TRAITEE = "Cette ligne du relevé a déjà été rapprochée ou ignorée.";
export const MSG_LIGNE_DEBIT =
  "Seule une ligne créditrice (argent reçu) peut être rapprochée d'un loyer.";

const rapprochementSchema = z.object({
  DossierId: idRequis(),
  QuitanceId: idOptionnel(),
});
const ignoreSchema = z.object({ motif: texteRequis() });

const MODES_PAIEMENT: Record<string, string> = {
  Virement: "Virement",
  Prélèvement: "Prélèvement",
  Chèque: "Chèque",
  Carte: "Carte",
  Espèces: "Espèces",
};

/** The line, with the month of the term it names (the answer says which term a matched line paid). */
async function ligneDe(ports: Ports, id: number) {
  const [r] = await ports.db
    .select({ l: LigneBancaire, terme: Quitance.mois })
    .from(LigneBancaire)
    .leftJoin(Quitance, eq(Quitance.id, LigneBancaire.QuitanceId))
    .where(eq(LigneBancaire.id, id));
  if (!r) throw notFound(introuvable("LigneBancaire"));
  return r;
}

/** A line as the API shows it; `terme`: the month of the term a matched line paid (« Rapprochées » says which). */
export const ligneApi = (l: typeof LigneBancaire.$inferSelect, terme: string | null = null) => ({
  id: l.id,
  compteId: l.compteId,
  releveId: l.releveId,
  date: l.date,
  montant: toEuros(l.montant),
  libelle: l.libelle,
  reference: l.reference,
  contrepartie: l.contrepartie,
  mode: l.mode,
  statut: l.statut,
  DossierId: l.DossierId,
  QuitanceId: l.QuitanceId,
  PaiementId: l.PaiementId,
  motif: l.motif,
  traitePar: l.traitePar,
  // A credit line still waiting whose label names the CAF or MSA: the screen proposes to split it (issue 77).
  aideLogement:
    l.statut === "à rapprocher" && l.montant > 0
      ? organismeDuLibelle(`${l.libelle} ${l.contrepartie ?? ""}`)
      : null,
  terme: l.statut === "rapprochée" ? terme : null,
});

/** POST /api/banque/lignes/{id}/rapprocher { DossierId, QuitanceId? }. */
export async function rapprocherLigne(ports: Ports, id: number, input: unknown, auteur: string) {
  const v = parseWith(rapprochementSchema, input);
  const QuitanceId = v.QuitanceId ?? null;
  // The line and what of it is owed to an insurer that paid the owners (ADR 153), in one round trip.
  const [lues, [lu]] = await inOneTrip(ports, [
    ports.db.select().from(LigneBancaire).where(eq(LigneBancaire.id, id)),
    ports.db.all<{
      part: number;
    }>(sql`select coalesce((select ${partAssureurSql(v.DossierId, sql`l."montant"`, QuitanceId)}
      from ${LigneBancaire} l where l."id" = ${id} and l."montant" > 0), 0) as "part"`),
  ]);
  const ligne = lues[0];
  if (!ligne) throw notFound(introuvable("LigneBancaire"));
  if (ligne.statut !== "à rapprocher") throw conflict(MSG_LIGNE_TRAITEE);
  if (ligne.montant <= 0) throw badRequest(MSG_INVALID, { montant: MSG_LIGNE_DEBIT });
  const row = paiementRow(
    ports,
    v.DossierId,
    {
      montant: ligne.montant,
      date: ligne.date,
      mode: MODES_PAIEMENT[ligne.mode] ?? "Non précisé",
      reference: (ligne.reference ?? ligne.libelle).slice(0, 120),
      QuitanceId,
    },
    auteur,
  );
  const attend = sql`exists (select 1 from ${LigneBancaire} where ${LigneBancaire.id} = ${id} and ${LigneBancaire.statut} = 'à rapprocher')`;
  // The payment this batch wrote: the dossier's newest, stamped with this request's time and author.
  const sonPaiement = sql`(select max(${Paiement.id}) from ${Paiement} where ${Paiement.DossierId} = ${v.DossierId}
    and ${Paiement.createdAt} = ${row.createdAt} and ${Paiement.auteur} = ${auteur})`;
  // The money went whole to the insurer: the line is matched by its recovery, no payment names it. A line matched
  // before and undone has its recovery and the reversal (ADR 158), which sum to nothing: only this batch's counts.
  const saRecuperation = sql`(select coalesce(sum(r."montant"), 0) from "RecuperationAssureur" r
    where r."LigneBancaireId" = ${id}) > 0`;
  const marque = (avecPaiement: boolean) =>
    ports.db
      .update(LigneBancaire)
      .set({
        statut: "rapprochée",
        DossierId: v.DossierId,
        QuitanceId,
        PaiementId: avecPaiement ? sonPaiement : null,
        traitePar: auteur,
        updatedAt: row.createdAt,
      })
      .where(
        and(
          eq(LigneBancaire.id, id),
          eq(LigneBancaire.statut, "à rapprocher"),
          avecPaiement ? sql`${sonPaiement} is not null` : saRecuperation,
        ),
      );
  let paiement: Awaited<ReturnType<typeof encaisserAvecAssureur>>;
  try {
    paiement = await encaisserAvecAssureur(ports, {
      row,
      part: lu?.part ?? 0,
      source: { LigneBancaireId: id },
      garde: attend,
      marque,
    });
  } catch (e) {
    // Lost the race for the line (another person matched or set it aside meanwhile): say so, not "the dossier changed".
    if ((await ligneDe(ports, id)).l.statut !== "à rapprocher") throw conflict(MSG_LIGNE_TRAITEE);
    throw e;
  }
  // The label is learned for the next statements (a count, so parallel confirmations add up).
  const cle = cleLibelle(ligne.libelle);
  if (cle) {
    const now = ports.clock.now().toISOString();
    await ports.db
      .insert(LibelleAppris)
      .values({ cle, DossierId: v.DossierId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [LibelleAppris.cle, LibelleAppris.DossierId],
        set: { fois: sql`${LibelleAppris.fois} + 1`, updatedAt: now },
      });
  }
  const apres = await ligneDe(ports, id);
  return { ligne: ligneApi(apres.l, apres.terme), ...paiement };
}

/** POST /api/banque/lignes/{id}/ignorer { motif }: bank fees, the owner's transfers… */
export async function ignorerLigne(ports: Ports, id: number, input: unknown, auteur: string) {
  const { motif } = parseWith(ignoreSchema, input);
  const [l] = await ports.db
    .update(LigneBancaire)
    .set({
      statut: "ignorée",
      motif,
      traitePar: auteur,
      updatedAt: ports.clock.now().toISOString(),
    })
    .where(and(eq(LigneBancaire.id, id), eq(LigneBancaire.statut, "à rapprocher")))
    .returning();
  if (!l) {
    await ligneDe(ports, id);
    throw conflict(MSG_LIGNE_TRAITEE);
  }
  return { ligne: ligneApi(l) };
}
