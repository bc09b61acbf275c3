import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { Session, User } from "../../worker/db/schema";
import { hashPassword } from "../../worker/auth/password";
import {
  ADMIN_ONLY,
  DELETERS,
  FINANCE,
  OPEN,
  PUBLIC,
  expectRoles,
  type Caller,
  type Matrix,
} from "../support/roles";
import { caseOf, insertCase, pdfForm, pngForm, type Req } from "../support/resources";
import { create, insertClient, insertDossier, insertLocataire, valid } from "../support/factories";
import { createApp } from "../../worker/app";
import { zipSync } from "fflate";
import { Telechargement } from "../../worker/db/schema";
import { quitanceRoleRules } from "../support/quitance-roles";
import { compteSequestre, IBAN_PROPRIO, proprietaire } from "../support/reversements";
import { AgenceParametres } from "../../worker/db/schema";
import { deuxFacteursRoleRules } from "../support/deux-facteurs-roles";
import { autresRoleRules } from "../support/autres-roles";
import { espaceAccesRoleRules } from "../support/espace-acces-roles";
import { espaceProprietaireRoleRules } from "../support/espace-proprietaire-roles";
import { espaceLocataireRoleRules } from "../support/espace-locataire-roles";
import { clesAccesRoleRules, sansCles } from "../support/cles-acces-roles";
import { diagnosticsRoleRules } from "../support/diagnostics-roles";
import { diagnosticsValides } from "../support/diagnostics";
import { renouvellementRoleRules } from "../support/renouvellement-roles";
import { echeancesRoleRules } from "../support/echeances-roles";
import { creancier, dossierPreleve, MANDAT } from "../support/prelevements";

// Spec 6: every route the app registers x anonymous, user, user_delete, admin (and a forged token). The list of
// routes comes from the app itself: a route added without a rule below fails the first test.

let t: TestApp;
// Each role's money moves (issue 59) come from a session that has just confirmed (tests/api/confirmation.test.ts).
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

type Build = (who: Caller) => Promise<Req>;
interface Rule {
  route: RegExp;
  roles: Matrix | ((m: RegExpExecArray) => Matrix);
  request: (m: RegExpExecArray) => Build;
}

const ID = String.raw`:id\{\[0-9\]\+\}`;
const ADMIN_WRITES = ["Variable", "Equipement", "User"];
// What each link segment links to (spec 7).
const CHILD: Record<string, string> = {
  owner: "Client",
  equipement: "Equipement",
  image: "Image",
  client: "Client",
  accompte: "Accompte",
  appartement: "Appartement",
  caution: "Caution",
  fichier: "Fichier",
};
// Removals that delete the removed record: only the roles that may delete, by any verb.
const REMOVAL_DELETES = new Set(["image", "fichier", "accompte"]);

const row = (name: string) => insertCase(t, caseOf(name));
const fixed =
  (req: Req): Build =>
  async () =>
    req;

const quitanceRules = () => quitanceRoleRules(() => t);

const REGULARISATION = {
  du: "2026-01-01",
  au: "2026-10-31",
  charges: [{ categorie: "eau", montant: 120 }],
};

let lots = 0;
/** A draft batch of its own: a new owner with money, on a date no other batch of the matrix has. */
async function lotDeReversement(): Promise<number> {
  await proprietaire(t, 1000);
  lots++;
  const date = `2027-01-${String(lots).padStart(2, "0")}`;
  const r = await t.call("POST", "/api/reversements", "admin", { date });
  return r.body.reversement.id;
}

/** An active mandate of a new dossier. */
async function mandatSepa(): Promise<number> {
  const d = await insertDossier(t);
  return (await t.call("POST", `/api/Dossier/${d.id}/mandatsSepa`, "admin", MANDAT)).body.mandat.id;
}

/** A draft direct debit batch of its own: a new dossier with a mandate and an unpaid term. */
async function lotDePrelevement(): Promise<number> {
  await dossierPreleve(t, ["2026-12-01"]);
  const r = await t.call("POST", "/api/prelevements", "admin", { dateEcheance: "2026-12-20" });
  return r.body.prelevement.id;
}

let releves = 0;
/** A one-line statement no other import has (a new movement each time). */
const releveForm = () => {
  releves++;
  const f = new FormData();
  f.append(
    "file",
    new File([`Date;Libellé;Montant\n01/11/2026;VIR MATRICE ${releves};${releves},00\n`], "r.csv"),
  );
  f.append("nouveauCompte", "Compte principal");
  return f;
};
/** A new statement line waiting (or, for an undo, set aside first). */
async function ligneBancaire(ecartee: boolean): Promise<number> {
  const r = await t.call("POST", "/api/banque/releves", "admin", releveForm());
  const lignes = (await t.call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`, "admin"))
    .body.data;
  if (ecartee)
    await t.call("POST", `/api/banque/lignes/${lignes[0].id}/ignorer`, "admin", { motif: "Frais" });
  return lignes[0].id;
}

const RULES: Rule[] = [
  {
    route: /^GET \/api\/version$/,
    roles: PUBLIC,
    request: () => fixed({ method: "GET", path: "/api/version" }),
  },
  // The API's description (ADR 014): public, like the version.
  {
    route: /^GET \/api\/(openapi\.json|docs)$/,
    roles: PUBLIC,
    request: (m) => fixed({ method: "GET", path: `/api/${m[1]}` }),
  },
  {
    route: /^POST \/api\/user\/login$/,
    roles: PUBLIC,
    request: () =>
      fixed({
        method: "POST",
        path: "/api/user/login",
        body: { credentials: { email: "user@agence.test", password: "secret1" } },
      }),
  },
  {
    route: /^GET \/api\/user\/me$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/user/me" }),
  },
  {
    route: /^POST \/api\/user\/setPassword$/,
    roles: OPEN,
    request: () =>
      fixed({
        method: "POST",
        path: "/api/user/setPassword",
        body: { password: "un-secret-bien-long" },
      }),
  },
  {
    route: /^POST \/api\/user\/register$/,
    roles: ADMIN_ONLY,
    request: () => async () => ({
      method: "POST",
      path: "/api/user/register",
      body: { email: `reg-${crypto.randomUUID()}@agence.test`, role: "user" },
    }),
  },
  {
    route: /^POST \/api\/user\/:email\/resetPassword$/,
    roles: ADMIN_ONLY,
    request: () => async () => {
      const u = await create(t, "User", {
        email: `cible-${crypto.randomUUID()}@agence.test`,
        role: "user",
      });
      return { method: "POST", path: `/api/user/${encodeURIComponent(u.email)}/resetPassword` };
    },
  },
  // Sessions and the confirmation (issue 59): every role confirms, lists and ends its own sessions; an admin ends
  // every session of an account.
  {
    route: /^POST \/api\/user\/confirmer$/,
    roles: OPEN,
    request: () => async (who) => {
      // An account with a passkey confirms with it, not with its password (another rule may have added one).
      await sansCles(t, who);
      if (who !== "anonymous")
        await t.db
          .update(User)
          .set({ passwordHash: await hashPassword("matrice-confirmer") })
          .where(eq(User.id, t.ids[who]));
      return {
        method: "POST",
        path: "/api/user/confirmer",
        body: { password: "matrice-confirmer" },
      };
    },
  },
  {
    route: /^GET \/api\/user\/sessions$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/user/sessions" }),
  },
  {
    route: /^DELETE \/api\/user\/sessions\/:id$/,
    roles: OPEN,
    request: () => async (who) => {
      const id = `matrice-${crypto.randomUUID()}`;
      const at = new Date().toISOString();
      if (who !== "anonymous")
        await t.db.insert(Session).values({
          id,
          UserId: t.ids[who],
          createdAt: at,
          derniereUtilisation: at,
        });
      return { method: "DELETE", path: `/api/user/sessions/${id}` };
    },
  },
  {
    route: /^POST \/api\/user\/:email\/deconnecter$/,
    roles: ADMIN_ONLY,
    request: () => async () => {
      const u = await create(t, "User", {
        email: `partout-${crypto.randomUUID()}@agence.test`,
        role: "user",
      });
      return { method: "POST", path: `/api/user/${encodeURIComponent(u.email)}/deconnecter` };
    },
  },
  {
    route: /^POST \/api\/user\/:email\/deverrouiller$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "POST", path: "/api/user/user%40agence.test/deverrouiller" }),
  },
  // The second factor (issue 59): each staff role its own, an admin's reset, the login's code step.
  ...deuxFacteursRoleRules(() => t),
  ...autresRoleRules(() => t),
  ...espaceAccesRoleRules(() => t),
  ...espaceLocataireRoleRules(),
  ...clesAccesRoleRules(() => t),
  ...espaceProprietaireRoleRules(),
  ...diagnosticsRoleRules(() => t),
  // A lease's express renewal (issue 63): every staff role.
  ...renouvellementRoleRules(() => t),
  // The agency's calendar (issue 63): every staff role.
  ...echeancesRoleRules(),
  {
    route: /^POST \/api\/Quitance\/validation\/:state\{true\|false\}\/:uuid$/,
    roles: PUBLIC,
    request: () => async () => ({
      method: "POST",
      path: `/api/Quitance/validation/true/${(await create(t, "Quitance", { ...valid.Quitance(), DossierId: (await insertDossier(t)).id })).uuid}`,
    }),
  },
  // Receipts (issue 11): every logged-in role generates, lists, switches and reminds; the contact address is public.
  ...quitanceRules(),
  {
    route: /^POST \/api\/Fichier$/,
    roles: OPEN,
    request: () => async () => ({ method: "POST", path: "/api/Fichier", body: pdfForm() }),
  },
  {
    route: /^POST \/api\/Image$/,
    roles: OPEN,
    request: () => async () => ({ method: "POST", path: "/api/Image", body: pngForm() }),
  },
  {
    route: /^GET \/files\/\*$/,
    roles: OPEN,
    request: () => async () => ({ method: "GET", path: (await row("Fichier")).url }),
  },
  {
    route: /^GET \/api\/Appartement\/client\/:clientId\{\[0-9\]\+\}$/,
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Appartement/client/${(await row("Client")).id}`,
    }),
  },
  {
    route: new RegExp(`^GET /api/Appartement/${ID}/history$`),
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Appartement/${(await row("Appartement")).id}/history`,
    }),
  },
  {
    route: new RegExp(`^PUT /api/Appartement/${ID}/tenant/add/:tenantId\\{\\[0-9\\]\\+\\}$`),
    roles: OPEN,
    request: () => async () => {
      const [a, l] = [await row("Appartement"), await row("Locataire")];
      return {
        method: "PUT",
        path: `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        body: valid.Dossier(a.id, l.id),
      };
    },
  },
  {
    route: new RegExp(`^DELETE /api/Appartement/${ID}/tenant/remove/:tenantId\\{\\[0-9\\]\\+\\}$`),
    roles: DELETERS,
    request: () => async () => {
      const [a, l] = [await row("Appartement"), await row("Locataire")];
      await t.call(
        "PUT",
        `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        "admin",
        valid.Dossier(a.id, l.id),
      );
      return { method: "DELETE", path: `/api/Appartement/${a.id}/tenant/remove/${l.id}` };
    },
  },
  {
    // Links of spec 7: adding is open to all; removing too, unless the removal deletes; DELETE is for deleters.
    route: new RegExp(`^(PUT|DELETE) /api/(\\w+)/${ID}/(\\w+)/(add|remove)/:childId$`),
    roles: (m) =>
      m[1] === "DELETE" || (m[4] === "remove" && REMOVAL_DELETES.has(m[3]!)) ? DELETERS : OPEN,
    request: (m) => async () => {
      const [, method, parentName, segment, action] = m as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const [parent, child] = [await row(parentName), await row(CHILD[segment]!)];
      const link = `/api/${parentName}/${parent.id}/${segment}`;
      if (action === "remove")
        expect((await t.call("PUT", `${link}/add/${child.id}`, "admin")).status).toBe(200);
      return { method, path: `${link}/${action}/${child.id}` };
    },
  },
  // The charges regularisation (ADR 025): read and written by every role, on a fresh dossier per caller.
  {
    route: new RegExp(`^(GET|POST) /api/Dossier/${ID}/regularisations(/provisions)?$`),
    roles: OPEN,
    request: (m) => async () => {
      const path = `/api/Dossier/${(await insertDossier(t)).id}/regularisations`;
      if (m[2]) return { method: "GET", path: `${path}/provisions?du=2026-01-01&au=2026-12-31` };
      return m[1] === "GET"
        ? { method: "GET", path }
        : { method: "POST", path, body: REGULARISATION };
    },
  },
  // The register of mandates and Paramètres > Agence (ADR 027): admins only, its PDF included (before the generators').
  {
    route: /^GET \/api\/registreMandats$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/registreMandats?annee=2026" }),
  },
  {
    route: /^GET \/api\/registreMandats\/:annee\/generate$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/registreMandats/2026/generate" }),
  },
  {
    route: /^(GET|PUT) \/api\/agence$/,
    // The comptable reads the agency's settings (trust account, ICS); only admins change them.
    roles: (m) => (m[1] === "GET" ? FINANCE : ADMIN_ONLY),
    request: (m) =>
      fixed(
        m[1] === "GET"
          ? { method: "GET", path: "/api/agence" }
          : { method: "PUT", path: "/api/agence", body: { cciDelivrance: "Paris" } },
      ),
  },
  // The trust-account check and its PDF (ADR 034): admins and the comptable (issue 59).
  {
    route: /^GET \/api\/sequestre(\/generate)?$/,
    roles: FINANCE,
    request: (m) => fixed({ method: "GET", path: `/api/sequestre${m[1] ?? ""}?au=2026-11-01` }),
  },
  // The owner's compte-rendu and tax summary (issue 38, ADR 033): every role, an owner of their own (before the
  // generators').
  {
    route: new RegExp(
      `^(GET|POST) /api/Client/${ID}/(compteRendu|revenusFonciers)(/generate|/envoyer)?$`,
    ),
    roles: OPEN,
    request: (m) => async () => {
      const path = `/api/Client/${(await create(t, "Client", valid.Client())).id}/${m[2]}${m[3] ?? ""}`;
      if (m[1] === "POST")
        return { method: "POST", path, body: { du: "2026-11-01", au: "2026-11-30" } };
      return {
        method: "GET",
        path: `${path}?${m[2] === "compteRendu" ? "du=2026-11-01&au=2026-11-30" : "annee=2026"}`,
      };
    },
  },
  // A signable document's versions (issue 39): every logged-in role, like its generation.
  {
    route: /^GET \/api\/documents\/versions$/,
    roles: OPEN,
    request: () =>
      fixed({ method: "GET", path: "/api/documents/versions?sujet=Dossier/1/contratLocation" }),
  },
  // The document generators of spec 7: every logged-in role (the path's ids from fresh rows).
  {
    route: /^GET \/api\/(\w+)\/.*\/generate$/,
    roles: OPEN,
    request: (m) => async () => ({ method: "GET", path: await generationPath(m[0]) }),
  },
  // A dossier's entry or exit inventory (spec 7): an edit, open to every role (the replaced one goes with it).
  {
    route: new RegExp(`^PUT /api/Dossier/${ID}/(etatIn|etatOut)/set$`),
    roles: OPEN,
    request: (m) => async () => ({
      method: "PUT",
      path: `/api/Dossier/${(await row("Dossier")).id}/${m[1]}/set`,
      body: valid.EtatLieux(),
    }),
  },
  // An apartment's furniture list (issue 23, part 7): read and replaced by every role, like the inventories.
  {
    route: new RegExp(`^(GET|PUT) /api/Appartement/${ID}/mobilier$`),
    roles: OPEN,
    request: (m) => async () => ({
      method: m[1]!,
      path: `/api/Appartement/${(await row("Appartement")).id}/mobilier`,
      ...(m[1] === "PUT"
        ? { body: { lignes: [{ designation: "Table et sièges", quantite: 1 }] } }
        : {}),
    }),
  },
  // The deposit's return (loi 89-462 art. 22): read and settled by every role, like the account; the keys' day set
  // first on a fresh dossier.
  {
    route: new RegExp(`^(GET|PUT) /api/Dossier/${ID}/restitutionDepot$`),
    roles: OPEN,
    request: (m) => async () => ({
      method: m[1]!,
      path: `/api/Dossier/${await dossierClesRendues()}/restitutionDepot`,
      ...(m[1] === "PUT" ? { body: { deductions: [{ motif: "Nettoyage", montant: 20 }] } } : {}),
    }),
  },
  // A caretaking mission's renewal (a creation: every role), a fresh mission per caller; the dashboard: admin only.
  {
    route: new RegExp(`^POST /api/Intendance/${ID}/renouveler$`),
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: `/api/Intendance/${(await row("Intendance")).id}/renouveler`,
    }),
  },
  {
    route: /^GET \/api\/dashboard$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/dashboard" }),
  },
  // The global search (Ctrl+K) of the web: every logged-in role.
  {
    route: /^GET \/api\/search$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/search?q=paris" }),
  },
  // The IRL table (issue 23): read by every signed-in user (the lease form's default), extended by admins.
  {
    route: /^GET \/api\/irl$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/irl" }),
  },
  {
    route: /^PUT \/api\/irl\/:trimestre$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "PUT", path: "/api/irl/2026-T3", body: { valeur: 149.01 } }),
  },
  // The audit trail (ADR 029): admins only.
  {
    route: /^GET \/api\/journal$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/journal?resource=Client" }),
  },
  // The journal of downloads (issue 59): admins only.
  {
    route: /^GET \/api\/telechargements$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/telechargements" }),
  },
  // Paramètres > Référentiels (issue 23): read by every signed-in user, written by admins. An empty form is a 400.
  {
    route: /^GET \/api\/referentiels\/(communes|honoraires)$/,
    roles: OPEN,
    request: (m) => fixed({ method: "GET", path: `/api/referentiels/${m[1]}` }),
  },
  {
    route: /^POST \/api\/referentiels\/communes$/,
    roles: { ...ADMIN_ONLY, admin: 400 },
    request: () =>
      fixed({ method: "POST", path: "/api/referentiels/communes", body: new FormData() }),
  },
  {
    route: /^PUT \/api\/referentiels\/honoraires\/:depuis$/,
    roles: ADMIN_ONLY,
    request: () =>
      fixed({
        method: "PUT",
        path: "/api/referentiels/honoraires/2027-01-01",
        body: { tresTendue: 12.5, tendue: 10.4, nonTendue: 8.3, etatDesLieux: 3.1 },
      }),
  },
  // Bank statements (issue 26): imported and matched by every role, as payments are recorded. Each caller gets a
  // statement line of its own (a line is matched or set aside once).
  {
    route: /^POST \/api\/banque\/releves$/,
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: "/api/banque/releves",
      body: releveForm(),
    }),
  },
  // The bank account's form (ADR 034): only an admin marks the trust account (issue 59, ADR 067); every staff role
  // renames an account (tests/api/sequestre.test.ts).
  {
    route: new RegExp(`^PUT /api/banque/comptes/${ID}$`),
    roles: ADMIN_ONLY,
    request: () => async () => {
      const r = await t.call("POST", "/api/banque/releves", "admin", releveForm());
      return {
        method: "PUT",
        path: `/api/banque/comptes/${r.body.releve.compteId}`,
        body: { sequestre: true },
      };
    },
  },
  {
    route: /^GET \/api\/banque\/(comptes|releves|lignes)$/,
    roles: OPEN,
    request: (m) => fixed({ method: "GET", path: `/api/banque/${m[1]}` }),
  },
  {
    route: new RegExp(`^POST /api/banque/lignes/${ID}/(rapprocher|ignorer|annuler)$`),
    roles: OPEN,
    request: (m) => async () => {
      const dossier = await insertDossier(t);
      const ligneId = await ligneBancaire(m[1] === "annuler");
      const body =
        m[1] === "rapprocher"
          ? { DossierId: dossier.id }
          : m[1] === "ignorer"
            ? { motif: "Frais" }
            : undefined;
      return {
        method: "POST",
        path: `/api/banque/lignes/${ligneId}/${m[1]}`,
        ...(body ? { body } : {}),
      };
    },
  },
  // A statement imported by mistake is deleted by those who may delete; each caller its own statement.
  {
    route: new RegExp(`^DELETE /api/banque/releves/${ID}$`),
    roles: DELETERS,
    request: () => async () => {
      const r = await t.call("POST", "/api/banque/releves", "admin", releveForm());
      return { method: "DELETE", path: `/api/banque/releves/${r.body.releve.id}` };
    },
  },
  // The IRL rent revision (ADR 024): listed and applied by every role; each caller revises a lease of its own.
  {
    route: /^GET \/api\/revisions$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/revisions?au=2026-11-21" }),
  },
  {
    route: new RegExp(`^POST /api/Dossier/${ID}/reviser$`),
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: `/api/Dossier/${(await bailRevisable()).id}/reviser`,
      body: { date: "2026-07-01" },
    }),
  },
  {
    route: new RegExp(`^GET /api/Dossier/${ID}/revisions$`),
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Dossier/${(await insertDossier(t)).id}/revisions`,
    }),
  },
  // Invoices (ADR 028): read and cancelled by a credit note by every role; never changed (405 for all).
  {
    route: /^GET \/api\/Facture$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/Facture" }),
  },
  {
    route: new RegExp(`^(GET|POST) /api/Facture/${ID}(/avoir)?$`),
    roles: OPEN,
    request: (m) => async () => {
      const id = await factureEmise();
      return m[2]
        ? { method: "POST", path: `/api/Facture/${id}/avoir`, body: { motif: "Erreur de montant" } }
        : { method: "GET", path: `/api/Facture/${id}` };
    },
  },
  {
    route: new RegExp(`^(PUT|PATCH|DELETE) /api/Facture/${ID}$`),
    roles: { anonymous: 401, user: 405, user_delete: 405, comptable: 405, admin: 405 },
    request: (m) => async () => ({
      method: m[1]!,
      path: `/api/Facture/${await factureEmise()}`,
      ...(m[1] === "DELETE" ? {} : { body: { totalTTC: 1 } }),
    }),
  },
  // The owner's side (issue 38, ADR 031): every role reads an owner's account and sets an apartment's quote-parts.
  {
    route: new RegExp(`^GET /api/Client/${ID}/compte$`),
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Client/${(await create(t, "Client", valid.Client())).id}/compte`,
    }),
  },
  {
    route: new RegExp(`^PUT /api/Appartement/${ID}/quotesParts$`),
    roles: OPEN,
    request: () => async () => {
      const a = await create(t, "Appartement", valid.Appartement());
      const c = await create(t, "Client", valid.Client());
      await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "admin");
      return {
        method: "PUT",
        path: `/api/Appartement/${a.id}/quotesParts`,
        body: { parts: [{ ClientId: c.id, quotePart: 100 }] },
      };
    },
  },
  // A lot's non-deductible co-ownership provisions (issue 60, ADR 075): every role reads and enters them.
  {
    route: new RegExp(`^(GET|PUT) /api/Appartement/${ID}/copropriete$`),
    roles: OPEN,
    request: (m) => async () => {
      const a = await create(t, "Appartement", valid.Appartement());
      const path = `/api/Appartement/${a.id}/copropriete`;
      return m[1] === "GET"
        ? { method: "GET", path }
        : { method: "PUT", path, body: { annee: 2025, nonDeductible: 10 } };
    },
  },
  // Issue 59, item 4 (ADR 073): a change of the owners waits for someone else than its author, of FINANCE; its
  // author (any role) or FINANCE cancels it. Each caller its own apartment, its change proposed by `user` (or itself).
  {
    route: new RegExp(`^GET /api/Appartement/${ID}/quotesParts$`),
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Appartement/${(await create(t, "Appartement", valid.Appartement())).id}/quotesParts`,
    }),
  },
  {
    route: new RegExp(`^(POST|DELETE) /api/Appartement/${ID}/quotesParts/(confirmer|attente)$`),
    roles: (m) => (m[1] === "POST" ? FINANCE : OPEN),
    request: (m) => async (who) => {
      const a = await create(t, "Appartement", valid.Appartement());
      const [c, d] = [await insertClient(t), await insertClient(t)];
      await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "admin");
      const auteur = m[1] === "DELETE" && who !== "anonymous" ? who : "user";
      await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${d.id}`, auteur);
      return { method: m[1]!, path: `/api/Appartement/${a.id}/quotesParts/${m[2]}` };
    },
  },
  // Payouts (issue 38, part 3, ADR 032): every role reads, prepares and validates; deleting a draft is for those
  // who may delete. Each caller its own batch (a fresh owner with money, a date of its own).
  {
    route: /^(GET|POST) \/api\/reversements$/,
    roles: OPEN,
    request: (m) => async () =>
      m[1] === "GET"
        ? { method: "GET", path: "/api/reversements" }
        : { method: "POST", path: "/api/reversements", body: { date: "2026-11-30" } },
  },
  {
    route: new RegExp(`^(GET|DELETE) /api/Reversement/${ID}$`),
    roles: (m) => (m[1] === "DELETE" ? DELETERS : OPEN),
    request: (m) => async () => ({
      method: m[1] as "GET",
      path: `/api/Reversement/${await lotDeReversement()}`,
    }),
  },
  {
    route: new RegExp(`^GET /api/Reversement/${ID}/sepa$`),
    roles: FINANCE,
    request: () => async () => {
      await compteSequestre(t);
      // Its file exists once the batch is validated (issue 59).
      const id = await lotDeReversement();
      await t.call("POST", `/api/Reversement/${id}/valider`, "admin");
      return { method: "GET", path: `/api/Reversement/${id}/sepa` };
    },
  },
  {
    route: new RegExp(`^POST /api/Reversement/${ID}/valider$`),
    roles: FINANCE,
    request: () => async () => ({
      method: "POST",
      path: `/api/Reversement/${await lotDeReversement()}/valider`,
    }),
  },
  // Rents by SEPA direct debit (issue 41, ADR 041): every staff role works the mandates and batches (like a payment).
  {
    route: new RegExp(`^(GET|POST) /api/Dossier/${ID}/mandatsSepa$`),
    roles: OPEN,
    request: (m) => async () => ({
      method: m[1] as "GET",
      path: `/api/Dossier/${(await insertDossier(t)).id}/mandatsSepa`,
      body: m[1] === "POST" ? MANDAT : undefined,
    }),
  },
  {
    route: new RegExp(`^POST /api/MandatSepa/${ID}/revoquer$`),
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: `/api/MandatSepa/${await mandatSepa()}/revoquer`,
    }),
  },
  {
    route: /^GET \/api\/prelevements\/retours$/,
    roles: OPEN,
    request: () => fixed({ method: "GET", path: "/api/prelevements/retours" }),
  },
  {
    route: /^(GET|POST) \/api\/prelevements$/,
    roles: OPEN,
    request: (m) => async () =>
      m[1] === "GET"
        ? { method: "GET", path: "/api/prelevements" }
        : { method: "POST", path: "/api/prelevements", body: { dateEcheance: "2026-12-20" } },
  },
  {
    route: new RegExp(`^(GET|DELETE) /api/Prelevement/${ID}$`),
    roles: (m) => (m[1] === "DELETE" ? DELETERS : OPEN),
    request: (m) => async () => ({
      method: m[1] as "GET",
      path: `/api/Prelevement/${await lotDePrelevement()}`,
    }),
  },
  {
    route: new RegExp(`^GET /api/Prelevement/${ID}/sepa$`),
    roles: FINANCE,
    request: () => async () => {
      await compteSequestre(t);
      await creancier(t);
      const id = await lotDePrelevement();
      await t.call("POST", `/api/Prelevement/${id}/valider`, "admin");
      return { method: "GET", path: `/api/Prelevement/${id}/sepa` };
    },
  },
  {
    route: new RegExp(`^POST /api/Prelevement/${ID}/valider$`),
    roles: FINANCE,
    request: () => async () => ({
      method: "POST",
      path: `/api/Prelevement/${await lotDePrelevement()}/valider`,
    }),
  },
  {
    route: new RegExp(`^POST /api/Prelevement/${ID}/rejets$`),
    roles: OPEN,
    request: () => async () => {
      const id = await lotDePrelevement();
      const lot = (await t.call("POST", `/api/Prelevement/${id}/valider`, "admin")).body
        .prelevement;
      return {
        method: "POST",
        path: `/api/Prelevement/${id}/rejets`,
        body: { ligneId: lot.lignes[0].id, motif: "AM04" },
      };
    },
  },
  // Money outlives records (ADR 038): archived and restored by the roles that may delete.
  {
    route: new RegExp(
      `^POST /api/(Dossier|Client|Appartement|Mission)/${ID}/(archiver|restaurer)$`,
    ),
    roles: DELETERS,
    request: (m) => async () => ({
      method: "POST",
      path: `/api/${m[1]}/${(await row(m[1]!)).id}/${m[2]}`,
    }),
  },
  // Paramètres > Sauvegarde: admins only. A restore needs an empty instance: here, the admin's is refused with 409.
  {
    route: /^GET \/api\/sauvegarde$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/sauvegarde" }),
  },
  {
    route: /^POST \/api\/sauvegarde\/restaurer$/,
    roles: { ...ADMIN_ONLY, admin: 409 },
    request: () => async () => ({
      method: "POST",
      path: "/api/sauvegarde/restaurer",
      body: new Blob([zipSync({ "sauvegarde.json": new Uint8Array() }) as BlobPart], {
        type: "application/zip",
      }),
    }),
  },
  // The agency's books (ADR 035): admins only; the SIREN is given in the request's own setup.
  {
    route: /^GET \/api\/comptabilite\/fec$/,
    roles: FINANCE,
    request: () => async () => {
      await t.call("PUT", "/api/agence", "admin", { siren: "123456782" });
      return { method: "GET", path: "/api/comptabilite/fec?exercice=2026" };
    },
  },
  // Closing a year (issue 59, ADR 067): admins. Year 2000, its FEC exported: closing it touches no other row's year.
  {
    route: /^POST \/api\/comptabilite\/cloture$/,
    roles: ADMIN_ONLY,
    request: () => async () => {
      await t.db
        .insert(Telechargement)
        .values({ quoi: "fec", reference: "2000", auteur: "admin@agence.test", at: "x" });
      return { method: "POST", path: "/api/comptabilite/cloture", body: { exercice: 2000 } };
    },
  },
  {
    route: /^GET \/api\/comptabilite\/exercices$/,
    roles: FINANCE,
    request: () => fixed({ method: "GET", path: "/api/comptabilite/exercices" }),
  },
  // Personal data (RGPD): admins only. The purge without a body anonymises those due (none here: 200).
  {
    route: new RegExp(`^GET /api/Locataire/${ID}/export$`),
    roles: ADMIN_ONLY,
    request: () => async () => ({
      method: "GET",
      path: `/api/Locataire/${(await insertLocataire(t)).id}/export`,
    }),
  },
  {
    route: /^GET \/api\/rgpd\/aPurger$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "GET", path: "/api/rgpd/aPurger" }),
  },
  {
    route: /^POST \/api\/rgpd\/purger$/,
    roles: ADMIN_ONLY,
    request: () => fixed({ method: "POST", path: "/api/rgpd/purger" }),
  },
  // IBAN verification (issue 59, ADR 068): every role reads an owner's IBAN history; confirming an IBAN typed by
  // someone else (an owner's, the trust account) is for admin and comptable (FINANCE_ROLES). Each caller its own pending IBAN.
  {
    route: new RegExp(`^GET /api/Client/${ID}/ibans$`),
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Client/${(await insertClient(t, { iban: IBAN_PROPRIO })).id}/ibans`,
    }),
  },
  {
    route: new RegExp(`^POST /api/Client/${ID}/iban/confirmer$`),
    roles: FINANCE,
    request: () => async () => {
      const c = await t.call("POST", "/api/Client", "user", {
        ...valid.Client(),
        iban: IBAN_PROPRIO,
      });
      return { method: "POST", path: `/api/Client/${c.body.id}/iban/confirmer` };
    },
  },
  {
    route: /^POST \/api\/agence\/iban\/confirmer$/,
    roles: FINANCE,
    request: () => async () => {
      await t.call("PUT", "/api/agence", "admin", { cciDelivrance: "Paris" });
      await t.db
        .update(AgenceParametres)
        .set({ ibanStatut: "a_verifier", ibanModifiePar: "autre@agence.test" })
        .where(eq(AgenceParametres.id, 1));
      return { method: "POST", path: "/api/agence/iban/confirmer" };
    },
  },
  // The generic CRUD of the 15 resources (spec 7), with spec 6's roles.
  {
    route: /^GET \/api\/(\w+)(\/:id\{\[0-9\]\+\})?$/,
    roles: (m) => (m[1] === "User" ? ADMIN_ONLY : OPEN),
    request: (m) => async () => ({
      method: "GET",
      path: m[2] ? `/api/${m[1]}/${(await row(m[1]!)).id}` : `/api/${m[1]}`,
    }),
  },
  {
    route: /^POST \/api\/(\w+)$/,
    roles: (m) => (ADMIN_WRITES.includes(m[1]!) ? ADMIN_ONLY : OPEN),
    request: (m) => async () => ({
      method: "POST",
      path: `/api/${m[1]}`,
      body: await caseOf(m[1]!).body(t),
    }),
  },
  {
    route: /^PUT \/api\/(\w+)\/:id\{\[0-9\]\+\}$/,
    roles: (m) => (ADMIN_WRITES.includes(m[1]!) ? ADMIN_ONLY : OPEN),
    request: (m) => async () => ({
      method: "PUT",
      path: `/api/${m[1]}/${(await row(m[1]!)).id}`,
      body: caseOf(m[1]!).update,
    }),
  },
  {
    route: /^DELETE \/api\/(\w+)\/:id\{\[0-9\]\+\}$/,
    // ADR 038: a mission always has its mandate number, which outlives it: deleters are answered 409 (archive it).
    roles: (m) =>
      ADMIN_WRITES.includes(m[1]!)
        ? ADMIN_ONLY
        : m[1] === "Mission"
          ? { ...DELETERS, user_delete: 409, admin: 409 }
          : DELETERS,
    request: (m) => async () => ({
      method: "DELETE",
      path: `/api/${m[1]}/${(await row(m[1]!)).id}`,
    }),
  },
];

/** A fresh dossier whose keys are back: its deposit's return is open. */
async function dossierClesRendues(): Promise<number> {
  const d = await insertDossier(t);
  const r = await t.call("PUT", `/api/Dossier/${d.id}`, "admin", {
    dateRestitutionCles: "2026-11-01",
  });
  expect(r.status).toBe(200);
  return d.id;
}
/** A lease whose revision of 01/07/2026 (1er trimestre 2025 -> 2026) is due on the test day. */
const bailRevisable = () =>
  insertDossier(t, {
    dateCreationBail: "2025-06-15",
    dateDebutBail: "2025-07-01",
    dateEntree: "2025-07-01",
    indice: 145.47,
    indiceTrim: "1er trimestre 2025",
  });

/** An invoice just issued: a paid instalment of a mission with a client. */
async function factureEmise(): Promise<number> {
  const m = await create(t, "Mission", valid.Mission());
  const c = await create(t, "Client", valid.Client());
  await t.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`, "admin");
  const a = await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id });
  const r = await t.call("PUT", `/api/Accompte/${a.id}`, "admin", {
    regle: true,
    datePaiement: "2026-11-02",
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const f = await t.call("GET", `/api/Facture?ClientId=${c.id}`, "admin");
  return f.body.data[0].id;
}

/** A generation route with the ids of rows it can be made from. */
async function generationPath(route: string): Promise<string> {
  if (route.includes("/etiquetteCaution/"))
    return `/api/Dossier/etiquetteCaution/${(await row("Caution")).id}/generate`;
  // The tenant's account (issue 20): a statement of any dossier; a notice needs a term left unpaid.
  if (route.includes("/releveCompte/"))
    return `/api/Dossier/${(await insertDossier(t)).id}/releveCompte/generate`;
  if (route.includes("/restitutionDepot/"))
    return `/api/Dossier/${await dossierClesRendues()}/restitutionDepot/generate`;
  if (route.includes("/miseEnDemeure/")) {
    const d = await insertDossier(t);
    expect(
      (await t.call("POST", `/api/Quitance/generate/${d.id}`, "admin", { date: "2026-11-01" }))
        .status,
    ).toBe(201);
    return `/api/Dossier/${d.id}/miseEnDemeure/generate`;
  }
  const dossier =
    /^GET \/api\/Dossier\/:id\S*\/(contratLocation|etatIn|etatOut|etiquetteLocataire)\/generate$/.exec(
      route,
    );
  if (dossier) {
    const d = await insertDossier(t);
    // The lease prints only with its lot's diagnostics valid at its signature (issue 63).
    if (dossier[1] === "contratLocation") await diagnosticsValides(t, d.AppartementId);
    // The inventories need one of their kind on the dossier.
    if (dossier[1] === "etatIn" || dossier[1] === "etatOut")
      await t.call("PUT", `/api/Dossier/${d.id}`, "admin", {
        [dossier[1]]: (await row("EtatLieux")).id,
      });
    return `/api/Dossier/${d.id}/${dossier[1]}/generate`;
  }
  if (route.includes("/acteCautionnement/")) {
    const d = await insertDossier(t);
    const c = await create(t, "Caution", { ...valid.Caution(), DossierId: d.id });
    return `/api/Dossier/${d.id}/acteCautionnement/${c.id}/generate`;
  }
  if (route.includes("/inventaireMobilier/"))
    return `/api/Dossier/inventaireMobilier/${(await row("Appartement")).id}/generate`;
  if (route.includes("/ordreMission/"))
    return `/api/Mission/${(await row("Mission")).id}/ordreMission/generate`;
  if (route.includes("/ordreMissionIntendance/")) {
    const a = await row("Appartement");
    const i = await create(t, "Intendance", valid.Intendance(a.id));
    return `/api/Appartement/${a.id}/ordreMissionIntendance/${i.id}/generate`;
  }
  if (route.includes("/Regularisation/")) {
    const d = await insertDossier(t);
    const r = await t.call("POST", `/api/Dossier/${d.id}/regularisations`, "admin", REGULARISATION);
    return `/api/Regularisation/${r.body.regularisation.id}/generate`;
  }
  if (route.includes("/revisionLoyer/")) {
    const d = await bailRevisable();
    expect(
      (await t.call("POST", `/api/Dossier/${d.id}/reviser`, "admin", { date: "2026-07-01" }))
        .status,
    ).toBe(200);
    return `/api/Dossier/${d.id}/revisionLoyer/generate`;
  }
  if (route.includes("/Facture/")) return `/api/Facture/${await factureEmise()}/generate`;
  if (route.includes("/MandatSepa/")) return `/api/MandatSepa/${await mandatSepa()}/generate`;
  if (route.includes("/rapprochement/")) {
    const r = await t.call("POST", "/api/banque/releves", "admin", releveForm());
    return `/api/banque/comptes/${r.body.releve.compteId}/rapprochement/2026/11/generate`;
  }
  throw new Error(`no request for ${route}`);
}

/** Every route an app answers, as "METHOD /path" (middleware entries excluded). */
const routesOf = (app: ReturnType<typeof createApp>) => [
  ...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
];
// it.each needs the list while tests are collected, before beforeAll: an app built only to list its routes.
const ROUTES = routesOf(
  createApp({
    config: { jwtSecret: "x".repeat(32), version: "0", publicUrl: "", contactEmail: "" },
  } as never),
);
const ruleFor = (route: string) => {
  for (const rule of RULES) {
    const m = rule.route.exec(route);
    if (m) return { rule, m };
  }
  return null;
};

it("has an expected answer per role for every registered route", () => {
  const routes = routesOf(t.app);
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter((r) => !ruleFor(r))).toEqual([]);
});

describe("every route x every role", () => {
  it.each(ROUTES)("%s", async (route) => {
    const found = ruleFor(route)!;
    const roles =
      typeof found.rule.roles === "function" ? found.rule.roles(found.m) : found.rule.roles;
    await expectRoles(t, found.rule.request(found.m), roles);
  });
});
