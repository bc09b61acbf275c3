import { sql } from "drizzle-orm";
import { adresseLot } from "../../domain/echeances/calendrier";
import type { BailSinistre } from "../../domain/garanties/echeances";
import { cleEtape } from "../../domain/garanties/echeances";
import { ETAPES_SINISTRE } from "../../domain/garanties/sinistre";
import { estParmi } from "../../domain/parmi";
import type { Ports } from "../../ports";
import { aideManquante } from "../aides-logement/hors-dette";

// The unpaid terms of the open leases under a GLI or Visale (under Visale, the paid terms after the first unpaid one
// too), with the contract's delays and the steps done (issue 78 item 3): one statement, read with the calendar's others (services/echeances/calendrier.ts), one round trip.

interface Ligne {
  DossierId: number;
  AppartementId: number;
  locataire: string;
  adresse: string;
  codePostal: string;
  ville: string;
  type: string;
  delaiRelance: number | null;
  delaiMiseEnDemeure: number | null;
  delaiDeclaration: number | null;
  QuitanceId: number;
  mois: string;
  date: string;
  du: number;
  reste: number;
  aide: number;
  aideAttendue: number;
  faites: string | null;
}

/**
 * Issue 77's aid in tiers payant in force on the term `q`'s month, at most the term (cents): Visale reads the rent
 * net of it (ADR 130). The same row as `aideManquante` reads: the latest aid started by the month.
 */
export const aideDuTerme = sql`coalesce((select case when a."tiersPayant" = 1
    then min(a."montantMensuel", q."prixHC" + q."charge") else 0 end
  from "AideLogement" a where a."DossierId" = q."DossierId" and a."depuis" <= q."mois" || '-01'
  order by a."depuis" desc limit 1), 0)`;

export const sinistresRead = (ports: Ports, dossierId?: number) =>
  ports.db.all<Ligne>(sql`
    select d."id" as "DossierId", d."AppartementId", trim(l."prenom" || ' ' || l."nom") as "locataire",
      a."adresse", a."codePostal", a."ville", g."type", c."delaiRelance", c."delaiMiseEnDemeure",
      c."delaiDeclaration", q."id" as "QuitanceId", q."mois", q."date", q."prixHC" + q."charge" as "du",
      q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) as "reste",
      ${aideDuTerme} as "aide", ${aideManquante("q")} as "aideAttendue",
      (select group_concat(e."etape") from "EtapeSinistre" e where e."QuitanceId" = q."id") as "faites"
    from "GarantieDossier" g
    join "Dossier" d on d."id" = g."DossierId" and d."clos" = 0 and d."archiveLe" is null
    join "Appartement" a on a."id" = d."AppartementId"
    join "Locataire" l on l."id" = d."LocataireId"
    join "Quitance" q on q."DossierId" = d."id"
    left join "ContratGli" c on c."id" = g."ContratGliId"
    where g."type" in ('gli', 'visale') ${dossierId === undefined ? sql`` : sql`and d."id" = ${dossierId}`}
      and (q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) > 0
        -- Visale's run of unpaid terms ends at a term paid in full (sinistre.ts, ADR 118): the paid terms after the
        -- first unpaid one are read too, in the same statement, or two unpaid terms around a paid one read as a run.
        or (g."type" = 'visale' and exists (select 1 from "Quitance" p where p."DossierId" = q."DossierId"
          and p."date" < q."date" and p."prixHC" + p."charge" - coalesce(p."montantRegle", 0) > 0)))
      -- A GLI covers the terms from its adhesion's month, those its premium is charged on (primes.ts): an older unpaid
      -- term is no claim, and its steps would read « Expirée : couverture menacée » for a cover that never was.
      and q."mois" >= substr(coalesce(g."dateAdhesion", ''), 1, 7)
    order by d."id", q."date"`);

/** The read's rows as the domain's leases, each with its unpaid terms and the steps done. */
export function bauxSinistres(lignes: Ligne[]): BailSinistre[] {
  const baux = new Map<number, BailSinistre & { faites: Set<string> }>();
  for (const r of lignes) {
    const type = r.type === "visale" ? "visale" : "gli";
    let b = baux.get(r.DossierId);
    if (!b) {
      b = {
        DossierId: r.DossierId,
        AppartementId: r.AppartementId,
        locataire: r.locataire,
        ou: adresseLot(r),
        type,
        delaiRelance: r.delaiRelance,
        delaiMiseEnDemeure: r.delaiMiseEnDemeure,
        delaiDeclaration: r.delaiDeclaration,
        termes: [],
        faites: new Set(),
      };
      baux.set(r.DossierId, b);
    }
    b.termes.push({
      QuitanceId: r.QuitanceId,
      mois: r.mois,
      date: r.date,
      du: r.du,
      reste: r.reste,
      aide: r.aide,
      aideAttendue: r.aideAttendue,
    });
    for (const e of (r.faites ?? "").split(","))
      if (estParmi(ETAPES_SINISTRE, e)) b.faites.add(cleEtape(r.QuitanceId, e));
  }
  return [...baux.values()];
}
