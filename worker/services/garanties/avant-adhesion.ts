import { sql } from "drizzle-orm";
import type { TermeImpaye } from "../../domain/garanties/sinistre";
import type { Ports } from "../../ports";
import { aideManquante } from "../aides-logement/hors-dette";
import { aideDuTerme } from "./sinistres";

// The unpaid terms of a lease under a GLI due before the adhesion's month, the ones sinistresRead leaves out (no
// cover, so no claim clock): read beside it in the claim's one trip (etat-sinistre.ts), each with the adhesion day.

export const avantAdhesionRead = (ports: Ports, dossierId: number) =>
  ports.db.all<TermeImpaye & { adhesion: string }>(sql`
    select q."id" as "QuitanceId", q."mois", q."date", q."prixHC" + q."charge" as "du",
      q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) as "reste",
      ${aideDuTerme} as "aide", ${aideManquante("q")} as "aideAttendue", g."dateAdhesion" as "adhesion"
    from "GarantieDossier" g
    join "Quitance" q on q."DossierId" = g."DossierId"
    where g."DossierId" = ${dossierId} and g."type" = 'gli' and g."dateAdhesion" is not null
      and q."mois" < substr(g."dateAdhesion", 1, 7)
      and q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) > 0
    order by q."date"`);
