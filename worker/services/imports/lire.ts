import { desc, eq } from "drizzle-orm";
import { Import } from "../../db/schema";
import { type ImportRecord, importRecord } from "../../domain/contract/imports";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { estTexte, jsonLu, selon, tableauDe } from "../../lib/lignes-typees";
import { raisonBloquante } from "./garde";
import { type Lu, changeDepuis, lectureChanges } from "./restaurer";
import { inOneTrip } from "../one-trip";

// The imports as the API answers them (issue 61): their JSON columns read, and `annulable` computed now (a finished
// import nothing else refers to yet: garde.ts).

export const MSG_IMPORT_INTROUVABLE = "Cet import est introuvable.";

type Ligne = typeof Import.$inferSelect;

// The JSON columns, as the import wrote them: checked by the API's own schemas (a list of imports is short).
const fichiers = tableauDe(estTexte);
const compte = selon(importRecord.shape.crees);
const erreurs = selon(importRecord.shape.erreurs.unwrap());

/** Why the import cannot be undone now (French), or null. */
export async function raisonDe(ports: Ports, importId: number): Promise<string | null> {
  const [[r], lus] = await inOneTrip(ports, [
    ports.db.all<{ r: string }>(raisonBloquante(importId)),
    ports.db.all<Lu>(lectureChanges(importId)),
  ]);
  return r?.r ?? changeDepuis(lus);
}

/** The balances as they count now: the delay mode's are confirmed, by nobody, once it passed uncontested (ADR 132). */
function soldesEffectifs(l: Ligne, now: string) {
  const echus =
    l.soldes === "a_verifier" &&
    l.soldesComptentApres !== null &&
    l.soldesComptentApres <= now &&
    l.soldesContestesAt === null;
  return echus
    ? {
        soldes: "confirme" as const,
        soldesConfirmesPar: null,
        soldesConfirmesAt: l.soldesComptentApres,
      }
    : {
        soldes: l.soldes,
        soldesConfirmesPar: l.soldesConfirmesPar,
        soldesConfirmesAt: l.soldesConfirmesAt,
      };
}

async function enregistrement(ports: Ports, l: Ligne): Promise<ImportRecord> {
  const raison = l.statut === "termine" ? await raisonDe(ports, l.id) : null;
  const annulable = l.statut === "termine" && raison === null;
  return {
    id: l.id,
    statut: l.statut,
    dateReprise: l.dateReprise,
    fichiers: jsonLu(l.fichiers, fichiers, "Import.fichiers"),
    crees: jsonLu(l.crees, compte, "Import.crees"),
    misAJour: jsonLu(l.misAJour, compte, "Import.misAJour"),
    lignesTotal: l.lignesTotal,
    lignesEcrites: l.lignesEcrites,
    erreurs: l.erreurs ? jsonLu(l.erreurs, erreurs, "Import.erreurs") : null,
    auteur: l.auteur,
    createdAt: l.createdAt,
    termineAt: l.termineAt,
    annuleAt: l.annuleAt,
    annulePar: l.annulePar,
    annulable,
    raisonNonAnnulable: raison,
    ...soldesEffectifs(l, ports.clock.now().toISOString()),
    soldesComptentApres: l.soldesComptentApres,
    soldesContestesAt: l.soldesContestesAt,
    soldesContestesPar: l.soldesContestesPar,
    soldesContestesMotif: l.soldesContestesMotif,
  };
}

/** GET /api/Import/{id}. */
export async function lireImport(ports: Ports, id: number): Promise<ImportRecord> {
  const [l] = await ports.db.select().from(Import).where(eq(Import.id, id));
  if (!l) throw notFound(MSG_IMPORT_INTROUVABLE);
  return enregistrement(ports, l);
}

/** GET /api/imports: the most recent first. */
export async function listerImports(ports: Ports): Promise<ImportRecord[]> {
  const lignes = await ports.db
    .select()
    .from(Import)
    .orderBy(desc(Import.createdAt), desc(Import.id));
  return Promise.all(lignes.map((l) => enregistrement(ports, l)));
}
