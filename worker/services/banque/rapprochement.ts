import { and, desc, eq, lte, sql } from "drizzle-orm";
import {
  CompteBancaire,
  Dossier,
  Ecriture,
  LigneBancaire,
  Locataire,
  Paiement,
  ReleveBancaire,
} from "../../db/schema";
import { rapprocher } from "../../domain/banque/rapprochement";
import { introuvable } from "../../domain/labels";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { inOneTrip } from "../one-trip";

// GET /api/banque/comptes/{id}/rapprochement/{YYYY}/{MM}/generate: one account's month reconciled with the ledger.

export const MSG_MOIS = "Mois invalide (AAAA/MM).";

function moisDe(annee: string, mois: string) {
  if (!/^\d{4}$/.test(annee) || !/^(0?[1-9]|1[0-2])$/.test(mois))
    throw badRequest(MSG_INVALID, { mois: MSG_MOIS });
  const m = mois.padStart(2, "0");
  const dernier = new Date(Date.UTC(Number(annee), Number(m), 0)).getUTCDate();
  return { du: `${annee}-${m}-01`, au: `${annee}-${m}-${String(dernier).padStart(2, "0")}` };
}

export async function genererRapprochement(
  ports: Ports,
  compteId: number,
  annee: string,
  mois: string,
) {
  const { du, au } = moisDe(annee, mois);
  const dansLeMois = (col: typeof LigneBancaire.date | typeof Paiement.date) =>
    sql`${col} between ${du} and ${au}`;
  const nonAnnule = sql`not exists (select 1 from ${Ecriture} where ${Ecriture.type} = 'annulation' and ${Ecriture.PaiementId} = ${Paiement.id})`;
  const [[compte], [ancre], lignes, paiements] = await inOneTrip(ports, [
    ports.db.select().from(CompteBancaire).where(eq(CompteBancaire.id, compteId)),
    // The last balance a statement states on or before the month's end.
    ports.db
      .select({ au: ReleveBancaire.au, soldeFinal: ReleveBancaire.soldeFinal })
      .from(ReleveBancaire)
      .where(
        and(
          eq(ReleveBancaire.compteId, compteId),
          lte(ReleveBancaire.au, au),
          sql`${ReleveBancaire.soldeFinal} is not null`,
        ),
      )
      .orderBy(desc(ReleveBancaire.au), desc(ReleveBancaire.id))
      .limit(1),
    ports.db
      .select({
        id: LigneBancaire.id,
        date: LigneBancaire.date,
        montant: LigneBancaire.montant,
        libelle: LigneBancaire.libelle,
        statut: LigneBancaire.statut,
        motif: LigneBancaire.motif,
        PaiementId: LigneBancaire.PaiementId,
        assureur: sql<number>`coalesce((select sum(r."montant") from "RecuperationAssureur" r
          where r."LigneBancaireId" = ${LigneBancaire.id}), 0)`,
      })
      .from(LigneBancaire)
      .where(and(eq(LigneBancaire.compteId, compteId), dansLeMois(LigneBancaire.date)))
      .orderBy(LigneBancaire.date, LigneBancaire.id),
    // The ledger's receipts of the month that stand (not reversed), except cash, which never goes through a bank:
    // those matched to this account's lines, and those matched to no line at all.
    ports.db
      .select({
        id: Paiement.id,
        date: Paiement.date,
        montant: Paiement.montant,
        mode: Paiement.mode,
        reference: Paiement.reference,
        DossierId: Paiement.DossierId,
        nom: Locataire.nom,
        prenom: Locataire.prenom,
        ligneCompte: sql<
          number | null
        >`(select ${LigneBancaire.compteId} from ${LigneBancaire} where ${LigneBancaire.PaiementId} = ${Paiement.id})`,
      })
      .from(Paiement)
      .innerJoin(Dossier, eq(Dossier.id, Paiement.DossierId))
      .leftJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .where(and(dansLeMois(Paiement.date), nonAnnule, sql`${Paiement.mode} <> 'Espèces'`))
      .orderBy(Paiement.date, Paiement.id),
  ]);
  if (!compte) throw notFound(introuvable("CompteBancaire"));
  const r = rapprocher(
    lignes,
    paiements
      .filter((p) => p.ligneCompte === null || p.ligneCompte === compteId)
      .map((p) => ({
        id: p.id,
        date: p.date,
        montant: p.montant,
        mode: p.mode,
        reference: p.reference,
        dossier: `Dossier n° ${p.DossierId}${p.nom ? ` (${[p.prenom, p.nom].filter(Boolean).join(" ")})` : ""}`,
        surCeCompte: p.ligneCompte === compteId,
      })),
  );
  const nomCompte = compte.numero ? `${compte.libelle} (${compte.numero})` : compte.libelle;
  const bytes = await (await pdfs()).rapprochementBancairePdf(
    // The statement's own closing day and balance (ADR 043), not a figure made up for the month's end.
    {
      ...r,
      compte: nomCompte,
      du,
      au,
      soldeAu: ancre?.au ?? null,
      soldeBancaire: ancre?.soldeFinal ?? null,
    },
    await documentContext(ports),
  );
  return storeGenerated(
    ports,
    {
      sujet: `banque/comptes/${compteId}/rapprochement/${du.slice(0, 7)}`,
      type: "rapprochementBancaire",
      nom: `Rapprochement bancaire ${du.slice(0, 7)} - ${compte.libelle}`,
      owners: {},
    },
    bytes,
  );
}
