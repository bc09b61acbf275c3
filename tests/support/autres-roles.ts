import { eq } from "drizzle-orm";
import { Session, User } from "../../worker/db/schema";
import { signToken } from "../../worker/auth/token";
import type { RoleRule } from "./quitance-roles";
import { ADMIN_ONLY, FINANCE, OPEN, type Caller, type Matrix } from "./roles";
import { insertClient, insertDossier } from "./factories";
import { Demande } from "../../worker/db/schema";
import { importer } from "../../worker/services/imports/importer";
import { JWT_SECRET, ROLES, type TestApp } from "./test-app";

// The role-matrix rules of signing out (issue 59), of an owner's charge typed by hand (issue 60) and of the import's
// templates (issue 61). Signing out: every staff role ends its own session. The call would end the role's test session
// and every later rule would get 401: each caller signs out from a session of its own, opened here, its token put in
// the role's place until the next caller's turn (or the bad token's last run) puts the test session's token back.

const saved = new Map<string, string>();

/** One owner of a fresh reference, as a CSV. */
const proprietaireCsv = () =>
  new TextEncoder().encode(`Reference;Nom;Prenom\r\nR-${crypto.randomUUID()};Dupont;Luc\r\n`);

function formImport() {
  const form = new FormData();
  form.append("fichier", new Blob([proprietaireCsv()]), "Proprietaires.csv");
  form.append("dateReprise", "31/12/2026");
  return form;
}

/** An import done by the admin, its id. */
const unImport = async (t: TestApp) =>
  (
    await importer(
      t.ports,
      {
        fichiers: [{ nom: "Proprietaires.csv", bytes: proprietaireCsv() }],
        dateReprise: "2026-12-31",
        correspondances: {},
      },
      { email: "admin@test.fr" },
    )
  ).id;

async function ownSession(t: TestApp, who: Caller) {
  for (const role of ROLES) {
    const token = saved.get(role);
    if (token) t.tokens[role] = token;
  }
  saved.clear();
  if (who === "anonymous") return;
  const id = `deconnexion-${crypto.randomUUID()}`;
  const at = t.ports.clock.now();
  await t.db.insert(Session).values({
    id,
    UserId: t.ids[who],
    createdAt: at.toISOString(),
    derniereUtilisation: at.toISOString(),
  });
  // The account's tokenVersion as earlier rules left it (a password set moves it on).
  const [user] = await t.db.select().from(User).where(eq(User.id, t.ids[who]));
  saved.set(who, t.tokens[who]);
  t.tokens[who] = await signToken(
    t.ids[who],
    JWT_SECRET,
    false,
    at,
    user?.tokenVersion ?? 0,
    undefined,
    0,
    id,
  );
}

/** A space's route (issue 62): no session 401, every staff session 403 (the spaces are a realm of their own). */
const ESPACE_SEULEMENT: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 403,
  admin: 403,
};

/** A fresh owner's message, its id (issue 62). */
async function uneDemande(t: TestApp) {
  const client = await insertClient(t);
  const at = t.ports.clock.now().toISOString();
  const [d] = await t.db
    .insert(Demande)
    .values({
      espace: "proprietaire",
      ClientId: client.id,
      objet: "Matrice",
      texte: "?",
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: Demande.id });
  return d?.id ?? 0;
}

export function autresRoleRules(app: () => TestApp): RoleRule[] {
  return [
    // What the spaces send and read of their requests (issue 62, item 5): a space's session only.
    {
      route: /^(GET|POST) \/api\/espace\/(locataire|proprietaire)\/demandes$/,
      roles: ESPACE_SEULEMENT,
      request: (m) => async () => ({
        method: m[1] ?? "GET",
        path: `/api/espace/${m[2]}/demandes`,
        body: m[1] === "POST" ? { objet: "Matrice", texte: "?" } : undefined,
      }),
    },
    {
      route: /^POST \/api\/espace\/locataire\/assurance$/,
      roles: ESPACE_SEULEMENT,
      request: () => async () => ({ method: "POST", path: "/api/espace/locataire/assurance" }),
    },
    // Staff's list « Demandes », a request's state and replies, a lease's certificates: every staff role.
    {
      route: /^GET \/api\/demandes$/,
      roles: OPEN,
      request: () => async () => ({ method: "GET", path: "/api/demandes?statut=nouvelle" }),
    },
    {
      route: /^(GET|PUT) \/api\/Demande\/:id\{\[0-9\]\+\}$/,
      roles: OPEN,
      request: (m) => async () => ({
        method: m[1] ?? "GET",
        path: `/api/Demande/${await uneDemande(app())}`,
        body: m[1] === "PUT" ? { statut: "en_cours" } : undefined,
      }),
    },
    {
      route: /^POST \/api\/Demande\/:id\{\[0-9\]\+\}\/reponses$/,
      roles: OPEN,
      request: () => async () => ({
        method: "POST",
        path: `/api/Demande/${await uneDemande(app())}/reponses`,
        body: { texte: "Réponse de la matrice" },
      }),
    },
    {
      route: /^GET \/api\/Dossier\/:id\{\[0-9\]\+\}\/assurances$/,
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Dossier/${(await insertDossier(app())).id}/assurances`,
      }),
    },
    // An owner's charge typed by hand (issue 60): admins and comptables, each caller its own owner.
    {
      route: /^POST \/api\/Client\/:id\{\[0-9\]\+\}\/depenses$/,
      roles: FINANCE,
      request: () => async () => ({
        method: "POST",
        path: `/api/Client/${(await insertClient(app())).id}/depenses`,
        body: {
          date: "2026-11-02",
          libelle: "Assurance PNO",
          montant: 95,
          natureCharge: "assurance",
        },
      }),
    },
    // The import's templates (issue 61): admin only, as the import.
    {
      route: /^GET \/api\/imports\/modele\.(xlsx|zip)$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({ method: "GET", path: "/api/imports/modele.xlsx" }),
    },
    // The portfolio out (issue 61 item 6): admin only, as the import (the whole agency in one file).
    {
      route: /^GET \/api\/exports\/portefeuille\.xlsx$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({
        method: "GET",
        path: "/api/exports/portefeuille.xlsx?date=2026-11-01",
      }),
    },
    // The import, its list, its read and its undo (issue 61): admin only; each caller its own owner's import.
    {
      route: /^POST \/api\/imports$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({ method: "POST", path: "/api/imports", body: formImport() }),
    },
    {
      route: /^GET \/api\/imports$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({ method: "GET", path: "/api/imports" }),
    },
    {
      route: /^GET \/api\/Import\/:id\{\[0-9\]\+\}$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({ method: "GET", path: `/api/Import/${await unImport(app())}` }),
    },
    {
      route: /^DELETE \/api\/Import\/:id\{\[0-9\]\+\}$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({
        method: "DELETE",
        path: `/api/Import/${await unImport(app())}`,
      }),
    },
    {
      route: /^POST \/api\/user\/logout$/,
      roles: OPEN,
      request: () => async (who) => {
        await ownSession(app(), who);
        return { method: "POST", path: "/api/user/logout" };
      },
    },
  ];
}
