import { expect } from "vitest";
import type { Matrix, Caller } from "../roles";
import { caseOf, insertCase, type Req } from "../resources";
import { create, insertDossier, valid } from "../factories";
import { proprietaire } from "../reversements";
import { diagnosticsValides } from "../diagnostics";
import { dossierPreleve, MANDAT } from "../prelevements";
import type { TestApp } from "../test-app";

// What the role matrix's tables share (tests/api/role-matrix.test.ts, spec 6): a rule's shape, the
// path patterns' pieces, and the builders of the fresh rows a request needs (each caller its own
// row: a DELETE by admin must not starve the next caller). The builders keep their counters here,
// so that every table draws from the same ones.

export type Build = (who: Caller) => Promise<Req>;
/** A row of the matrix: the routes it matches, each caller's expected status, and the request it sends. */
export interface Rule {
  route: RegExp;
  roles: Matrix | ((m: RegExpExecArray) => Matrix);
  request: (m: RegExpExecArray) => Build;
}

export const ID = String.raw`:id\{\[0-9\]\+\}`;
export const ADMIN_WRITES = ["Variable", "Equipement", "User"];
/** Resources written by admin and comptable only (issue 78: the agency's GLI contracts); deleted by admin. */
export const FINANCE_WRITES = ["ContratGli"];
// What each link segment links to (spec 7).
export const CHILD: Record<string, string> = {
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
export const REMOVAL_DELETES = new Set(["image", "fichier", "accompte"]);

export const REGULARISATION = {
  du: "2026-01-01",
  au: "2026-10-31",
  charges: [{ categorie: "eau", montant: 120 }],
};

/** The builders, over the app `app()` gives once the tests have started. */
export function matrixHelpers(app: () => TestApp) {
  const row = (name: string) => insertCase(app(), caseOf(name));
  const fixed =
    (req: Req): Build =>
    async () =>
      req;

  let lots = 0;
  /** A draft batch of its own: a new owner with money, on a date no other batch of the matrix has. */
  async function lotDeReversement(): Promise<number> {
    await proprietaire(app(), 1000);
    lots++;
    const date = `2027-01-${String(lots).padStart(2, "0")}`;
    const r = await app().call("POST", "/api/reversements", "admin", { date });
    return r.body.reversement.id;
  }

  /** An active mandate of a new dossier. */
  async function mandatSepa(): Promise<number> {
    const d = await insertDossier(app());
    return (await app().call("POST", `/api/Dossier/${d.id}/mandatsSepa`, "admin", MANDAT)).body
      .mandat.id;
  }

  /** A draft direct debit batch of its own: a new dossier with a mandate and an unpaid term. */
  async function lotDePrelevement(): Promise<number> {
    await dossierPreleve(app(), ["2026-12-01"]);
    const r = await app().call("POST", "/api/prelevements", "admin", {
      dateEcheance: "2026-12-20",
    });
    return r.body.prelevement.id;
  }

  let releves = 0;
  /** A one-line statement no other import has (a new movement each time). */
  const releveForm = () => {
    releves++;
    const f = new FormData();
    f.append(
      "file",
      new File(
        [`Date;Libellé;Montant\n01/11/2026;VIR MATRICE ${releves};${releves},00\n`],
        "r.csv",
      ),
    );
    f.append("nouveauCompte", "Compte principal");
    return f;
  };
  /** A new statement line waiting (or, for an undo, set aside first). */
  async function ligneBancaire(ecartee: boolean): Promise<number> {
    const r = await app().call("POST", "/api/banque/releves", "admin", releveForm());
    const lignes = (
      await app().call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`, "admin")
    ).body.data;
    if (ecartee)
      await app().call("POST", `/api/banque/lignes/${lignes[0].id}/ignorer`, "admin", {
        motif: "Frais",
      });
    return lignes[0].id;
  }

  /** A fresh dossier whose keys are back: its deposit's return is open. */
  async function dossierClesRendues(): Promise<number> {
    const d = await insertDossier(app());
    const r = await app().call("PUT", `/api/Dossier/${d.id}`, "admin", {
      dateRestitutionCles: "2026-11-01",
    });
    expect(r.status).toBe(200);
    return d.id;
  }
  /** A lease whose revision of 01/07/2026 (1er trimestre 2025 -> 2026) is due on the test day. */
  const bailRevisable = () =>
    insertDossier(app(), {
      dateCreationBail: "2025-06-15",
      dateDebutBail: "2025-07-01",
      dateEntree: "2025-07-01",
      indice: 145.47,
      indiceTrim: "1er trimestre 2025",
    });

  /** An invoice just issued: a paid instalment of a mission with a client. */
  async function factureEmise(): Promise<number> {
    const m = await create(app(), "Mission", valid.Mission());
    const c = await create(app(), "Client", valid.Client());
    await app().call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`, "admin");
    const a = await create(app(), "Accompte", { ...valid.Accompte(), MissionId: m.id });
    const r = await app().call("PUT", `/api/Accompte/${a.id}`, "admin", {
      regle: true,
      datePaiement: "2026-11-02",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const f = await app().call("GET", `/api/Facture?ClientId=${c.id}`, "admin");
    return f.body.data[0].id;
  }

  /** A generation route with the ids of rows it can be made from. */
  async function generationPath(route: string): Promise<string> {
    if (route.includes("/etiquetteCaution/"))
      return `/api/Dossier/etiquetteCaution/${(await row("Caution")).id}/generate`;
    // The tenant's account (issue 20): a statement of any dossier; a notice needs a term left unpaid.
    if (route.includes("/attestationPaiement/"))
      return `/api/Dossier/${(await insertDossier(app())).id}/attestationPaiement/generate`;
    if (route.includes("/releveCompte/"))
      return `/api/Dossier/${(await insertDossier(app())).id}/releveCompte/generate`;
    if (route.includes("/restitutionDepot/"))
      return `/api/Dossier/${await dossierClesRendues()}/restitutionDepot/generate`;
    if (route.includes("/miseEnDemeure/")) {
      const d = await insertDossier(app());
      expect(
        (
          await app().call("POST", `/api/Quitance/generate/${d.id}`, "admin", {
            date: "2026-11-01",
          })
        ).status,
      ).toBe(201);
      return `/api/Dossier/${d.id}/miseEnDemeure/generate`;
    }
    const dossier =
      /^GET \/api\/Dossier\/:id\S*\/(contratLocation|etatIn|etatOut|etiquetteLocataire)\/generate$/.exec(
        route,
      );
    if (dossier) {
      const d = await insertDossier(app());
      // The lease prints only with its lot's diagnostics valid at its signature (issue 63).
      if (dossier[1] === "contratLocation") await diagnosticsValides(app(), d.AppartementId);
      // The inventories need one of their kind on the dossier.
      if (dossier[1] === "etatIn" || dossier[1] === "etatOut")
        await app().call("PUT", `/api/Dossier/${d.id}`, "admin", {
          [dossier[1]]: (await row("EtatLieux")).id,
        });
      return `/api/Dossier/${d.id}/${dossier[1]}/generate`;
    }
    if (route.includes("/acteCautionnement/")) {
      const d = await insertDossier(app());
      const c = await create(app(), "Caution", { ...valid.Caution(), DossierId: d.id });
      return `/api/Dossier/${d.id}/acteCautionnement/${c.id}/generate`;
    }
    if (route.includes("/inventaireMobilier/"))
      return `/api/Dossier/inventaireMobilier/${(await row("Appartement")).id}/generate`;
    if (route.includes("/ordreMission/"))
      return `/api/Mission/${(await row("Mission")).id}/ordreMission/generate`;
    if (route.includes("/ordreMissionIntendance/")) {
      const a = await row("Appartement");
      const i = await create(app(), "Intendance", valid.Intendance(a.id));
      return `/api/Appartement/${a.id}/ordreMissionIntendance/${i.id}/generate`;
    }
    if (route.includes("/Regularisation/")) {
      const d = await insertDossier(app());
      const r = await app().call(
        "POST",
        `/api/Dossier/${d.id}/regularisations`,
        "admin",
        REGULARISATION,
      );
      return `/api/Regularisation/${r.body.regularisation.id}/generate`;
    }
    if (route.includes("/revisionLoyer/")) {
      const d = await bailRevisable();
      expect(
        (await app().call("POST", `/api/Dossier/${d.id}/reviser`, "admin", { date: "2026-07-01" }))
          .status,
      ).toBe(200);
      return `/api/Dossier/${d.id}/revisionLoyer/generate`;
    }
    if (route.includes("/Facture/")) return `/api/Facture/${await factureEmise()}/generate`;
    if (route.includes("/MandatSepa/")) return `/api/MandatSepa/${await mandatSepa()}/generate`;
    if (route.includes("/rapprochement/")) {
      const r = await app().call("POST", "/api/banque/releves", "admin", releveForm());
      return `/api/banque/comptes/${r.body.releve.compteId}/rapprochement/2026/11/generate`;
    }
    throw new Error(`no request for ${route}`);
  }

  return {
    row,
    fixed,
    lotDeReversement,
    mandatSepa,
    lotDePrelevement,
    releveForm,
    ligneBancaire,
    dossierClesRendues,
    bailRevisable,
    factureEmise,
    generationPath,
  };
}

export type MatrixHelpers = ReturnType<typeof matrixHelpers>;
