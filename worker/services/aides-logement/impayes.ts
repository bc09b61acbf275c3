import { sql } from "drizzle-orm";
import { inArray } from "drizzle-orm";
import { AideLogement, DeclarationImpayeCaf } from "../../db/schema";
import { aideEnVigueur } from "../../domain/aides-logement/aide";
import { compteAide } from "../../domain/aides-logement/compte-aide";
import { impayeConstitue } from "../../domain/aides-logement/impaye";
import { echeancesAidesLogement } from "../../domain/aides-logement/echeances";
import { toEuros } from "../../domain/money";
import type { Ports } from "../../ports";
import { lignesSaisies, reglesImpayeCaf } from "../reglementation/lignes";
import { aidesDe, declarationsDe, EN_TIERS_PAYANT, lignesDe, parDossier } from "./lecture";

// GET /api/aidesLogement/impayes (issue 77 item 4), the calendar's « caf_impaye » items and « Signaler le départ à la
// CAF » (item 5): the leases in tiers payant, read in five statements sent together (one round trip on the edge),
// each judged in memory by the rule in force (domain/aides-logement/impaye.ts).

interface BailTiersPayant {
  DossierId: number;
  locataire: string;
  adresse: string;
  dateSortie: string | null;
  archive: number;
}

const bauxStatement = (ports: Ports) =>
  ports.db.all<BailTiersPayant>(sql`
    select d."id" as "DossierId", trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire",
      trim(coalesce(a."adresse", '') || ' ' || coalesce(a."codePostal", '') || ' ' || coalesce(a."ville", '')) as "adresse",
      nullif(d."dateSortie", '') as "dateSortie", d."archiveLe" is not null as "archive"
    from "Dossier" d left join "Locataire" l on l."id" = d."LocataireId"
      left join "Appartement" a on a."id" = d."AppartementId"
    where d."id" in ${EN_TIERS_PAYANT}
    order by d."id"`);

/** The five reads (the admin's rows of the unpaid-rent table last), one round trip. */
export const lecturesTiersPayant = (ports: Ports) =>
  Promise.all([
    bauxStatement(ports),
    aidesDe(ports, inArray(AideLogement.DossierId, EN_TIERS_PAYANT)),
    lignesDe(ports, sql`e."DossierId" in ${EN_TIERS_PAYANT}`),
    declarationsDe(ports, inArray(DeclarationImpayeCaf.DossierId, EN_TIERS_PAYANT)),
    lignesSaisies(ports, "impayes-caf"),
  ]);
export type LecturesTiersPayant = Awaited<ReturnType<typeof lecturesTiersPayant>>;

export interface ImpayeCaf {
  DossierId: number;
  locataire: string;
  adresse: string;
  organisme: string;
  numeroAllocataire: string;
  dateConstitution: string;
  dateLimiteDeclaration: string;
  /** Euros. */
  dette: number;
  regle: string;
  declareLe: string | null;
}

/** The unpaid rents constituted on `jour`, from the reads. */
export function impayesDe(
  [baux, aides, lignes, declarations, saisies]: LecturesTiersPayant,
  jour: string,
) {
  const regles = reglesImpayeCaf(saisies);
  const aidesPar = parDossier(aides);
  const lignesPar = parDossier(lignes);
  const declPar = parDossier(declarations);
  return baux.flatMap((b): ImpayeCaf[] => {
    const a = aidesPar.get(b.DossierId) ?? [];
    const courante = aideEnVigueur(a, jour) ?? a.at(-1);
    if (b.archive || !courante) return [];
    const c = compteAide(lignesPar.get(b.DossierId) ?? [], a);
    const i = impayeConstitue(c.termes, c.reglements, jour, regles);
    if (!i) return [];
    return [
      {
        DossierId: b.DossierId,
        locataire: b.locataire,
        adresse: b.adresse,
        organisme: courante.organisme,
        numeroAllocataire: courante.numeroAllocataire,
        dateConstitution: i.dateConstitution,
        dateLimiteDeclaration: i.dateLimiteDeclaration,
        dette: toEuros(i.dette),
        regle: i.regle.source,
        declareLe:
          declPar.get(b.DossierId)?.find((d) => d.dateConstitution === i.dateConstitution)
            ?.declareLe ?? null,
      },
    ];
  });
}

/** The leases whose tenant leaves while in tiers payant: the departure to tell the organisme (item 5). */
export function departsDe([baux, aides]: LecturesTiersPayant) {
  const aidesPar = parDossier(aides);
  return baux.flatMap((b) => {
    const a = aidesPar.get(b.DossierId) ?? [];
    const enForce = b.dateSortie ? aideEnVigueur(a, b.dateSortie) : undefined;
    return b.dateSortie && !b.archive && enForce?.tiersPayant
      ? [
          {
            ...b,
            dateSortie: b.dateSortie,
            organisme: enForce.organisme,
            numeroAllocataire: enForce.numeroAllocataire,
          },
        ]
      : [];
  });
}

/** GET /api/aidesLogement/impayes. */
export async function listeImpayes(ports: Ports, jour: string) {
  return { data: impayesDe(await lecturesTiersPayant(ports), jour) };
}

/** The calendar's items of the leases in tiers payant. */
export const echeancesTiersPayant = (lu: LecturesTiersPayant, jour: string) =>
  echeancesAidesLogement(impayesDe(lu, jour), departsDe(lu), jour);
