import { zipSync } from "fflate";
import { Telechargement } from "../../../worker/db/schema";
import { ADMIN_ONLY, DELETERS, FINANCE, OPEN } from "../roles";
import { create, insertClient, insertDossier, valid } from "../factories";
import { compteSequestre, proprietaire } from "../reversements";
import { creancier, MANDAT } from "../prelevements";
import type { TestApp } from "../test-app";
import { ID, type Rule, type MatrixHelpers } from "./context";

// The role matrix's rows (tests/api/role-matrix.test.ts, spec 6), in the matrix's order: a route
// takes the first rule that matches it. Money: bank statements, rent revisions, invoices, the
// owner's account and quote-parts, payouts, direct debits, archives, the backup, the agency's books
// and closed years.

export function argentRules(app: () => TestApp, h: MatrixHelpers): Rule[] {
  const {
    row,
    fixed,
    lotDeReversement,
    mandatSepa,
    lotDePrelevement,
    releveForm,
    ligneBancaire,
    bailRevisable,
    factureEmise,
  } = h;
  return [
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
        const r = await app().call("POST", "/api/banque/releves", "admin", releveForm());
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
        const dossier = await insertDossier(app());
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
        const r = await app().call("POST", "/api/banque/releves", "admin", releveForm());
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
        path: `/api/Dossier/${(await insertDossier(app())).id}/revisions`,
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
          ? {
              method: "POST",
              path: `/api/Facture/${id}/avoir`,
              body: { motif: "Erreur de montant" },
            }
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
        path: `/api/Client/${(await create(app(), "Client", valid.Client())).id}/compte`,
      }),
    },
    {
      route: new RegExp(`^PUT /api/Appartement/${ID}/quotesParts$`),
      roles: OPEN,
      request: () => async () => {
        const a = await create(app(), "Appartement", valid.Appartement());
        const c = await create(app(), "Client", valid.Client());
        await app().call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "admin");
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
        const a = await create(app(), "Appartement", valid.Appartement());
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
        path: `/api/Appartement/${(await create(app(), "Appartement", valid.Appartement())).id}/quotesParts`,
      }),
    },
    {
      route: new RegExp(`^(POST|DELETE) /api/Appartement/${ID}/quotesParts/(confirmer|attente)$`),
      roles: (m) => (m[1] === "POST" ? FINANCE : OPEN),
      request: (m) => async (who) => {
        const a = await create(app(), "Appartement", valid.Appartement());
        const [c, d] = [await insertClient(app()), await insertClient(app())];
        await app().call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "admin");
        const auteur = m[1] === "DELETE" && who !== "anonymous" ? who : "user";
        await app().call("PUT", `/api/Appartement/${a.id}/owner/add/${d.id}`, auteur);
        return { method: m[1]!, path: `/api/Appartement/${a.id}/quotesParts/${m[2]}` };
      },
    },
    // Payouts (issue 38, part 3, ADR 032): every role reads, prepares and validates; deleting a draft is for those
    // who may delete. Each caller its own batch (a fresh owner with money, a date of its own).
    {
      route: /^(GET|POST) \/api\/reversements$/,
      roles: OPEN,
      request: (m) => async () => {
        if (m[1] === "GET") return { method: "GET", path: "/api/reversements" };
        // Someone payable (issue 74, item 7: nothing payable is a 409 and creates nothing).
        await proprietaire(app(), 1000);
        return { method: "POST", path: "/api/reversements", body: { date: "2026-11-30" } };
      },
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
        await compteSequestre(app());
        // Its file exists once the batch is validated (issue 59).
        const id = await lotDeReversement();
        await app().call("POST", `/api/Reversement/${id}/valider`, "admin");
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
        path: `/api/Dossier/${(await insertDossier(app())).id}/mandatsSepa`,
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
        await compteSequestre(app());
        await creancier(app());
        const id = await lotDePrelevement();
        await app().call("POST", `/api/Prelevement/${id}/valider`, "admin");
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
        const lot = (await app().call("POST", `/api/Prelevement/${id}/valider`, "admin")).body
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
        `^POST /api/(Dossier|Client|Appartement|Mission|Fournisseur)/${ID}/(archiver|restaurer)$`,
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
        await app().call("PUT", "/api/agence", "admin", { siren: "123456782" });
        return { method: "GET", path: "/api/comptabilite/fec?exercice=2026" };
      },
    },
    // Closing a year (issue 59, ADR 067): admins. Year 2000, its FEC exported: closing it touches no other row's year.
    {
      route: /^POST \/api\/comptabilite\/cloture$/,
      roles: ADMIN_ONLY,
      request: () => async () => {
        await app()
          .db.insert(Telechargement)
          .values({ quoi: "fec", reference: "2000", auteur: "admin@agence.test", at: "x" });
        return { method: "POST", path: "/api/comptabilite/cloture", body: { exercice: 2000 } };
      },
    },
    {
      route: /^GET \/api\/comptabilite\/exercices$/,
      roles: FINANCE,
      request: () => fixed({ method: "GET", path: "/api/comptabilite/exercices" }),
    },
  ];
}
