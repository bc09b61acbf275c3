import { eq, sql } from "drizzle-orm";
import { AideLogement, DeclarationImpayeCaf, Quitance } from "../../db/schema";
import { aideEnVigueur, partageTerme } from "../../domain/aides-logement/aide";
import { compteAide } from "../../domain/aides-logement/compte-aide";
import { lignesSaisies, reglesImpayeCaf } from "../reglementation/lignes";
import { impayeConstitue } from "../../domain/aides-logement/impaye";
import { declarationSchema, MSG_DECLARE_FUTUR } from "../../domain/aides-logement/schemas";
import { introuvable } from "../../domain/labels";
import { today } from "../../lib/dates";
import { fieldOf } from "../../lib/error-fields";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { lireAgence } from "../mandats/agence";
import { aidesDe, declarationsDe, lignesDe } from "./lecture";
import { situationAide } from "./situation";

// Issue 77 item 4: the unpaid rent's data sheet (GET /api/Dossier/{id}/declarationImpayeCaf, a PDF read each time,
// never stored: a sheet to copy into the partner portal) and « Déclaré le … » recorded by staff (POST, one row per
// lease and day of constitution: the unique index answers a second recording with a 409).

export const MSG_PAS_IMPAYE = "Aucun impayé à déclarer à la CAF n'est constitué pour ce bail.";
export const MSG_DEJA_DECLARE = "Cet impayé est déjà déclaré.";
const MSG_AUTRE_DATE = (d: string) =>
  `L'impayé en cours est constitué le ${d.split("-").reverse().join("/")} : c'est cette date qu'il faut déclarer.`;

interface BailLu {
  locataire: string;
  adresse: string;
  dateEntree: string | null;
}

export async function declarationImpayePdf(ports: Ports, dossierId: number) {
  const jour = today(ports.clock);
  const [baux, aides, lignes, termes, declarations, agence, saisies] = await Promise.all([
    ports.db.all<BailLu>(sql`
      select trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire",
        trim(coalesce(a."adresse", '') || ', ' || coalesce(a."codePostal", '') || ' ' || coalesce(a."ville", '')) as "adresse",
        d."dateEntree" as "dateEntree"
      from "Dossier" d left join "Locataire" l on l."id" = d."LocataireId"
        left join "Appartement" a on a."id" = d."AppartementId" where d."id" = ${dossierId}`),
    aidesDe(ports, eq(AideLogement.DossierId, dossierId)),
    lignesDe(ports, sql`e."DossierId" = ${dossierId}`),
    ports.db
      .select({
        mois: Quitance.mois,
        date: Quitance.date,
        du: sql<number>`${Quitance.prixHC} + ${Quitance.charge}`,
        paye: sql<number>`coalesce(${Quitance.montantRegle}, 0)`,
        etapeRelance: Quitance.etapeRelance,
      })
      .from(Quitance)
      .where(eq(Quitance.DossierId, dossierId))
      .orderBy(Quitance.date),
    declarationsDe(ports, eq(DeclarationImpayeCaf.DossierId, dossierId)),
    lireAgence(ports),
    lignesSaisies(ports, "impayes-caf"),
  ]);
  const [bail] = baux;
  if (!bail) throw notFound(introuvable("Dossier"));
  const c = compteAide(lignes, aides);
  const impaye = impayeConstitue(c.termes, c.reglements, jour, reglesImpayeCaf(saisies));
  const aide = aideEnVigueur(aides, jour) ?? aides.at(-1);
  if (!impaye || !aide) throw conflict(MSG_PAS_IMPAYE);
  const mois = termes.map((t) => {
    const p = partageTerme(Number(t.du), aideEnVigueur(aides, t.date));
    return {
      mois: t.mois,
      du: Number(t.du),
      aide: p.aideAttendue,
      partLocataire: p.partLocataire,
      paye: Number(t.paye),
      reste: Math.max(0, Number(t.du) - Number(t.paye)),
    };
  });
  const etapes = Math.max(0, ...termes.map((t) => t.etapeRelance));
  const demarches = [
    ...(etapes >= 1 ? ["Relance amiable adressée au locataire."] : []),
    ...(etapes >= 2 ? ["Seconde relance, adressée aussi aux cautions."] : []),
    ...(etapes >= 3 ? ["Mise en demeure de payer adressée au locataire."] : []),
  ];
  const dernier = termes.at(-1);
  return (await pdfs()).declarationImpayeCafPdf(
    {
      organisme: aide.organisme,
      numeroAllocataire: aide.numeroAllocataire,
      typeAide: aide.type,
      locataire: bail.locataire,
      adresse: bail.adresse,
      dateEntree: bail.dateEntree,
      loyerEtCharges: dernier ? Number(dernier.du) : 0,
      aideMensuelle: aide.montantMensuel,
      dateConstitution: impaye.dateConstitution,
      dateLimiteDeclaration: impaye.dateLimiteDeclaration,
      dette: impaye.dette,
      regle: impaye.regle.source,
      declareLe:
        declarations.find((d) => d.dateConstitution === impaye.dateConstitution)?.declareLe ?? null,
      mois: mois.filter((m) => m.reste > 0 || m.mois >= impaye.dateConstitution.slice(0, 7)),
      demarches,
    },
    documentContextOf(ports, agence),
  );
}

/** POST /api/Dossier/{id}/declarationImpayeCaf: « Déclaré le … », for the unpaid rent constituted that day. */
export async function enregistrerDeclaration(
  ports: Ports,
  dossierId: number,
  input: unknown,
  auteur: string,
) {
  const v = parseWith(declarationSchema, input);
  if (v.declareLe > today(ports.clock))
    throw badRequest(MSG_INVALID, { declareLe: MSG_DECLARE_FUTUR });
  const situation = await situationAide(ports, dossierId);
  if (!situation.impaye) throw conflict(MSG_PAS_IMPAYE);
  if (situation.impaye.dateConstitution !== v.dateConstitution)
    throw badRequest(MSG_INVALID, {
      dateConstitution: MSG_AUTRE_DATE(situation.impaye.dateConstitution),
    });
  // The unique index, not the read above, holds one declaration per unpaid rent under parallel requests.
  const r = await ports.db.run(sql`
    insert into "DeclarationImpayeCaf" ("DossierId", "dateConstitution", "declareLe", "auteur", "createdAt")
    values (${dossierId}, ${v.dateConstitution}, ${v.declareLe}, ${auteur}, ${ports.clock.now().toISOString()})
    on conflict do nothing`);
  if (Number(fieldOf(r, "rowsAffected")) !== 1) throw conflict(MSG_DEJA_DECLARE);
  return situationAide(ports, dossierId);
}
