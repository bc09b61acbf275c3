import { asc, eq } from "drizzle-orm";
import { Appartement, Diagnostic } from "../../db/schema";
import { raisonIndecence } from "../../domain/bail/decence";
import { parisDate } from "../../domain/dates";
import { introuvable } from "../../domain/labels";
import type { DiagnosticSaisi, TypeDiagnostic } from "../../domain/diagnostics/types";
import { etatDiagnostics } from "../../domain/diagnostics/validite";
import { dateRequise } from "../../domain/schemas/fields";
import { badRequest, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";

// What GET /api/Appartement/{id}/diagnostics shows (issue 63, ADR 087): the lot's fields that decide which kinds are
// needed and its stored diagnostics, read together (one round trip on the edge), then every kind's state computed
// at the day asked by worker/domain/diagnostics (validity is never stored). The reads are statements the PUT's
// batch carries after its writes (remplacer.ts), so that a save answers in the same round trip.

/** The lot's columns the rules read. */
const lot = {
  id: Appartement.id,
  archiveLe: Appartement.archiveLe,
  codePostal: Appartement.codePostal,
  classeEnergie: Appartement.classeEnergie,
  periodeConstruction: Appartement.periodeConstruction,
  datePermisConstruire: Appartement.datePermisConstruire,
  anneeInstallationElectricite: Appartement.anneeInstallationElectricite,
  anneeInstallationGaz: Appartement.anneeInstallationGaz,
};

/** The lot and its diagnostics: two statements, sent together. */
export const lectures = (ports: Ports, AppartementId: number) =>
  [
    ports.db.select(lot).from(Appartement).where(eq(Appartement.id, AppartementId)),
    ports.db
      .select()
      .from(Diagnostic)
      .where(eq(Diagnostic.AppartementId, AppartementId))
      .orderBy(asc(Diagnostic.id)),
  ] as const;

type Lot = Awaited<ReturnType<typeof lectures>[0]>[number];
type Ligne = Awaited<ReturnType<typeof lectures>[1]>[number];

/** A stored row as the API and the rules read it. */
const saisi = (r: Ligne): DiagnosticSaisi & { id: number } => ({
  id: r.id,
  type: r.type as TypeDiagnostic,
  dateRealisation: r.dateRealisation,
  resultat: r.resultat,
  classe: r.classe,
  energieFinale: r.energieFinale,
  positif: r.positif,
  surface: r.surface,
  FichierId: r.FichierId,
});

/** The lot read, or a 404. */
export function lotOu404(lues: readonly unknown[]): Lot {
  const [[appartement]] = lues as [Lot[]];
  if (!appartement) throw notFound(introuvable("Appartement"));
  return appartement;
}

/** The answer of the reads at `date`: every kind's state, and why the dwelling is not decent then (or null). */
export function vue(lues: readonly unknown[], date: string) {
  const appartement = lotOu404(lues);
  const lignes = (lues[1] as Ligne[]).map(saisi);
  const dpe = lignes.find((d) => d.type === "dpe");
  return {
    AppartementId: appartement.id,
    date,
    diagnostics: etatDiagnostics(appartement, lignes, date),
    // The DPE's class and energy when one is kept (classeEnergie follows it: remplacer.ts), else the lot's own class.
    decence: raisonIndecence(
      {
        classe: dpe?.classe ?? appartement.classeEnergie,
        energieFinale: dpe?.energieFinale,
        codePostal: appartement.codePostal,
      },
      date,
    ),
  };
}

/** `?date=AAAA-MM-JJ`: the day validity is said at; today in Paris without it; a bad one is a 400 in French. */
export function jourDemande(ports: Ports, date: string | undefined): string {
  if (date === undefined || date === "") return parisDate(ports.clock.now());
  const r = dateRequise().safeParse(date);
  if (!r.success)
    throw badRequest("Certains champs sont invalides.", {
      date: r.error.issues[0]?.message ?? "Date invalide.",
    });
  return r.data;
}

/** GET /api/Appartement/{id}/diagnostics: the two reads sent together (one round trip on the edge). */
export async function lireDiagnostics(ports: Ports, AppartementId: number, date: string) {
  return vue(await Promise.all(lectures(ports, AppartementId)), date);
}
