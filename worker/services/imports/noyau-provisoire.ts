// PLACEHOLDER until the import's core (branch imp-ecriture) is merged: same signatures, dropped at the merge.
import type { Feuille } from "../../domain/imports/colonnes";
import type { TableLue } from "../../domain/imports/csv";
import type { ImportRecord, VerificationImport } from "../../domain/contract/imports";
import { ApiError } from "../../lib/errors";
import type { Ports } from "../../ports";
import type { Envoi, FichierEnvoye } from "./envoi";

export interface AuteurImport {
  email: string;
  sessionId?: string;
}

export class ImportInvalide extends ApiError {
  constructor(readonly verification: VerificationImport) {
    super(400, "validation", "erreurs");
  }
}

export async function importer(
  _ports: Ports,
  _envoi: Envoi,
  _auteur: AuteurImport,
  _options: { importId?: number } = {},
): Promise<ImportRecord> {
  throw new Error("importer: pas encore fusionné");
}

export async function lireFichiers(
  _fichiers: readonly FichierEnvoye[],
): Promise<Partial<Record<Feuille, TableLue>>> {
  throw new Error("lireFichiers: pas encore fusionné");
}
