import { z } from "zod";
import { ID, type Operation } from "../operation";
import { ESPACE, tagStaff } from "./commun";
import { confirmerAdresseSchema } from "../../espace/schemas";

// Staff's side of the spaces: a Client's or a Locataire's access, read, invited, revoked (ADR 083).

/** The access state staff see on the Client and Locataire screens. */
export const accesEspace = z
  .object({
    id: z.number().int(),
    espace: ESPACE,
    email: z
      .string()
      .meta({ description: "L'adresse à laquelle l'accès répond (celle de son compte)" }),
    emailFiche: z.string().nullable().meta({ description: "L'adresse de la fiche aujourd'hui" }),
    statut: z.enum(["invite", "actif", "suspendu", "revoque"]),
    inviteAt: z.string(),
    invitePar: z.string(),
    activeAt: z.string().nullable(),
    derniereConnexion: z.string().nullable(),
    revoqueAt: z.string().nullable(),
    suspenduAt: z
      .string()
      .nullable()
      .meta({ description: "Le dernier changement d'adresse de la fiche" }),
    suspenduPar: z.string().nullable(),
    ancienneAdresse: z
      .string()
      .nullable()
      .meta({ description: "L'adresse d'avant la dernière réorientation" }),
    reorientePar: z.string().nullable(),
    reorienteAt: z.string().nullable(),
    invitationExpireAt: z.string().nullable().meta({ description: "La fin du lien en cours" }),
  })
  .meta({ id: "AccesEspace" });

const staffAcces = (de: string) =>
  ({
    lire: {
      tag: tagStaff,
      summary: `L'accès à son espace ${de} : invité, actif, révoqué, dernière connexion`,
      access: "staff",
      params: { id: ID },
      ok: {
        200: { description: "L'accès, ou null", json: z.object({ acces: accesEspace.nullable() }) },
      },
      errors: [401, 403, 404],
    },
    inviter: {
      tag: tagStaff,
      summary: `Inviter à l'espace ${de} : un e-mail avec un lien à usage unique, valable 7 jours`,
      description:
        "Un nouvel envoi remplace le lien précédent. La fiche doit avoir un e-mail. Un accès révoqué est rouvert par une nouvelle invitation.",
      access: "staff",
      params: { id: ID },
      ok: { 201: { description: "L'invitation envoyée", json: z.object({ acces: accesEspace }) } },
      errors: [400, 401, 403, 404, 409],
    },
    revoquer: {
      tag: tagStaff,
      summary: "Révoquer l'accès : ses sessions prennent fin aussitôt",
      access: "staff",
      params: { id: ID },
      ok: { 200: { description: "L'accès révoqué", json: z.object({ acces: accesEspace }) } },
      errors: [401, 403, 404],
    },
    confirmerAdresse: {
      tag: tagStaff,
      summary: "Confirmer la nouvelle adresse : l'accès suspendu répond à l'adresse de la fiche",
      description:
        "Changer l'adresse de la fiche suspend son accès (ses sessions prennent fin, l'ancienne adresse est prévenue). Un administrateur, ou une autre personne que l'auteur du changement, le réoriente vers l'adresse lue sur la fiche ({ email }) : une invitation y part. L'auteur seul : 403 ; déjà réorienté, ou l'adresse de la fiche a changé : 409.",
      access: "staff",
      params: { id: ID },
      body: { json: confirmerAdresseSchema },
      ok: { 200: { description: "L'accès réorienté", json: z.object({ acces: accesEspace }) } },
      errors: [400, 401, 403, 404, 409],
    },
  }) as const;

const proprietaire = staffAcces("propriétaire");
const locataire = staffAcces("locataire");
const fournisseur = staffAcces("fournisseur");

export const ESPACE_ACCES_OPERATIONS = {
  "GET /Client/:id/acces": proprietaire.lire,
  "POST /Client/:id/acces": proprietaire.inviter,
  "DELETE /Client/:id/acces": proprietaire.revoquer,
  "POST /Client/:id/acces/confirmerAdresse": proprietaire.confirmerAdresse,
  "GET /Locataire/:id/acces": locataire.lire,
  "POST /Locataire/:id/acces": locataire.inviter,
  "DELETE /Locataire/:id/acces": locataire.revoquer,
  "POST /Locataire/:id/acces/confirmerAdresse": locataire.confirmerAdresse,
  // Issue 76 item 6 (ADR 127): the supplier's space, invited at its contact address.
  "GET /Fournisseur/:id/acces": fournisseur.lire,
  "POST /Fournisseur/:id/acces": fournisseur.inviter,
  "DELETE /Fournisseur/:id/acces": fournisseur.revoquer,
} as const satisfies Record<string, Operation>;
