import { inArray, sql } from "drizzle-orm";
import { AideLogement } from "../../db/schema";
import {
  ENTETES_LISTE_ANNUELLE,
  listeAnnuelle,
  type BailJuillet,
} from "../../domain/aides-logement/liste-annuelle";
import { toCsv } from "../../domain/csv";
import { badRequest } from "../../lib/errors";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { aidesDe, EN_TIERS_PAYANT, parDossier } from "./lecture";

// GET /api/aidesLogement/listeAnnuelle?annee=AAAA (item 5): the CSV of July's list, two reads sent together.

export const MSG_ANNEE = "Indiquez l'année sur quatre chiffres (AAAA).";

export async function exportListeAnnuelle(ports: Ports, q: Record<string, string | undefined>) {
  const texteAnnee = q.annee?.trim() || today(ports.clock).slice(0, 4);
  if (!/^\d{4}$/.test(texteAnnee)) throw badRequest(MSG_ANNEE, { annee: MSG_ANNEE });
  const annee = Number(texteAnnee);
  const mois = `${annee}-07`;
  const [baux, aides] = await Promise.all([
    ports.db.all<BailJuillet>(sql`
      select d."id" as "DossierId", trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire",
        trim(coalesce(a."adresse", '') || ', ' || coalesce(a."codePostal", '') || ' ' || coalesce(a."ville", '')) as "adresse",
        a."codePostal" as "codePostal",
        coalesce(q."prixHC", d."loyerHC") as "loyer", coalesce(q."charge", d."loyerCharge") as "charges"
      from "Dossier" d left join "Locataire" l on l."id" = d."LocataireId"
        left join "Appartement" a on a."id" = d."AppartementId"
        left join "Quitance" q on q."DossierId" = d."id" and q."mois" = ${mois}
      where d."id" in ${EN_TIERS_PAYANT} and d."archiveLe" is null
        and d."dateEntree" <= ${`${mois}-31`} and (nullif(d."dateSortie", '') is null or d."dateSortie" >= ${`${mois}-01`})
      order by d."id"`),
    aidesDe(ports, inArray(AideLogement.DossierId, EN_TIERS_PAYANT)),
  ]);
  return {
    nom: `aides-logement-juillet-${annee}.csv`,
    texte: toCsv(ENTETES_LISTE_ANNUELLE, listeAnnuelle(baux, parDossier(aides), annee)),
  };
}
