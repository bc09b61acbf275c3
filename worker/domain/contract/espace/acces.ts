import { z } from "zod";
import { ID, type Operation } from "../operation";
import { ESPACE, tagStaff } from "./commun";

// Staff's side of the spaces: a Client's or a Locataire's access, read, invited, revoked (ADR 083).

/** The access state staff see on the Client and Locataire screens. */
export const accesEspace = z
  .object({
    id: z.number().int(),
    espace: ESPACE,
    email: z.string(),
    statut: z.enum(["invite", "actif", "revoque"]),
    inviteAt: z.string(),
    invitePar: z.string(),
    activeAt: z.string().nullable(),
    derniereConnexion: z.string().nullable(),
    revoqueAt: z.string().nullable(),
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
  }) as const;

const proprietaire = staffAcces("propriétaire");
const locataire = staffAcces("locataire");

export const ESPACE_ACCES_OPERATIONS = {
  "GET /Client/:id/acces": proprietaire.lire,
  "POST /Client/:id/acces": proprietaire.inviter,
  "DELETE /Client/:id/acces": proprietaire.revoquer,
  "GET /Locataire/:id/acces": locataire.lire,
  "POST /Locataire/:id/acces": locataire.inviter,
  "DELETE /Locataire/:id/acces": locataire.revoquer,
} as const satisfies Record<string, Operation>;
