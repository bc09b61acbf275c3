import { desc, eq, type SQL } from "drizzle-orm";
import { Appartement, Dossier, Irl, Locataire, RevisionLoyer } from "../../db/schema";
import type { Ports } from "../../ports";
import { tableIrl } from "../../domain/irl/valeurs";
import { toEuros } from "../../domain/money";
import {
  aUneClause,
  calculerRevision,
  dateRevisionDue,
  partiAvant,
  type BailRevisable,
  type CalculRevision,
} from "../../domain/revision/revision";
import { revisionsQuerySchema } from "../../domain/revision/schemas";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { toApi } from "../serialize";

// The revisions due (ADR 024): every open lease with an indexation clause whose last revision date on or before the
// day has not been applied, with its computation. Three reads issued together (one round trip on the edge, with the
// session's check): the leases, the admin's IRL rows, the revisions already applied. Read by the Révisions screen and counted by the daily job, which never applies them.

export const BAIL_COLS = {
  id: Dossier.id,
  AppartementId: Dossier.AppartementId,
  LocataireId: Dossier.LocataireId,
  typeBail: Dossier.typeBail,
  dateCreationBail: Dossier.dateCreationBail,
  dateDebutBail: Dossier.dateDebutBail,
  dateRevision: Dossier.dateRevision,
  // A tenant gone before a revision's date is offered none (the lease may run to its term after the keys are back).
  dateSortie: Dossier.dateSortie,
  loyerHC: Dossier.loyerHC,
  loyerCharge: Dossier.loyerCharge,
  indice: Dossier.indice,
  indiceTrim: Dossier.indiceTrim,
  classeEnergie: Appartement.classeEnergie,
};

const LIBELLE_COLS = {
  nom: Locataire.nom,
  prenom: Locataire.prenom,
  adresse: Appartement.adresse,
  codePostal: Appartement.codePostal,
  ville: Appartement.ville,
};

/** The three reads of `lireBaux`, for a batch (the daily job's one read, jobs/monthly-quitances.ts). */
export function bauxStatements(ports: Ports, where: SQL = eq(Dossier.clos, false)) {
  return [
    ports.db
      .select({ ...BAIL_COLS, ...LIBELLE_COLS })
      .from(Dossier)
      .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
      .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .where(where)
      .orderBy(Dossier.id),
    ports.db.select({ trimestre: Irl.trimestre, valeur: Irl.valeur }).from(Irl),
    ports.db
      .select({ DossierId: RevisionLoyer.DossierId, dateRevision: RevisionLoyer.dateRevision })
      .from(RevisionLoyer)
      .innerJoin(Dossier, eq(Dossier.id, RevisionLoyer.DossierId))
      .where(where),
  ] as const;
}

type Lus = ReturnType<typeof bauxStatements>;
type BauxRows = [Awaited<Lus[0]>, Awaited<Lus[1]>, Awaited<Lus[2]>];

/** What the three reads answered, shaped: the leases, the IRL table, the applied revisions. */
export function bauxLus([baux, saisis, faites]: BauxRows) {
  const applique = new Set(faites.map((f) => `${f.DossierId}/${f.dateRevision}`));
  return { baux, table: tableIrl(saisis), applique };
}

/** The leases `where` selects with their apartment's class and labels, the IRL table, the applied revisions. */
export async function lireBaux(ports: Ports, where?: SQL) {
  const [a, b, c] = bauxStatements(ports, where);
  return bauxLus(await Promise.all([a, b, c]));
}
export type BailLu = Awaited<ReturnType<typeof lireBaux>>["baux"][number];

export interface RevisionDue extends CalculRevision {
  DossierId: number;
  bail: BailLu;
}

/** The revisions due or overdue on `au`, claimed on `au`: not yet applied, blocked ones with their reason. */
export async function revisionsDues(ports: Ports, au: string): Promise<RevisionDue[]> {
  return revisionsDuesDe(await lireBaux(ports), au);
}

function revisionsDuesDe({ baux, table, applique }: ReturnType<typeof bauxLus>, au: string) {
  return baux.flatMap((bail): RevisionDue[] => {
    const date = aUneClause(bail.typeBail) ? dateRevisionDue(bail, au) : null;
    if (!date || applique.has(`${bail.id}/${date}`) || partiAvant(bail, date)) return [];
    const b: BailRevisable = bail;
    return [{ DossierId: bail.id, bail, ...calculerRevision(b, date, au, table) }];
  });
}

/** GET /api/revisions?au=YYYY-MM-DD (today when absent): the list, amounts in euros. */
export async function listeRevisions(ports: Ports, query: Record<string, string | undefined>) {
  const { au } = parseWith(revisionsQuerySchema, query);
  const jour = au ?? today(ports.clock);
  const dues = await revisionsDues(ports, jour);
  return {
    au: jour,
    data: dues.map((r) => ({
      DossierId: r.DossierId,
      dateRevision: r.dateRevision,
      loyerActuel: toEuros(r.loyerActuel),
      indiceReference: r.indiceReference,
      nouvelIndice: r.nouvelIndice,
      nouveauLoyer: r.nouveauLoyer == null ? null : toEuros(r.nouveauLoyer),
      bloque: r.bloque,
      charges: toEuros(r.bail.loyerCharge),
      Locataire: { nom: r.bail.nom, prenom: r.bail.prenom },
      Appartement: {
        id: r.bail.AppartementId,
        adresse: r.bail.adresse,
        codePostal: r.bail.codePostal,
        ville: r.bail.ville,
      },
    })),
  };
}

/** What the daily job reports from its one read (`bauxStatements`): the revisions due today, and the blocked ones. */
export function compterRevisions(lu: ReturnType<typeof bauxLus>, au: string) {
  const dues = revisionsDuesDe(lu, au);
  return { dues: dues.length, bloquees: dues.filter((r) => r.bloque).length };
}

/** One dossier's lease as the revision reads it (one round trip), or null when there is no such dossier. */
export async function lireBail(ports: Ports, dossierId: number) {
  const lu = await lireBaux(ports, eq(Dossier.id, dossierId));
  const bail = lu.baux[0];
  return bail ? { ...lu, bail } : null;
}

/** GET /api/Dossier/{id}/revisions: the dossier's applied revisions, newest first, amounts in euros. */
export async function historiqueRevisions(ports: Ports, dossierId: number) {
  const rows = await ports.db
    .select()
    .from(RevisionLoyer)
    .where(eq(RevisionLoyer.DossierId, dossierId))
    .orderBy(desc(RevisionLoyer.dateRevision));
  return { data: rows.map((r) => toApi("RevisionLoyer", r)) };
}
