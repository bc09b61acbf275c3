import { and, desc, eq, gte, lte } from "drizzle-orm";
import { Quitance, Regularisation, RegularisationCharge } from "../../db/schema";
import type { Ports } from "../../ports";
import type { ProvisionsApi, RegularisationApi } from "../../domain/contract/regularisation";
import { CATEGORIES_CHARGES, libelleCategorie } from "../../domain/regularisation/categories";
import {
  dansLaPeriode,
  enRetard,
  nombreDeMois,
  provisionsAppelees,
} from "../../domain/regularisation/calcul";
import { periodeSchema } from "../../domain/regularisation/schema";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { dossierOr404 } from "../compte/compte";

// The regularisations as the API answers them, and the provisions of a period read from the dossier's terms.

type Row = typeof Regularisation.$inferSelect;
type Ligne = typeof RegularisationCharge.$inferSelect;

const CATEGORIES = new Set<string>(CATEGORIES_CHARGES);
const estCategorie = (c: string): c is (typeof CATEGORIES_CHARGES)[number] => CATEGORIES.has(c);

/** A row and its lines in euros, with what the rules derive from them. */
export function regularisationApi(r: Row, lignes: readonly Ligne[]): RegularisationApi {
  return {
    id: r.id,
    DossierId: r.DossierId,
    du: r.du,
    au: r.au,
    date: r.date,
    provisions: toEuros(r.provisions),
    reel: toEuros(r.reel),
    solde: toEuros(r.solde),
    mois: nombreDeMois(r.du, r.au),
    nouvelleProvision: toEuros(r.nouvelleProvision),
    enRetard: enRetard(r.au, r.date),
    EcritureId: r.EcritureId,
    auteur: r.auteur,
    charges: lignes
      .filter((l) => l.RegularisationId === r.id)
      .flatMap((l) =>
        estCategorie(l.categorie)
          ? [
              {
                categorie: l.categorie,
                libelle: libelleCategorie(l.categorie),
                montant: toEuros(l.montant),
                quotePart: l.quotePart,
              },
            ]
          : [],
      ),
  };
}

/** The terms that may lie within du..au (the rule itself is dansLaPeriode). */
export const termesDeLaPeriode = (ports: Ports, dossierId: number, du: string, au: string) =>
  ports.db
    .select({ date: Quitance.date, dateFin: Quitance.dateFin, charge: Quitance.charge })
    .from(Quitance)
    .where(and(eq(Quitance.DossierId, dossierId), gte(Quitance.date, du), lte(Quitance.date, au)));

/** GET /api/Dossier/{id}/regularisations/provisions?du=&au=: what the entry dialog shows before it is sent. */
export async function provisionsDeLaPeriode(
  ports: Ports,
  dossierId: number,
  query: { du?: string; au?: string },
): Promise<ProvisionsApi> {
  const { du, au } = parseWith(periodeSchema, query);
  const [termes] = await Promise.all([
    termesDeLaPeriode(ports, dossierId, du, au),
    dossierOr404(ports, dossierId),
  ]);
  return {
    du,
    au,
    provisions: toEuros(provisionsAppelees(termes, du, au)),
    termes: termes.filter((t) => dansLaPeriode(t, du, au)).length,
    mois: nombreDeMois(du, au),
  };
}

/** GET /api/Dossier/{id}/regularisations: newest period first. One round trip (three statements in parallel). */
export async function regularisationsDuDossier(ports: Ports, dossierId: number) {
  const [rows, lignes] = await Promise.all([
    ports.db
      .select()
      .from(Regularisation)
      .where(eq(Regularisation.DossierId, dossierId))
      .orderBy(desc(Regularisation.au), desc(Regularisation.id)),
    ports.db
      .select({ l: RegularisationCharge })
      .from(RegularisationCharge)
      .innerJoin(Regularisation, eq(Regularisation.id, RegularisationCharge.RegularisationId))
      .where(eq(Regularisation.DossierId, dossierId))
      .orderBy(RegularisationCharge.id),
    dossierOr404(ports, dossierId),
  ]);
  const all = lignes.map((x) => x.l);
  return { data: rows.map((r) => regularisationApi(r, all)) };
}

/** One regularisation with its lines, or 404. */
export async function lireRegularisation(ports: Ports, id: number) {
  const [rows, lignes] = await Promise.all([
    ports.db.select().from(Regularisation).where(eq(Regularisation.id, id)),
    ports.db
      .select()
      .from(RegularisationCharge)
      .where(eq(RegularisationCharge.RegularisationId, id))
      .orderBy(RegularisationCharge.id),
  ]);
  const r = rows[0];
  if (!r) throw notFound(introuvable("Regularisation"));
  return { row: r, api: regularisationApi(r, lignes) };
}
