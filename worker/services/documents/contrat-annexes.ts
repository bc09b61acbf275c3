import { eq, sql } from "drizzle-orm";
import { Diagnostic } from "../../db/schema";
import {
  ANNEXES_A_PART,
  ANNEXES_DDT,
  lignesAnnexes,
  lignesMentions,
  refusAnnexes,
} from "../../domain/bail/annexes";
import { raisonIndecence } from "../../domain/bail/decence";
import { type DiagnosticSaisi, TYPES_DIAGNOSTIC } from "../../domain/diagnostics/types";
import { annexesEnDefaut, etatDiagnostics } from "../../domain/diagnostics/validite";
import { lueParmi } from "../../domain/parmi";
import { conflict } from "../../lib/errors";
import { refusMentionsEncadrement } from "../../domain/echeances/encadrement-mentions";
import type { Ports } from "../../ports";
import type { DossierBundle } from "../../documents/data";
import { type EnergieDuLot, energieDuLot, lotDuDossier } from "../decence/energie-du-lot";

// What the lease needs before it prints (issue 63): its lot's diagnostics, valid on its signature day
// (dateCreationBail), and a dwelling decent on its start day (dateDebutBail); a lease that started before the rule
// (2024 on a class-G lot) prints. Read by the dossier's id, so that on the edge they go with the bundle's reads.

export interface LuPourContrat {
  diagnostics: DiagnosticSaisi[];
  energie: EnergieDuLot | undefined;
}

/** The lot's diagnostics and DPE, by the dossier's id (two statements issued together). */
export async function lirePourContrat(ports: Ports, dossierId: number): Promise<LuPourContrat> {
  const [rows, energie] = await Promise.all([
    ports.db
      .select()
      .from(Diagnostic)
      .where(eq(Diagnostic.AppartementId, sql`${lotDuDossier(dossierId)}`)),
    energieDuLot(ports, lotDuDossier(dossierId)),
  ]);
  const diagnostics = rows.map(
    (r): DiagnosticSaisi => ({ ...r, type: lueParmi(TYPES_DIAGNOSTIC, r.type, "Diagnostic.type") }),
  );
  return { diagnostics, energie };
}

/** The lease's annex of its diagnostics: its line, and one line per diagnostic annexed. */
export interface AnnexeDiagnostics {
  titre: string;
  lignes: string[];
  /** The living area and the asbestos report: mentioned by the lease, not annexed. */
  mentions: string[];
}

/** The lease's annex of its diagnostics, or the French 409 that stops it from printing. */
export function annexesDuContrat(b: DossierBundle, lu: LuPourContrat): AnnexeDiagnostics {
  const { dossier: d, appartement: a } = b;
  const indecent = lu.energie ? raisonIndecence(lu.energie, d.dateDebutBail) : null;
  if (indecent) throw conflict(`Le contrat de location ne peut pas être imprimé. ${indecent}`);
  // Issue 75: a controlled lease's reference rents are mentions of the contract.
  const sansMentions = refusMentionsEncadrement(d);
  if (sansMentions) throw conflict(sansMentions);
  const etats = etatDiagnostics(a, lu.diagnostics, d.dateCreationBail);
  if (d.annexesFourniesAPart)
    return { titre: ANNEXES_A_PART, lignes: [], mentions: lignesMentions(etats) };
  const refus = refusAnnexes(annexesEnDefaut(etats), d.dateCreationBail);
  if (refus) throw conflict(refus);
  return { titre: ANNEXES_DDT, lignes: lignesAnnexes(etats), mentions: lignesMentions(etats) };
}
