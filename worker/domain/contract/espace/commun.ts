import { z } from "zod";

// What the spaces' contract files share (issue 62, ADR 083): the two tags, the two spaces, a request (a tenant's or
// an owner's, read by its author and by staff) and a document of a space.

export const tag = "Espaces propriétaire et locataire";
export const tagStaff = "Accès aux espaces et demandes";

export const ESPACE = z.enum(["proprietaire", "locataire", "fournisseur"]);

const piece = z.object({
  nom: z.string(),
  type: z.string(),
  taille: z.number().int(),
  url: z.string().meta({ description: "Lien de téléchargement signé" }),
});

/** A request as its author and staff see it: its state, its photos, the agency's replies. */
export const demande = z
  .object({
    id: z.number().int(),
    espace: ESPACE,
    objet: z.string(),
    texte: z.string(),
    statut: z.enum(["nouvelle", "en_cours", "traitee"]),
    createdAt: z.string(),
    updatedAt: z.string(),
    LocataireId: z.number().int().nullable(),
    DossierId: z.number().int().nullable(),
    AppartementId: z.number().int().nullable(),
    ClientId: z.number().int().nullable(),
    auteur: z.string().meta({ description: "Le nom du locataire ou du propriétaire" }),
    logement: z.string().nullable().meta({ description: "L'adresse du logement concerné" }),
    suivi: z.string().nullable().meta({
      description:
        "Où en est l'intervention commandée pour cette demande (« Un plombier intervient le 24/11/2026. »), null sans intervention",
    }),
    photos: z.array(piece),
    reponses: z.array(
      z.object({
        id: z.number().int(),
        texte: z.string(),
        auteur: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: "Demande" });

/** A document of a space: its kind, its date and its signed link. */
export const documentEspace = z.object({
  type: z.string().meta({
    description:
      "mandat, bail, etatLieux, annexe, facture, compteRendu, mandatPrelevement, assurance...",
  }),
  libelle: z.string(),
  date: z.string().nullable(),
  url: z.string().meta({
    description:
      "Lien de téléchargement signé ; une facture sans PDF encore : GET /api/espace/proprietaire/factures/{id}, qui le produit",
  }),
});
