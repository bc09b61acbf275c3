import { asc, eq } from "drizzle-orm";
import { Appartement, Diagnostic } from "../../db/schema";
import { raisonIndecence } from "../../domain/bail/decence";
import { parisDate } from "../../domain/dates";
import { introuvable } from "../../domain/labels";
import { classeLue, type DiagnosticSaisi, TYPES_DIAGNOSTIC } from "../../domain/diagnostics/types";
import { etatDiagnostics } from "../../domain/diagnostics/validite";
import { dateRequise } from "../../domain/schemas/fields";
import { badRequest, notFound } from "../../lib/errors";
import { lueParmi } from "../../domain/parmi";
import type { Ports } from "../../ports";
import { forme, type LigneDe, tableauDe, verifie } from "../../lib/lignes-typees";

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
  zoneRisques: Appartement.zoneRisques,
  zoneBruit: Appartement.zoneBruit,
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

/** `lectures`' rows as the PUT's batch answers them, by position (remplacer.ts): checked against these. */
const LOT = {
  id: "nombre",
  archiveLe: "texte|null",
  codePostal: "texte",
  classeEnergie: "texte|null",
  periodeConstruction: "texte|null",
  datePermisConstruire: "texte|null",
  anneeInstallationElectricite: "nombre|null",
  anneeInstallationGaz: "nombre|null",
  zoneRisques: "booleen",
  zoneBruit: "booleen",
} as const;
const LIGNE = {
  id: "nombre",
  type: "texte",
  dateRealisation: "texte",
  resultat: "texte|null",
  classe: "texte|null",
  classeApresAttestation: "texte|null",
  dateAttestation: "texte|null",
  sourceAttestation: "texte|null",
  energieFinale: "nombre|null",
  positif: "booleen|null",
  surface: "nombre|null",
  FichierId: "nombre|null",
} as const;
type Lot = LigneDe<typeof LOT>;
type Ligne = LigneDe<typeof LIGNE>;

/** The two reads' rows, as `lectures` types them (GET) or as the batch's answers checked (PUT). */
export interface Lues {
  lots: readonly Lot[];
  lignes: readonly Ligne[];
}

/** The last two answers of a batch that ends with `lectures`, checked to be their rows. */
export const luesDuLot = (reponses: readonly unknown[]): Lues => ({
  lots: verifie(reponses.at(-2), tableauDe(forme(LOT)), "lot des diagnostics"),
  lignes: verifie(reponses.at(-1), tableauDe(forme(LIGNE)), "diagnostics du lot"),
});

/** A stored row as the API and the rules read it. */
const saisi = (r: Ligne): DiagnosticSaisi & { id: number } => ({
  id: r.id,
  type: lueParmi(TYPES_DIAGNOSTIC, r.type, "Diagnostic.type"),
  dateRealisation: r.dateRealisation,
  resultat: r.resultat,
  classe: r.classe,
  classeApresAttestation: r.classeApresAttestation,
  dateAttestation: r.dateAttestation,
  sourceAttestation: r.sourceAttestation,
  energieFinale: r.energieFinale,
  positif: r.positif,
  surface: r.surface,
  FichierId: r.FichierId,
});

/** The lot read, or a 404. */
export function lotOu404(lues: Lues): Lot {
  const [appartement] = lues.lots;
  if (!appartement) throw notFound(introuvable("Appartement"));
  return appartement;
}

/** The answer of the reads at `date`: every kind's state, and why the dwelling is not decent then (or null). */
export function vue(lues: Lues, date: string) {
  const appartement = lotOu404(lues);
  const lignes = lues.lignes.map(saisi);
  const dpe = lignes.find((d) => d.type === "dpe");
  return {
    AppartementId: appartement.id,
    date,
    diagnostics: etatDiagnostics(appartement, lignes, date),
    // The DPE's class and energy when one is kept (classeEnergie follows it: remplacer.ts), else the lot's own class.
    decence: raisonIndecence(
      {
        classe: (dpe && classeLue(dpe)) ?? appartement.classeEnergie,
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
  const [lots, lignes] = await Promise.all(lectures(ports, AppartementId));
  return vue({ lots, lignes }, date);
}
