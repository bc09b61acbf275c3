import { type SQL, sql } from "drizzle-orm";
import { fieldOf } from "../../lib/error-fields";
import { FEUILLES } from "../../domain/imports/colonnes";
import type { VerificationImport, ImportRecord } from "../../domain/contract/imports";
import { motNu } from "../../domain/imports/saisie";
import { estTypeSolde } from "../../domain/imports/verifier";
import { portsOfWriter } from "../../auth/writer-ports";
import { ApiError, conflict } from "../../lib/errors";
import { isOpenPairConflict } from "../lease-end";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { elementsStatement, termineStatement } from "./elements";
import { ecritureStatements } from "./ecrire";
import type { Envoi } from "./envoi";
import { lireImport } from "./lire";
import { type SoldeLu, soldesStatements } from "./soldes";
import { verifierEnvoi } from "./verifier-envoi";
import { priseStatement } from "./prise";
import { reglerParLeCredit, termesRepriseStatements } from "./termes-reprise";
import { aVerifierStatement } from "./confirmer";
import { apresStatements, avantStatements } from "./avant";
import { nombreDe } from "../../domain/francais/pluriel";

// The import itself (issue 61, item 3; ADR 079): checked first, then everything or nothing in ONE libSQL batch (one
// transaction on Node, one round trip on the edge): the Import row, each table's upsert by reference, the records
// created kept for the undo, the opening balances, the row closed with its counts. The edge's queue calls the same
// function with the Import row it created (`importId`).

export const MSG_BAIL_OUVERT =
  "Un bail du fichier désigne un locataire qui a déjà un dossier en cours dans ce lot : rien n'a été importé.";
const MSG_IMPORT_PARALLELE =
  "Un autre import a écrit les mêmes références en même temps : rien n'a été importé, vérifiez puis réessayez.";

/** Who imports: the journal names them on every row the batch writes (ADR 029, 060). */
export interface AuteurImport {
  email: string;
  sessionId?: string;
}

/** The file has faults: nothing was written; the answer lists them all (400). */
export class ImportInvalide extends ApiError {
  constructor(readonly verification: VerificationImport) {
    const n = verification.erreurs.length;
    super(
      400,
      "validation",
      `Le fichier contient ${nombreDe(n, "erreur")} : rien n'a été importé.`,
    );
  }
}

const soldesLus = (envoi: Awaited<ReturnType<typeof verifierEnvoi>>): SoldeLu[] =>
  (envoi.verification.lus.Soldes ?? []).flatMap((r) => {
    const type = motNu(String(r.champs.type ?? ""));
    const reference = r.champs.reference;
    const montant = r.champs.montant;
    return estTypeSolde(type) && typeof reference === "string" && typeof montant === "number"
      ? [{ type, reference, montant }]
      : [];
  });

/**
 * The next id of Import (the batch inserts its row with it, the primary key refusing a parallel import's) and this
 * import's instant: its records' createdAt / updatedAt, by which the batch finds what it created and changed
 * (elements.ts), so later than every other import's, even under a clock that stands still (the tests').
 */
async function prochain(ports: Ports, importId?: number): Promise<{ id: number; instant: string }> {
  const [r] = await ports.db.all<{ n: number; dernier: string | null }>(
    sql`select max(coalesce((select "seq" from "sqlite_sequence" where "name" = 'Import'), 0),
      coalesce((select max("id") from "Import"), 0)) + 1 n,
      (select max("createdAt") from "Import" where "id" is not ${importId ?? null}) dernier`,
  );
  const now = ports.clock.now().getTime();
  const apres = r?.dernier ? Date.parse(r.dernier) + 1 : 0;
  return { id: importId ?? r?.n ?? 1, instant: new Date(Math.max(now, apres)).toISOString() };
}

const estConflitDId = (e: unknown) =>
  /UNIQUE constraint failed: Import\.id|PRIMARY KEY/i.test(String(fieldOf(e, "message") ?? e));

/** Imports the files of `envoi`, or throws ImportInvalide (nothing written). */
export async function importer(
  ports: Ports,
  envoi: Envoi,
  auteur: AuteurImport,
  options: { importId?: number } = {},
): Promise<ImportRecord> {
  const p = portsOfWriter(ports, auteur.email, auteur.sessionId);
  const verifie = await verifierEnvoi(p, envoi);
  if (verifie.reponse.erreurs.length) throw new ImportInvalide(verifie.reponse);
  const lus = verifie.verification.lus;
  const feuilles = FEUILLES.filter((f) => lus[f]);
  const lignes = feuilles.reduce((n, f) => n + (lus[f]?.length ?? 0), 0);
  const soldes = soldesLus(verifie);
  for (let essai = 0; ; essai++) {
    const { id: importId, instant } = await prochain(p, options.importId);
    const debut: SQL = options.importId
      ? sql`update "Import" set "lignesTotal" = ${lignes} where "id" = ${importId}`
      : sql`insert into "Import" ("id", "statut", "dateReprise", "fichiers", "lignesTotal", "auteur", "createdAt")
          values (${importId}, 'en_cours', ${envoi.dateReprise}, ${JSON.stringify(envoi.fichiers.map((f) => f.nom))},
            ${lignes}, ${auteur.email}, ${instant})`;
    const suite: SQL[] = [
      ...avantStatements(importId, lus),
      ...ecritureStatements({
        lus,
        instant,
        dateReprise: envoi.dateReprise,
        jour: today(p.clock),
        auteur: auteur.email,
      }),
      ...apresStatements({ importId, instant, auteur: auteur.email, lus }),
      ...[elementsStatement(importId, feuilles, instant)].filter((s): s is SQL => s !== null),
      ...soldesStatements({
        importId,
        dateReprise: envoi.dateReprise,
        soldes,
        auteur: auteur.email,
      }),
      ...termesRepriseStatements({
        baux: lus.Baux,
        importId,
        instant,
        dateReprise: envoi.dateReprise,
        jour: today(p.clock),
      }),
      termineStatement({ importId, feuilles, instant, lignes }),
      ...aVerifierStatement(importId, soldes.length),
    ];
    // A queued import's claim first (ADR 082): the batch rolls back when another delivery has written it.
    const [first, ...rest] = options.importId
      ? [priseStatement(importId), debut, ...suite]
      : [debut, ...suite];
    try {
      await inOneTrip(p, [p.db.run(first), ...rest.map((s) => p.db.run(s))]);
    } catch (e) {
      // Another import took the id between the read and the batch: nothing was written, try again.
      if (!options.importId && essai < 3 && estConflitDId(e)) continue;
      // A lease of the file on a pair the agency already lets (one open dossier per pair, lease-end.ts), or a
      // reference a parallel import wrote first: the database refused, nothing was written.
      if (isOpenPairConflict(e)) throw conflict(MSG_BAIL_OUVERT);
      if (/UNIQUE constraint failed/.test(String(fieldOf(e, "message") ?? e)))
        throw conflict(MSG_IMPORT_PARALLELE);
      throw e;
    }
    await reglerParLeCredit(
      p,
      importId,
      soldes.some((s) => s.type === "locataire" && s.montant < 0),
      auteur.email,
    );
    return lireImport(p, importId);
  }
}
