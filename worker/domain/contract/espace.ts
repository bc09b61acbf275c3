import { z } from "zod";
import { CHILD_ID, ID, YEAR, idOf, type Operation } from "./operation";
import { compte, dataOf, generated } from "./shapes";
import { compteProprietaire } from "./proprietaire";

// The owners' and tenants' spaces (issue 62): their sign-in (public), what each space reads and sends (a space
// session only: `proprietaire`, `locataire`, or `espace` for either), and staff's side (the invitations, the
// requests). A space session is 403 on every staff route; a staff session is 403 here.

const tag = "Espaces propriétaire et locataire";
const tagStaff = "Accès aux espaces et demandes";

const ESPACE = z.enum(["proprietaire", "locataire"]);
const jeton = z.object({
  token: z
    .string()
    .meta({ description: "À envoyer comme celui du personnel : Authorization: Token …" }),
  espace: ESPACE,
  espaces: z
    .array(z.object({ AccesEspaceId: z.number().int(), espace: ESPACE, nom: z.string() }))
    .meta({ description: "Les espaces de ce compte (plus d'un : la personne choisit)" }),
});
const motDePasse = z.object({ password: z.string() });
const email = z.object({ email: z.string() });
const resterConnecte = z
  .boolean()
  .optional()
  .meta({ description: "« Rester connecté » : 30 jours au lieu d'un" });
const JETON: { schema: z.ZodType; description: string } = {
  schema: z.string(),
  description: "Le jeton du lien d'invitation",
};

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
const documentEspace = z.object({
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

export const espaceProprietaire = z
  .object({
    nom: z.string(),
    compte: compteProprietaire.pick({ solde: true, disponible: true, ecritures: true }),
    appartements: z.array(
      z.object({
        id: z.number().int(),
        designation: z.string(),
        adresse: z.string(),
        locataire: z.string().nullable().meta({ description: "Le nom du locataire, rien d'autre" }),
        loyerAppele: z.number().meta({ description: "Ce mois-ci (euros)" }),
        loyerEncaisse: z.number().meta({ description: "Ce mois-ci (euros)" }),
        impayes: z.number().meta({ description: "Les arriérés du bail en cours (euros)" }),
      }),
    ),
    reversements: z.array(
      z.object({ id: z.number().int(), date: z.string(), montant: z.number(), statut: z.string() }),
    ),
    comptesRendus: z.array(
      z.object({
        du: z.string(),
        au: z.string(),
        libelle: z.string().meta({ description: "« 3e trimestre 2026 »" }),
      }),
    ),
    declarations2044: z.array(z.object({ annee: z.number().int(), provisoire: z.boolean() })),
    documents: z.array(documentEspace),
  })
  .meta({ id: "EspaceProprietaire" });

export const espaceLocataire = z
  .object({
    nom: z.string(),
    bail: z.object({
      DossierId: z.number().int(),
      adresse: z.string(),
      typeBail: z.string(),
      dateDebutBail: z.string(),
      loyerHC: z.number(),
      loyerCharge: z.number(),
      jourQuitance: z.number().int(),
      assuranceDateFin: z.string().nullable(),
    }),
    compte: compte.pick({ solde: true, ecritures: true }).extend({
      prochaineEcheance: z
        .object({ date: z.string(), montant: z.number() })
        .nullable()
        .meta({ description: "Ce qui est dû ensuite et quand" }),
    }),
    quittances: z.array(
      z.object({
        id: z.number().int(),
        periode: z.string(),
        montant: z.number(),
        resteDu: z.number(),
        typeDocument: z.enum(["quittance", "recu", "avis"]),
        declaration: z.boolean().nullable(),
      }),
    ),
    annees: z.array(z.number().int()).meta({ description: "Les années d'une quittance annuelle" }),
    documents: z.array(documentEspace),
  })
  .meta({ id: "EspaceLocataire" });

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

export const ESPACE_OPERATIONS = {
  "GET /Client/:id/acces": proprietaire.lire,
  "POST /Client/:id/acces": proprietaire.inviter,
  "DELETE /Client/:id/acces": proprietaire.revoquer,
  "GET /Locataire/:id/acces": locataire.lire,
  "POST /Locataire/:id/acces": locataire.inviter,
  "DELETE /Locataire/:id/acces": locataire.revoquer,
  "GET /espace/invitation/:jeton": {
    tag,
    summary: "Ce que montre la page d'invitation (ne change rien)",
    access: "public",
    params: { jeton: JETON },
    ok: {
      200: {
        description: "Pour qui et quel espace",
        json: z.object({ email: z.string(), espace: ESPACE, agence: z.string() }),
      },
    },
    errors: [404, 429],
  },
  "POST /espace/invitation/:jeton": {
    tag,
    summary: "Accepter l'invitation : choisir son mot de passe (le bouton de la page)",
    access: "public",
    params: { jeton: JETON },
    body: { json: motDePasse },
    ok: { 200: { description: "Connecté", json: jeton } },
    errors: [400, 404, 429],
  },
  "POST /espace/login": {
    tag,
    summary: "Se connecter à son espace : e-mail et mot de passe",
    access: "public",
    body: { json: email.extend({ password: z.string(), remember: resterConnecte }) },
    ok: { 200: { description: "Connecté", json: jeton } },
    errors: [400, 401, 429],
  },
  "POST /espace/code": {
    tag,
    summary: "Recevoir un code de connexion à 6 chiffres par e-mail (10 minutes, 5 essais)",
    description: "La même réponse que l'adresse soit connue ou non.",
    access: "public",
    body: { json: email },
    ok: {
      200: {
        description: "Si l'adresse a un espace, un code est parti",
        json: z.object({ ok: z.literal(true) }),
      },
    },
    errors: [400, 429],
  },
  "POST /espace/login/code": {
    tag,
    summary: "Se connecter avec le code reçu par e-mail",
    access: "public",
    body: { json: email.extend({ code: z.string(), remember: resterConnecte }) },
    ok: { 200: { description: "Connecté", json: jeton } },
    errors: [400, 401, 429],
  },
  "GET /espace/moi": {
    tag,
    summary: "Qui est connecté, et ses espaces",
    access: "espace",
    ok: {
      200: {
        description: "Le compte",
        json: jeton.omit({ token: true }).extend({
          email: z.string(),
          nom: z.string(),
          agence: z.string(),
          AccesEspaceId: z.number().int().meta({ description: "L'accès de la session" }),
        }),
      },
    },
    errors: [401, 403],
  },
  "POST /espace/choisir": {
    tag,
    summary: "Passer à un autre de ses espaces (propriétaire et locataire)",
    access: "espace",
    body: { json: z.object({ AccesEspaceId: z.number().int() }) },
    ok: { 200: { description: "Une session sur cet espace", json: jeton } },
    errors: [400, 401, 403, 404],
  },
  "POST /espace/logout": {
    tag,
    summary: "Se déconnecter : la session prend fin sur le serveur",
    access: "espace",
    ok: { 204: { description: "Déconnecté" } },
    errors: [401, 403],
  },
  "GET /espace/proprietaire": {
    tag,
    summary:
      "L'espace du propriétaire : son compte, ses logements, ses reversements, ses documents",
    description: "Les montants du compte sont ceux de GET /Client/{id}/compte, au centime.",
    access: "proprietaire",
    ok: { 200: { description: "L'espace", json: espaceProprietaire } },
    errors: [401, 403],
  },
  "GET /espace/proprietaire/compteRendu": {
    tag,
    summary: "Un compte-rendu de gérance (PDF)",
    access: "proprietaire",
    query: z.object({ du: z.string(), au: z.string() }),
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403],
  },
  "GET /espace/proprietaire/revenusFonciers/:annee": {
    tag,
    summary: "Le récapitulatif 2044 d'une année (PDF)",
    access: "proprietaire",
    params: { annee: YEAR },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403],
  },
  "GET /espace/proprietaire/factures/:id": {
    tag,
    summary: "Une facture de l'agence au propriétaire (PDF)",
    description:
      "Le lien des factures qui n'ont pas encore de PDF dans la liste des documents : la produit et répond son lien signé. La facture d'un autre propriétaire est introuvable (404).",
    access: "proprietaire",
    params: { id: idOf("de la facture") },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
  "GET /espace/proprietaire/demandes": {
    tag,
    summary: "Ses messages à l'agence et leurs réponses",
    access: "proprietaire",
    ok: { 200: { description: "Les messages", json: dataOf(demande) } },
    errors: [401, 403],
  },
  "POST /espace/proprietaire/demandes": {
    tag,
    summary: "Écrire à l'agence",
    access: "proprietaire",
    body: {
      json: z.object({
        objet: z.string(),
        texte: z.string(),
        AppartementId: z.number().int().optional(),
      }),
    },
    ok: { 201: { description: "Le message", json: demande } },
    errors: [400, 401, 403, 404],
  },
  "GET /espace/locataire": {
    tag,
    summary: "L'espace du locataire : son compte, ses quittances, ses documents",
    description: "Les montants du compte sont ceux de GET /Dossier/{id}/compte, au centime.",
    access: "locataire",
    ok: { 200: { description: "L'espace", json: espaceLocataire } },
    errors: [401, 403, 404],
  },
  "GET /espace/locataire/quittances/:id": {
    tag,
    summary: "Le document d'un terme : quittance, reçu d'un paiement partiel ou avis d'échéance",
    access: "locataire",
    params: { id: CHILD_ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
  "POST /espace/locataire/quittances/:id/declaration": {
    tag,
    summary: "Déclarer un terme payé ou non (comme le lien de l'e-mail ; le personnel confirme)",
    access: "locataire",
    params: { id: CHILD_ID },
    body: { json: z.object({ paye: z.boolean() }) },
    ok: {
      200: {
        description: "Déclaration enregistrée",
        json: z.object({ ok: z.boolean(), regle: z.boolean() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /espace/locataire/quittanceAnnuelle/:annee": {
    tag,
    summary: "La quittance annuelle d'une année",
    access: "locataire",
    params: { annee: YEAR },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 404],
  },
  "GET /espace/locataire/attestation": {
    tag,
    summary:
      "Une attestation de loyer (PDF) : le bail, le loyer et les charges, à jour ou les arriérés",
    access: "locataire",
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
  "POST /espace/locataire/assurance": {
    tag,
    summary: "Envoyer l'attestation d'assurance habitation (PDF ou image) et sa date de fin",
    access: "locataire",
    body: {
      multipart: z.object({
        file: z.string(),
        dateFin: z.string(),
        assureur: z.string().optional(),
      }),
    },
    ok: {
      201: {
        description: "L'attestation reçue",
        json: z.object({ dateFin: z.string(), assureur: z.string().nullable(), nom: z.string() }),
      },
    },
    errors: [400, 401, 403, 404, 413, 415],
  },
  "GET /espace/locataire/demandes": {
    tag,
    summary: "Ses demandes, leur état et les réponses de l'agence",
    access: "locataire",
    ok: { 200: { description: "Les demandes", json: dataOf(demande) } },
    errors: [401, 403],
  },
  "POST /espace/locataire/demandes": {
    tag,
    summary: "Une demande : une fuite, une panne, une question (jusqu'à 5 photos)",
    access: "locataire",
    body: {
      multipart: z.object({ objet: z.string(), texte: z.string(), photos: z.string().optional() }),
    },
    ok: { 201: { description: "La demande", json: demande } },
    errors: [400, 401, 403, 404, 413, 415],
  },
  "GET /demandes": {
    tag: tagStaff,
    summary: "Les demandes des locataires et des propriétaires",
    access: "staff",
    query: z.object({ statut: z.string().optional() }),
    ok: { 200: { description: "Les demandes, les plus récentes d'abord", json: dataOf(demande) } },
    errors: [400, 401, 403],
  },
  "GET /Demande/:id": {
    tag: tagStaff,
    summary: "Une demande, ses photos et ses réponses",
    access: "staff",
    params: { id: idOf("de la demande") },
    ok: { 200: { description: "La demande", json: demande } },
    errors: [401, 403, 404],
  },
  "PUT /Demande/:id": {
    tag: tagStaff,
    summary: "Changer l'état d'une demande",
    access: "staff",
    params: { id: idOf("de la demande") },
    body: { json: z.object({ statut: z.enum(["nouvelle", "en_cours", "traitee"]) }) },
    ok: { 200: { description: "La demande", json: demande } },
    errors: [400, 401, 403, 404],
  },
  "POST /Demande/:id/reponses": {
    tag: tagStaff,
    summary: "Répondre à une demande : son auteur reçoit un e-mail",
    access: "staff",
    params: { id: idOf("de la demande") },
    body: { json: z.object({ texte: z.string() }) },
    ok: { 201: { description: "La demande et sa réponse", json: demande } },
    errors: [400, 401, 403, 404],
  },
  "GET /Dossier/:id/assurances": {
    tag: tagStaff,
    summary: "Les attestations d'assurance habitation du bail, la plus récente d'abord",
    access: "staff",
    params: { id: idOf("du dossier") },
    ok: {
      200: {
        description: "Les attestations",
        json: dataOf(
          z.object({
            id: z.number().int(),
            dateFin: z.string(),
            assureur: z.string().nullable(),
            deposePar: z.string(),
            createdAt: z.string(),
            nom: z.string(),
            url: z.string(),
          }),
        ),
      },
    },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
