import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { LigneReglementation } from "../../db/schema";
import { TERRITOIRES_ENCADREMENT, type Territoire } from "../../domain/echeances/encadrement";
import { REGLES_IMPAYE_CAF, type RegleImpayeCaf } from "../../domain/aides-logement/regles-impaye";
import { DECRETS_RELOCATION } from "../../domain/reglementation/relocation";
import type { Periode } from "../../domain/reglementation/periode";
import type { TableAjout } from "../../domain/reglementation/tables";
import {
  LISTE_ZONE_TENDUE_LIVREE,
  type ListeZoneTendue,
} from "../../domain/reglementation/zones-tendues";
import type { Ports } from "../../ports";

// The tables as the rules read them: the shipped rows with the admin's rows of Paramètres > Réglementation after
// them. Each reader is one statement (issued beside the caller's other reads: one round trip on the edge).

const communes = z.array(
  z.object({ insee: z.string(), nom: z.string(), codesPostaux: z.array(z.string()).default([]) }),
);
const donneesEncadrement = z.object({ territoire: z.string(), communes });
const donneesZones = z.object({ communes });
const mois = z.number().int().nullable();
const donneesImpaye = z.object({
  multipleMensualite: mois,
  seuilCents: mois,
  moisApresPremierImpaye: mois,
  delaiDeclarationMois: z.number().int(),
});

export type LigneLue = typeof LigneReglementation.$inferSelect;

/** The admin's rows of a table, oldest first. */
export const lignesSaisies = (ports: Ports, tableau: TableAjout): Promise<LigneLue[]> =>
  ports.db
    .select()
    .from(LigneReglementation)
    .where(eq(LigneReglementation.tableau, tableau))
    .orderBy(asc(LigneReglementation.debut), asc(LigneReglementation.id));

const periode = (l: LigneLue): Periode => ({ debut: l.debut, fin: l.fin, source: l.source });

/** An admin's rent-control row as the rule's territory. */
export function territoireSaisi(l: LigneLue): Territoire {
  const d = donneesEncadrement.parse(JSON.parse(l.donnees));
  return {
    territoire: d.territoire,
    depuis: l.debut,
    fin: l.fin,
    texte: l.source,
    communes: d.communes,
  };
}

/** An admin's zone-tendue row as a list. */
export function listeSaisie(l: LigneLue): ListeZoneTendue {
  return { ...periode(l), communes: donneesZones.parse(JSON.parse(l.donnees)).communes };
}

/** Rent control: the shipped territories, then the admin's rows (an extension, a new territory). */
export async function territoiresEncadrement(ports: Ports): Promise<Territoire[]> {
  const saisies = await lignesSaisies(ports, "encadrement");
  return [...TERRITOIRES_ENCADREMENT, ...saisies.map(territoireSaisi)];
}

/** Zone tendue: the shipped annex, then the admin's lists. */
export async function listesZoneTendue(ports: Ports): Promise<ListeZoneTendue[]> {
  const saisies = await lignesSaisies(ports, "zones-tendues");
  return [LISTE_ZONE_TENDUE_LIVREE, ...saisies.map(listeSaisie)];
}

/** The yearly re-letting decrees: shipped, then the admin's. */
export async function decretsRelocation(ports: Ports): Promise<Periode[]> {
  const saisies = await lignesSaisies(ports, "relocation");
  return [...DECRETS_RELOCATION, ...saisies.map(periode)];
}

/** An admin's row of the CAF's unpaid-rent table as the rule's row. */
export function regleImpayeSaisie(l: LigneLue): RegleImpayeCaf {
  return { ...periode(l), ...donneesImpaye.parse(JSON.parse(l.donnees)) };
}

/** The CAF's unpaid-rent rules (issue 77 item 4): shipped (R.824-1, décret n° 2026-84), then the admin's. */
export const reglesImpayeCaf = (saisies: readonly LigneLue[]): RegleImpayeCaf[] => [
  ...REGLES_IMPAYE_CAF,
  ...saisies.map(regleImpayeSaisie),
];
