import { z } from "zod";
import { FINANCE_ROLES } from "../roles";
import { BASES_PRIME, TYPES_GARANTIE } from "./regles";
import {
  choix,
  choixRequis,
  date,
  dateRequise,
  entierRequis,
  idOptionnel,
  idRequis,
  nombreRequis,
  texte,
  texteRequis,
} from "../schemas/fields";

// What staff send for the guarantees (issue 78): a GLI contract, a lease's guarantee. French messages by field.

export const MSG_TAUX_GLI = "Le taux est un pourcentage supérieur à 0 et d'au plus 10 %.";
export const MSG_DELAI = "Un délai est un nombre entier de jours, de 1 à 365.";
export const MSG_DELAIS_ORDONNES =
  "Les délais se suivent : relance, puis mise en demeure, puis déclaration.";
export const MSG_ORIAS = "Le numéro ORIAS compte 8 chiffres.";

/**
 * Who writes a GLI contract: the admin and the accountant (a rate changes what the owners are debited). The server's
 * resource and the screens (« Nouveau contrat GLI », the lease card's link) read it here.
 */
export const ROLES_ECRITURE_CONTRAT_GLI = FINANCE_ROLES;

const delai = (defaut: number) =>
  z.preprocess((v) => (v == null || v === "" ? defaut : v), entierRequis(1, 365, MSG_DELAI));

export const contratGliSchema = z
  .object({
    assureur: texteRequis(),
    numeroContrat: texteRequis(),
    taux: nombreRequis(0, MSG_TAUX_GLI).refine((t) => t > 0 && t <= 10, MSG_TAUX_GLI),
    base: choix(BASES_PRIME, "loyer_charges"),
    delaiRelance: delai(20),
    delaiMiseEnDemeure: delai(35),
    delaiDeclaration: delai(40),
    orias: texte().refine((o) => o == null || /^\d{8}$/.test(o.replace(/\s/g, "")), MSG_ORIAS),
    // The insurer as a supplier: the supplier batch pays it the quarter's premiums (ADR 128).
    FournisseurId: idOptionnel(),
  })
  .superRefine((c, ctx) => {
    if (c.delaiRelance < c.delaiMiseEnDemeure && c.delaiMiseEnDemeure < c.delaiDeclaration) return;
    ctx.addIssue({ code: "custom", path: ["delaiMiseEnDemeure"], message: MSG_DELAIS_ORDONNES });
  });

/** PUT /Dossier/{id}/garantie: the type, and the Visale visa or the GLI contract it needs. */
export const garantieSchema = z
  .object({
    type: choixRequis(TYPES_GARANTIE),
    visale: z
      .object(
        { numeroVisa: texteRequis(), dateVisa: dateRequise() },
        { error: "Le visa Visale est requis." },
      )
      .nullish(),
    gli: z
      .object(
        { ContratGliId: idRequis(), dateAdhesion: date() },
        { error: "Le contrat GLI est requis." },
      )
      .nullish(),
  })
  .superRefine((g, ctx) => {
    if (g.type === "visale" && !g.visale)
      ctx.addIssue({ code: "custom", path: ["visale"], message: "Le visa Visale est requis." });
    if (g.type === "gli" && !g.gli)
      ctx.addIssue({ code: "custom", path: ["gli"], message: "Le contrat GLI est requis." });
  });
