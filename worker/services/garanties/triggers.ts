import { MSG_CAUTION_SOUS_GLI, STATUTS_SQL } from "../../domain/garanties/caution";

// The guarantees' guard (issue 78 item 3, ADR 122), a derived object (worker/db/derived): a Caution written on, or
// moved to, a lease under a GLI is refused by the database unless its tenant is a student or an apprentice
// (loi 89-462 art. 22-1). The GLI's own write is conditional on the same rule (services/garanties/garantie.ts): the
// two writes are serialized by SQLite, so neither order pairs them. The API answers the message as a 409.

const quand = (
  dossier: string,
) => `EXISTS (SELECT 1 FROM "GarantieDossier" g WHERE g."DossierId" = ${dossier}
    AND g."type" = 'gli')
  AND NOT EXISTS (SELECT 1 FROM "Dossier" d JOIN "Locataire" l ON l."id" = d."LocataireId"
    WHERE d."id" = ${dossier} AND l."statut" IN (${STATUTS_SQL}))`;

const refus = `SELECT RAISE(ABORT, '${MSG_CAUTION_SOUS_GLI.replaceAll("'", "''")}');`;

export const garantiesStatements = () => [
  `DROP TRIGGER IF EXISTS "Caution_sous_gli_insert"`,
  `CREATE TRIGGER "Caution_sous_gli_insert" BEFORE INSERT ON "Caution" WHEN ${quand(`new."DossierId"`)}
   BEGIN ${refus} END`,
  `DROP TRIGGER IF EXISTS "Caution_sous_gli_update"`,
  `CREATE TRIGGER "Caution_sous_gli_update" BEFORE UPDATE OF "DossierId" ON "Caution"
   WHEN new."DossierId" IS NOT old."DossierId" AND ${quand(`new."DossierId"`)} BEGIN ${refus} END`,
];
