import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { DeductionDepot, Dossier, EtatLieux, RestitutionDepot } from "../../db/schema";
import type { Ports } from "../../ports";
import type { RestitutionDepotApi } from "../../domain/contract/depot";
import { constatSortie } from "../../domain/depot/conformite";
import { piecesCitables } from "../../domain/depot/pieces";
import { calculRestitution } from "../../domain/depot/restitution";
import { retenueMax } from "../../domain/depot/retenue";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { compteDe, ecrituresStatement, lignesDe } from "../compte/ledger";
import { depotDetenu } from "../../domain/compte/emmenagement";

const entree = alias(EtatLieux, "entree");
const sortie = alias(EtatLieux, "sortie");

/**
 * The statements that read what the deposit's settlement is made of: the dossier's deposit, rent and keys' day with
 * both inventories' rooms, the stored settlement, its deductions, the tenant's ledger. Statements, so that a write
 * batch can carry them (enregistrer.ts) and a read sends them together (one round trip on the edge).
 */
export const lectureStatements = (ports: Ports, dossierId: number) =>
  [
    ports.db
      .select({
        depot: Dossier.depotGarantie,
        loyerHC: Dossier.loyerHC,
        dateRestitutionCles: Dossier.dateRestitutionCles,
        entree: entree.pieces,
        sortie: sortie.pieces,
        sortieId: sortie.id,
      })
      .from(Dossier)
      .leftJoin(entree, eq(entree.id, Dossier.etatIn))
      .leftJoin(sortie, eq(sortie.id, Dossier.etatOut))
      .where(eq(Dossier.id, dossierId)),
    ports.db.select().from(RestitutionDepot).where(eq(RestitutionDepot.DossierId, dossierId)),
    ports.db
      .select()
      .from(DeductionDepot)
      .where(eq(DeductionDepot.DossierId, dossierId))
      .orderBy(asc(DeductionDepot.ordre), asc(DeductionDepot.id)),
    ecrituresStatement(ports, dossierId),
  ] as const;

/** Each statement's answer, in their order (a mapped type over a type parameter keeps the tuple). */
type Answers<T> = { -readonly [K in keyof T]: Awaited<T[K]> };
type Lus = Answers<ReturnType<typeof lectureStatements>>;

/** The statements' answers as one reading; 404 for an unknown dossier. */
export function lectureDe([dossiers, restitutions, deductions, ledger]: Lus) {
  const dossier = dossiers[0];
  if (!dossier) throw notFound(introuvable("Dossier"));
  // The return starts from the deposit paid (issue 39 item 8): the account's deposit line, as the replay settles it.
  const lignes = lignesDe(ledger);
  const compte = compteDe(lignes);
  const detenu = depotDetenu(compte.lettrage, compte.solde, dossier.depot);
  // What the lease provides, what the account called of it and when (null: collected outside the account).
  const appel = compte.lettrage.emmenagement.get("depot");
  return {
    dossier: { ...dossier, depot: detenu.depot },
    versement: {
      prevu: dossier.depot,
      appele: appel ? { date: appel.date, montant: appel.du } : null,
    },
    // What the deposit paid was computed from: the lease's amount and the account's lines (only ever added).
    version: { depotGarantie: dossier.depot, lignes: lignes.length },
    restitution: restitutions[0] ?? null,
    deductions,
    soldeCompte: detenu.soldeCompte,
  };
}

/** The settlement's parts, read together. */
export async function lireRestitution(ports: Ports, dossierId: number) {
  const [a, b, c, d] = lectureStatements(ports, dossierId);
  return lectureDe(await Promise.all([a, b, c, d]));
}
export type LectureRestitution = Awaited<ReturnType<typeof lireRestitution>>;

/** The settlement's state in cents, as the letter and the API need it; computed figures null until the keys are back. */
export function etatRestitution(l: LectureRestitution, jour: string) {
  const { dossier, restitution } = l;
  const constat = constatSortie(dossier.entree, dossier.sortieId === null ? null : dossier.sortie);
  const conforme = constat === "conforme";
  const pieces = piecesCitables(dossier.sortie);
  const noms = new Map(pieces.map((p) => [p.id, p.nom]));
  const retenue = restitution?.retenueSyndic ?? 0;
  const dateRestitution = restitution?.dateRestitution ?? null;
  const calcul = dossier.dateRestitutionCles
    ? calculRestitution({
        depot: dossier.depot,
        loyerHC: dossier.loyerHC,
        dateRestitutionCles: dossier.dateRestitutionCles,
        sortieConforme: conforme,
        deductions: l.deductions,
        soldeCompte: l.soldeCompte,
        retenue,
        dateRestitution,
        jour,
      })
    : null;
  return {
    dossier,
    conforme,
    constat,
    pieces,
    deductions: l.deductions.map((d) => ({
      id: d.id,
      motif: d.motif,
      montant: d.montant,
      piece: d.piece,
      pieceNom: d.piece === null ? null : (noms.get(d.piece) ?? d.piece),
      // Saved before deductions had a date: the keys' return, the day the exit inventory found it.
      date: d.date ?? dossier.dateRestitutionCles,
    })),
    totalDeductions: l.deductions.reduce((s, d) => s + d.montant, 0),
    soldeCompte: l.soldeCompte,
    retenue,
    dateRestitution,
    enregistre: restitution !== null,
    versement: l.versement,
    calcul,
  };
}
export type EtatRestitution = ReturnType<typeof etatRestitution>;

/** The API's answer: euros. */
export function restitutionApi(dossierId: number, e: EtatRestitution): RestitutionDepotApi {
  const c = e.calcul;
  return {
    DossierId: dossierId,
    ouverte: c !== null,
    enregistre: e.enregistre,
    dateRestitutionCles: e.dossier.dateRestitutionCles,
    depot: toEuros(e.dossier.depot),
    depotPrevu: toEuros(e.versement.prevu),
    depotAppele: e.versement.appele && {
      date: e.versement.appele.date,
      montant: toEuros(e.versement.appele.montant),
    },
    loyerHC: toEuros(e.dossier.loyerHC),
    sortieConforme: e.conforme,
    constat: e.constat,
    moisConstat: c?.moisConstat ?? null,
    dateLimite: c?.dateLimite ?? null,
    deductions: e.deductions.map((d) => ({ ...d, montant: toEuros(d.montant) })),
    totalDeductions: toEuros(e.totalDeductions),
    soldeCompte: toEuros(e.soldeCompte),
    retenue: toEuros(e.retenue),
    retenueMax: toEuros(retenueMax(e.dossier.depot)),
    aRestituer: toEuros(c?.aRestituer ?? 0),
    resteDu: toEuros(c?.resteDu ?? 0),
    moisRetard: c?.moisRetard ?? 0,
    penalite: toEuros(c?.penalite ?? 0),
    echeance: c?.echeance ?? null,
    dateRestitution: e.dateRestitution,
    pieces: e.pieces,
  };
}

/** GET /api/Dossier/{id}/restitutionDepot, on today's Paris day. */
export async function restitutionDuDossier(ports: Ports, dossierId: number) {
  const l = await lireRestitution(ports, dossierId);
  return restitutionApi(dossierId, etatRestitution(l, today(ports.clock)));
}
