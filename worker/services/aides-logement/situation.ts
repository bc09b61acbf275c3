import { eq, sql } from "drizzle-orm";
import { AideLogement, DeclarationImpayeCaf, Dossier } from "../../db/schema";
import { aideEnVigueur, jourVersementDe, partageTerme } from "../../domain/aides-logement/aide";
import { horsDetteDuCompte } from "../../domain/aides-logement/compte-aide";
import { impayeConstitue } from "../../domain/aides-logement/impaye";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { today } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { lignesSaisies, reglesImpayeCaf } from "../reglementation/lignes";
import { aidesDe, type AideLue, declarationsDe, lignesDe, termesDe } from "./lecture";

// GET /api/Dossier/{id}/aideLogement (issue 77 items 1, 3, 4): the aid in force and its history, each term with
// the aid expected as a payer line of its own, the account's balance split between the tenant's own and the aid
// missing, and the unpaid rent to declare. Six reads sent together: one round trip on the edge.

export const aideApi = (a: AideLue) => ({
  organisme: a.organisme,
  numeroAllocataire: a.numeroAllocataire,
  type: a.type,
  tiersPayant: a.tiersPayant,
  montantMensuel: toEuros(a.montantMensuel),
  depuis: a.depuis,
  auteur: a.auteur,
  createdAt: a.createdAt,
});

export async function situationAide(ports: Ports, dossierId: number) {
  const jour = today(ports.clock);
  const [dossier, aides, lignes, termes, declarations, saisies] = await Promise.all([
    ports.db.select({ id: Dossier.id }).from(Dossier).where(eq(Dossier.id, dossierId)),
    aidesDe(ports, eq(AideLogement.DossierId, dossierId)),
    lignesDe(ports, sql`e."DossierId" = ${dossierId}`),
    termesDe(ports, dossierId),
    declarationsDe(ports, eq(DeclarationImpayeCaf.DossierId, dossierId)),
    lignesSaisies(ports, "impayes-caf"),
  ]);
  if (!dossier.length) throw notFound(introuvable("Dossier"));
  const courante = aideEnVigueur(aides, jour) ?? aides.at(-1);
  const organisme = courante?.organisme ?? "CAF";
  const { compte, ...hors } = horsDetteDuCompte(lignes, aides, jour);
  const impaye = aides.some((a) => a.tiersPayant)
    ? impayeConstitue(compte.termes, compte.reglements, jour, reglesImpayeCaf(saisies))
    : null;
  return {
    aide: courante ? aideApi(courante) : null,
    historique: aides.map(aideApi),
    jourVersement: jourVersementDe(organisme),
    termes: termes.map((t) => {
      const p = partageTerme(t.prixHC + t.charge, aideEnVigueur(aides, t.date));
      return {
        QuitanceId: t.id,
        mois: t.mois,
        date: t.date,
        du: toEuros(t.prixHC + t.charge),
        aideAttendue: toEuros(p.aideAttendue),
        partLocataire: toEuros(p.partLocataire),
        excedent: toEuros(p.excedent),
        montantRegle: toEuros(t.montantRegle ?? 0),
      };
    }),
    situation: {
      solde: toEuros(hors.solde),
      aideEnAttente: toEuros(hors.aideEnAttente),
      aideNonRecue: toEuros(hors.aideNonRecue),
      soldeLocataire: toEuros(hors.soldeLocataire),
    },
    impaye: impaye && {
      dateConstitution: impaye.dateConstitution,
      dateLimiteDeclaration: impaye.dateLimiteDeclaration,
      dette: toEuros(impaye.dette),
      regle: impaye.regle.source,
      declareLe:
        declarations.find((d) => d.dateConstitution === impaye.dateConstitution)?.declareLe ?? null,
    },
  };
}
