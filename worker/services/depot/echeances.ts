import { type SQL, and, asc, isNotNull, isNull, ne, or, eq, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Appartement, Dossier, EtatLieux, Locataire, RestitutionDepot } from "../../db/schema";
import type { Ports } from "../../ports";
import { depotPaye, lignesDepotSql } from "../compte/ledger";
import { addDays } from "../../domain/dates";
import { JOURS_A_ECHEANCE, dateLimite, echeanceDepot, moisConstat } from "../../domain/depot/delai";
import { sortieConforme } from "../../domain/depot/conformite";
import { moisCommences } from "../../domain/depot/penalite";
import type { DepotARestituer } from "../../domain/api-records";
import { toEuros } from "../../domain/money";

const entree = alias(EtatLieux, "entree");
const sortie = alias(EtatLieux, "sortie");

/**
 * The deposits still to pay back whose deadline is within JOURS_A_ECHEANCE days of `jour` or past: the dossiers
 * whose keys are back and whose settlement has no day of payment. One statement; the deadline itself (1 or 2
 * months by the inventories) is the domain's, computed here for the few rows the statement keeps (a deadline is at
 * least a month after the keys, so keys later than `jour` + 15 days are left out by SQL).
 */
export const depotsStatement = (
  ports: Pick<Ports, "db">,
  jour: string,
  // The dashboard's kept candidates (ADR 099: worker/speed/tableau): the ids of the dossiers that may be due by
  // the day it is given, a superset of the statement's rows found without reading every dossier.
  candidats?: (limite: string) => SQL,
) =>
  ports.db
    .select({
      DossierId: Dossier.id,
      AppartementId: Dossier.AppartementId,
      depot: Dossier.depotGarantie,
      // The deposit to pay back is the deposit paid (issue 39 item 8): the lines of a lease that carries it.
      lignes: sql<string | null>`${lignesDepotSql(sql`${Dossier.id}`)}`,
      dateRestitutionCles: Dossier.dateRestitutionCles,
      entree: entree.pieces,
      sortie: sortie.pieces,
      sortieId: sortie.id,
      adresse: Appartement.adresse,
      codePostal: Appartement.codePostal,
      ville: Appartement.ville,
      nom: Locataire.nom,
      prenom: Locataire.prenom,
    })
    .from(Dossier)
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
    .leftJoin(entree, eq(entree.id, Dossier.etatIn))
    .leftJoin(sortie, eq(sortie.id, Dossier.etatOut))
    .leftJoin(RestitutionDepot, eq(RestitutionDepot.DossierId, Dossier.id))
    .where(
      and(
        isNotNull(Dossier.dateRestitutionCles),
        ne(Dossier.dateRestitutionCles, ""),
        lte(Dossier.dateRestitutionCles, addDays(jour, JOURS_A_ECHEANCE)),
        or(isNull(RestitutionDepot.id), isNull(RestitutionDepot.dateRestitution)),
        candidats && sql`${Dossier.id} in (${candidats(addDays(jour, JOURS_A_ECHEANCE))})`,
      ),
    )
    .orderBy(asc(Dossier.dateRestitutionCles), asc(Dossier.id));

type Candidat = Awaited<ReturnType<typeof depotsStatement>>[number];

/** The statement's rows kept and shaped for the dashboard: due soon or overdue, the soonest deadline first. */
export function depotsARestituer(rows: Candidat[], jour: string): DepotARestituer[] {
  return rows
    .flatMap((r) => {
      if (!r.dateRestitutionCles) return [];
      const conforme = r.sortieId !== null && sortieConforme(r.entree, r.sortie);
      const limite = dateLimite(r.dateRestitutionCles, moisConstat(conforme));
      const echeance = echeanceDepot(limite, jour, null);
      if (!echeance) return [];
      return [
        {
          DossierId: r.DossierId,
          AppartementId: r.AppartementId,
          locataire: [r.prenom, r.nom].filter(Boolean).join(" "),
          adresse: r.adresse,
          codePostal: r.codePostal,
          ville: r.ville,
          depot: toEuros(depotPaye(r.lignes, r.depot)),
          dateRestitutionCles: r.dateRestitutionCles,
          dateLimite: limite,
          echeance,
          moisRetard: moisCommences(limite, jour),
        },
      ];
    })
    .sort((a, b) => (a.dateLimite < b.dateLimite ? -1 : a.dateLimite > b.dateLimite ? 1 : 0));
}

/**
 * The daily job's list, from `depotsStatement` in its one read (worker/jobs/monthly-quitances.ts): how many deposits are due within 15 days and overdue, and their
 * dossiers, soonest deadline first, for the run's log line. It only reads, so a run
 * repeated or retried reports the same and changes nothing; it never pays anything back by itself.
 */
export function compterDepots(candidats: Candidat[], jour: string) {
  const rows = depotsARestituer(candidats, jour);
  return {
    aEcheance: rows.filter((r) => r.echeance === "à échéance").length,
    enRetard: rows.filter((r) => r.echeance === "en retard").length,
    dossiers: rows.map((r) => r.DossierId),
  };
}
