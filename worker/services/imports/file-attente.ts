import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { and, eq } from "drizzle-orm";
import { Import } from "../../db/schema";
import type { ImportRecord } from "../../domain/contract/imports";
import type { Ports } from "../../ports";
import { fieldOf } from "../../lib/error-fields";
import { estObjet, estTexte, jsonLu, tableauDe } from "../../lib/lignes-typees";
import { type Correspondances, type Envoi, estCorrespondances } from "./envoi";
import { lireFichiers } from "./fichiers";
import { type AuteurImport, ImportInvalide, importer } from "./importer";
import { lireImport } from "./lire";

// The edge's queued import (issue 61 item 7, ADR 082). A file of more than SEUIL_FILE rows is not written by the
// request that brings it: the request keeps it in the file store (R2), opens its Import row (en_cours) and queues
// one message; the queue's consumer reads it back and writes it with the import's one batch, which also claims the
// row (en_cours -> termine). Nothing is visible before that batch commits; a retried message finds the row claimed
// and only tidies up. Node (no `ports.jobs`) writes every file in its request.

/**
 * Rows (all sheets) above which the edge queues the write. Up to it, a file is checked and written inside the
 * request in a few round trips, well within a request's CPU and memory: the client gets its 201 at once.
 */
export const SEUIL_FILE = 500;

/** The fields of the request kept beside its files, in the stored package. */
const ENVOI_JSON = "envoi.json";

interface EnvoiGarde {
  dateReprise: string;
  correspondances: Correspondances;
  noms: string[];
}
const noms = tableauDe(estTexte);
const estEnvoiGarde = (v: unknown): v is EnvoiGarde =>
  estObjet(v) &&
  typeof v.dateReprise === "string" &&
  estCorrespondances(v.correspondances) &&
  noms(v.noms);

/**
 * An Envoi as one object: a zip stored without compression (a workbook is compressed already; this costs a copy,
 * not a deflate). The files are numbered (their names may repeat or hold a "/"), their names in envoi.json.
 */
export function emballer(envoi: Envoi): Uint8Array {
  const garde: EnvoiGarde = {
    dateReprise: envoi.dateReprise,
    correspondances: envoi.correspondances,
    noms: envoi.fichiers.map((f) => f.nom),
  };
  const entrees: Record<string, Uint8Array> = { [ENVOI_JSON]: strToU8(JSON.stringify(garde)) };
  envoi.fichiers.forEach((f, i) => {
    entrees[String(i)] = f.bytes;
  });
  return zipSync(entrees, { level: 0 });
}

/** The Envoi a package holds (emballer's inverse). */
export function deballer(paquet: Uint8Array): Envoi {
  const entrees = unzipSync(paquet);
  const garde = jsonLu(strFromU8(entrees[ENVOI_JSON]!), estEnvoiGarde, ENVOI_JSON);
  return {
    dateReprise: garde.dateReprise,
    correspondances: garde.correspondances,
    fichiers: garde.noms.map((nom, i) => ({ nom, bytes: entrees[String(i)]! })),
  };
}

/** Where a queued import's package waits: under files/ as every stored object, referenced by Import.cle. */
const cleDe = () => `files/imports/${crypto.randomUUID()}.zip`;

/** The data rows of every sheet of the request's files: what decides between the request and the queue. */
export async function lignesEnvoyees(envoi: Envoi): Promise<number> {
  const tables = await lireFichiers(envoi.fichiers);
  return Object.values(tables).reduce((n, t) => n + (t?.lignes.length ?? 0), 0);
}

/**
 * POST /api/imports without essai: written now (201), or on the edge, above SEUIL_FILE rows, handed to the queue
 * (202, followed by GET /Import/{id}).
 */
export async function ecrireImport(
  ports: Ports,
  envoi: Envoi,
  auteur: AuteurImport,
): Promise<{ statut: 201 | 202; import: ImportRecord }> {
  const lignes = ports.jobs ? await lignesEnvoyees(envoi) : 0;
  if (!ports.jobs || lignes <= SEUIL_FILE)
    return { statut: 201, import: await importer(ports, envoi, auteur) };
  return { statut: 202, import: await mettreEnFile(ports, envoi, auteur, lignes) };
}

/** The package stored, the Import row opened (en_cours, nothing else written), its message queued. */
async function mettreEnFile(
  ports: Ports,
  envoi: Envoi,
  auteur: AuteurImport,
  lignesTotal: number,
): Promise<ImportRecord> {
  const cle = cleDe();
  // Stored before its row: a crash between the two leaves an orphan, which the daily sweep removes.
  await ports.files.put(cle, emballer(envoi), "application/zip");
  const [row] = await ports.db
    .insert(Import)
    .values({
      statut: "en_cours",
      dateReprise: envoi.dateReprise,
      fichiers: JSON.stringify(envoi.fichiers.map((f) => f.nom)),
      lignesTotal,
      cle,
      auteur: auteur.email,
      createdAt: ports.clock.now().toISOString(),
    })
    .returning();
  try {
    await ports.jobs!.send([{ kind: "import", importId: row!.id }]);
  } catch (e) {
    // Never queued: the row says so rather than staying en_cours for ever.
    await echouer(
      ports,
      row!.id,
      "La file d'attente n'a pas pris l'import : rien n'a été importé, envoyez le fichier à nouveau.",
      cle,
    );
    throw e;
  }
  return lireImport(ports, row!.id);
}

/**
 * A fault of the whole import (its file lost, the queue's tries spent), in the shape of a row's error: line 0 (no
 * row), no column, on the first sheet (the contract names one).
 */
const erreurGenerale = (message: string) => [
  { feuille: "Proprietaires" as const, ligne: 0, colonne: "", message },
];

/**
 * Ends a queued import that wrote nothing: echoue with its faults, its package released. Conditional on en_cours,
 * so it never overwrites an import the queue has finished meanwhile.
 */
export async function echouer(
  ports: Ports,
  importId: number,
  raison: string | ImportRecord["erreurs"],
  cle?: string | null,
): Promise<void> {
  const erreurs = typeof raison === "string" ? erreurGenerale(raison) : raison;
  await ports.db
    .update(Import)
    .set({
      statut: "echoue",
      erreurs: JSON.stringify(erreurs),
      cle: null,
      termineAt: ports.clock.now().toISOString(),
    })
    .where(and(eq(Import.id, importId), eq(Import.statut, "en_cours")));
  // Unreferenced now: a failed delete leaves it to the orphan sweep.
  if (cle) await ports.files.delete(cle).catch(() => {});
}

/** The dead-letter queue's end of an import whose tries are spent: echoue, nothing written. */
export async function abandonnerImport(ports: Ports, importId: number): Promise<void> {
  const [row] = await ports.db
    .select({ cle: Import.cle })
    .from(Import)
    .where(eq(Import.id, importId));
  if (row)
    await echouer(
      ports,
      importId,
      "L'import n'a pas pu être écrit (tentatives épuisées) : rien n'a été importé, envoyez le fichier à nouveau.",
      row.cle,
    );
}

/**
 * The queue's consumer of an `import` message. Throws only what a retry may cure (the database or the store
 * unreachable); a file that does not pass the checks ends the import echoue, with its errors, nothing written.
 */
export async function consommerImport(ports: Ports, importId: number): Promise<void> {
  const [row] = await ports.db.select().from(Import).where(eq(Import.id, importId));
  if (!row) return; // deleted meanwhile: nothing to do
  if (row.statut !== "en_cours") {
    // A retry after the commit (or after the failure was recorded): only the package may be left to remove.
    if (row.cle) await liberer(ports, importId, row.cle);
    return;
  }
  const stored = row.cle ? await ports.files.get(row.cle) : null;
  if (!stored) {
    await echouer(
      ports,
      importId,
      "Le fichier de l'import est introuvable : rien n'a été importé, envoyez-le à nouveau.",
    );
    return;
  }
  const envoi = deballer(new Uint8Array(await new Response(stored.body).arrayBuffer()));
  try {
    // The one write batch; with importId it claims the row (en_cours -> termine) in that batch, so two deliveries
    // of the message never both write.
    await importer(ports, envoi, { email: row.auteur }, { importId });
  } catch (e) {
    const erreurs = erreursDe(e);
    if (!erreurs) {
      // The claim refused: another delivery has written it meanwhile; only the package may be left to remove.
      const [now] = await ports.db
        .select({ statut: Import.statut, cle: Import.cle })
        .from(Import)
        .where(eq(Import.id, importId));
      if (now && now.statut !== "en_cours") {
        if (now.cle) await liberer(ports, importId, now.cle);
        return;
      }
      throw e;
    }
    await echouer(ports, importId, erreurs, row.cle);
    return;
  }
  await liberer(ports, importId, row.cle!);
}

/**
 * Why an import was refused for good: the checks' errors (ImportInvalide), or another French 4xx (a file that is no
 * spreadsheet...) as one error; undefined for a fault a retry may cure (the database, the store).
 */
function erreursDe(e: unknown): ImportRecord["erreurs"] | undefined {
  if (e instanceof ImportInvalide) return e.verification.erreurs;
  const status = fieldOf(e, "status");
  if (typeof status !== "number" || status >= 500) return undefined;
  return erreurGenerale(String(fieldOf(e, "message")));
}

/** After the commit: the row no longer points at the package, then the package goes (else the sweep takes it). */
async function liberer(ports: Ports, importId: number, cle: string) {
  await ports.db.update(Import).set({ cle: null }).where(eq(Import.id, importId));
  await ports.files.delete(cle);
}
