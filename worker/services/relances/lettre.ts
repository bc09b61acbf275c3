import { and, asc, eq, gt, sql } from "drizzle-orm";
import { Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { addDays } from "../../domain/dates";
import {
  DELAI_MISE_EN_DEMEURE,
  ETAPES_AVEC_CAUTIONS,
  LIBELLES_ETAPES,
} from "../../domain/schemas/relances";
import { present } from "../../domain/present";
import { conflict } from "../../lib/errors";
import { today } from "../../lib/dates";
import { partiesDuDossier } from "../compte/documents";
import { lireCompte } from "../compte/ledger";
import { arriereOuvert } from "../../domain/arrieres/repris";
import { lireAgence } from "../mandats/agence";
import { relanceEtapeMail, signataireDe } from "../quitance/mails";
import { aideApart, aidesDuDossier } from "../aides-logement/hors-dette";

// "Relancer maintenant" (issue 42): the letter of a reminder stage for all of a dossier's unpaid terms, to the
// tenant and, from stage 2, to each guarantor with an e-mail: what the preview shows and what is sent or printed.

export const MSG_SANS_IMPAYE = "Ce dossier n'a aucun loyer impayé : il n'y a rien à relancer.";
export const MSG_SANS_MAIL_LOCATAIRE =
  "Le locataire n'a pas d'adresse e-mail : téléchargez la lettre pour l'envoyer par courrier.";

/** The terms the daily job would remind (ADR 007's replay keeps these columns): known status, something left. */
export const impayesDuDossier = (dossierId: number) =>
  and(
    eq(Quitance.DossierId, dossierId),
    eq(Quitance.statusInconu, false),
    eq(Quitance.regle, false),
    gt(sql`${Quitance.prixHC} + ${Quitance.charge} - coalesce(${Quitance.montantRegle}, 0)`, 0),
  );

export type Etape = 1 | 2 | 3;

/** The stage's letters for the dossier, read in parallel; 404 unknown dossier, 409 nothing unpaid. */
export async function lettresDeRelance(ports: Ports, dossierId: number, etape: Etape) {
  const [p, tous, agence, compte, aides] = await Promise.all([
    partiesDuDossier(ports, dossierId),
    ports.db
      .select({
        QuitanceId: Quitance.id,
        du: Quitance.date,
        au: sql<string>`coalesce(${Quitance.dateFin}, ${Quitance.date})`,
        reste: sql<number>`${Quitance.prixHC} + ${Quitance.charge} - coalesce(${Quitance.montantRegle}, 0)`,
        etapeRelance: Quitance.etapeRelance,
      })
      .from(Quitance)
      .where(impayesDuDossier(dossierId))
      .orderBy(asc(Quitance.date), asc(Quitance.id)),
    lireAgence(ports),
    lireCompte(ports, dossierId),
    aidesDuDossier(ports, dossierId),
  ]);
  // The housing aid expected is not the tenant's debt (issue 77, ADR 123): a term's reminder claims its rest less
  // the aid still missing; a term the aid alone leaves open is not reminded.
  const termes = tous
    .map((t) => ({ ...t, reste: t.reste - (aides.get(t.QuitanceId)?.m ?? 0) }))
    .filter((t) => t.reste > 0);
  // The opening debt an import took over is chased with the terms (ADR 114), alone when no term is open.
  const arriere = arriereOuvert(compte.lettrage);
  if (!termes.length && !arriere) throw conflict(MSG_SANS_IMPAYE);
  const sig = signataireDe(ports.config, agence);
  const delai = etape === 3 ? addDays(today(ports.clock), DELAI_MISE_EN_DEMEURE) : undefined;
  const aide = aideApart(aides.values(), today(ports.clock));
  const impayes = { locataires: p.locataires, adresseLocal: p.adresseLocal, termes, arriere };
  const lettre = (caution?: string) => {
    const m = relanceEtapeMail(sig, impayes, etape, { caution, delai, aide });
    return { objet: m.subject, texte: m.body };
  };
  const cautions = ETAPES_AVEC_CAUTIONS[etape - 1] ? p.cautions.filter((c) => c.mail?.trim()) : [];
  const locataire = {
    destinataire: "locataire" as const,
    nom: p.holder,
    mail: p.mail,
    ...lettre(),
  };
  return {
    parties: p,
    etape,
    libelle: present(LIBELLES_ETAPES[etape - 1], `libellé de l'étape ${etape}`),
    termes,
    arriere: arriere && { date: arriere.date, reste: arriere.reste },
    total: termes.reduce((s, t) => s + t.reste, 0) + (arriere?.reste ?? 0),
    delai: delai ?? null,
    locataire,
    lettres: [
      locataire,
      ...cautions.map((c) => ({
        destinataire: "caution" as const,
        CautionId: c.id,
        nom: c.nomComplet,
        mail: c.mail,
        ...lettre(c.nomComplet),
      })),
    ],
  };
}
