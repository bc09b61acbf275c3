import type { TestApp } from "./test-app";
import { create, insertAppartement, insertLocataire, valid } from "./factories";
import { PDF, PNG, form } from "./http";
import { fournisseurValide } from "./travaux";

// The 15 resources of spec 7 and the suppliers (issue 76), each with a way to build a fresh creation request, a ready row and a partial update.
// Shared by the role matrix and the CRUD round trips.
let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;

export type Req = { method: string; path: string; body?: unknown };
export interface ResourceCase {
  name: string;
  /** A fresh POST body (may create the rows it links to). */
  body: (t: TestApp) => Promise<unknown>;
  /** A partial PUT and the fields it must leave as given. */
  update: Record<string, unknown>;
  /** Who may write (POST/PUT) and delete; reads are for all roles unless readAdminOnly. */
  adminOnlyWrites?: boolean;
  readAdminOnly?: boolean;
  multipart?: boolean;
  /** A row ready to be deleted by the generic DELETE (e.g. a finished dossier). */
  insert?: (t: TestApp) => Promise<{ id: number }>;
  /** Never deleted, always archived (ADR 038): the DELETE's French 409 (a mission's mandate number outlives it). */
  archivedInstead?: string;
}

export const pngForm = () => form({ url: { bytes: PNG, name: "facade.png", type: "image/png" } });
export const pdfForm = (nom = "bail signé") =>
  form({ nom, file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } });

async function dossierBody(t: TestApp, o: Record<string, unknown> = {}) {
  const a = (await insertAppartement(t)).id;
  const l = (await insertLocataire(t)).id;
  return { ...valid.Dossier(a, l), ...o };
}

export const RESOURCE_CASES: ResourceCase[] = [
  { name: "Client", body: async () => valid.Client(), update: { ville: "Lyon" } },
  { name: "Appartement", body: async () => valid.Appartement(), update: { ville: "Lyon" } },
  { name: "Locataire", body: async () => valid.Locataire(), update: { ville: "Lyon" } },
  {
    name: "Mission",
    body: async () => valid.Mission(),
    update: { dateSignature: "2026-03-01" },
    archivedInstead: "Cette mission a des écritures comptables : archivez-la.",
  },
  {
    name: "Dossier",
    body: (t) => dossierBody(t),
    update: { lieuSignature: "Lyon" },
    // Spec 4: a dossier can be deleted once it is over.
    insert: async (t) => create(t, "Dossier", await dossierBody(t, { dateFinBail: "2026-06-30" })),
  },
  {
    name: "Variable",
    body: async () => ({ nom: `var-${uniq()}`, valeur: 1.5 }),
    update: { valeur: 2.5 },
    adminOnlyWrites: true,
  },
  // Not regle: paying a term also clears its unknown status (a rule of its own, tested with the receipts).
  { name: "Quitance", body: async () => valid.Quitance(), update: { numero: "2026-11-A" } },
  { name: "Accompte", body: async () => valid.Accompte(), update: { regle: true } },
  {
    name: "Intendance",
    body: async (t) => valid.Intendance((await insertAppartement(t)).id),
    update: { regle: true },
  },
  {
    name: "Equipement",
    body: async () => valid.Equipement(),
    update: { nom: "Sèche-linge" },
    adminOnlyWrites: true,
  },
  { name: "Image", body: async () => pngForm(), update: { nom: "cuisine.png" }, multipart: true },
  { name: "Caution", body: async () => valid.Caution(), update: { ville: "Lyon" } },
  { name: "EtatLieux", body: async () => valid.EtatLieux(), update: { lieu: "Lyon" } },
  { name: "Fichier", body: async () => pdfForm(), update: { nom: "bail-2026" }, multipart: true },
  {
    name: "User",
    body: async () => ({ email: `u-${uniq()}@agence.test`, role: "user" }),
    update: { role: "user_delete" },
    adminOnlyWrites: true,
    readAdminOnly: true,
  },
  // Issue 76: a supplier (no SIRET: each its own row under the SIRET's unique index; no IBAN, no confirmation).
  {
    name: "Fournisseur",
    body: async () => fournisseurValide({ siret: null, iban: null, bic: null }),
    update: { ville: "Villeurbanne" },
  },
  // Issue 78: a group GLI contract (written by admin and comptable).
  {
    name: "ContratGli",
    body: async () => ({ assureur: "Assur", numeroContrat: `C-${uniq()}`, taux: 3 }),
    update: { taux: 2.5 },
  },
];

export const caseOf = (name: string) => RESOURCE_CASES.find((c) => c.name === name)!;

/** Creates a row of the resource as admin and returns the API body. */
export async function insertCase(t: TestApp, c: ResourceCase): Promise<any> {
  if (c.insert) return c.insert(t);
  const r = await t.call("POST", `/api/${c.name}`, "admin", await c.body(t));
  if (r.status !== 201) throw new Error(`create ${c.name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
