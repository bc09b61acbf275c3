import { toCents, toEuros } from "../domain/money";

// Which fields hold money (cents in the database, euros in the API). Dotted paths reach into JSON groups.
export const MONEY: Record<string, string[]> = {
  Client: [],
  Appartement: ["loyerHC", "charge", "loyerTCC"],
  Locataire: [],
  Dossier: [
    "depotGarantie", "loyerHC", "loyerCharge", "loyerTTC", "fraisDossierHT", "fraisDossierTTC", "fraisDossierTVA",
    "encadrement.loyerReference", "encadrement.loyerReferenceMajore", "encadrement.montantBase", "encadrement.complementLoyer",
  ],
  Caution: [],
  EtatLieux: [],
  Mission: ["accompte1", "accompte2", "reliquat", "valeurMissionAppt", "valeurTotalMission"],
  Accompte: ["prix", "prixHT", "montant"],
  Intendance: ["prix", "prixHT", "montant"],
  Quitance: ["prixHC", "charge"],
  Fichier: [],
  Image: [],
  Variable: [],
  Equipement: [],
  User: [],
};

// Columns that never leave the server.
const HIDDEN = new Set(["passwordHash", "cle"]);

function mapPath(obj: Record<string, unknown>, path: string, fn: (n: number) => number) {
  const [head, ...rest] = path.split(".");
  const v = obj[head!];
  if (rest.length === 0) {
    if (typeof v === "number") obj[head!] = fn(v);
  } else if (v && typeof v === "object") {
    const copy = { ...(v as Record<string, unknown>) };
    mapPath(copy, rest.join("."), fn);
    obj[head!] = copy;
  }
}

/** Database row -> API object: euros for money, secrets removed. */
export function toApi(resource: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in row) if (!HIDDEN.has(k)) out[k] = row[k];
  for (const p of MONEY[resource] ?? []) mapPath(out, p, toEuros);
  return out;
}

export const toApiList = (resource: string, rows: Record<string, unknown>[]) => rows.map((r) => toApi(resource, r));

/** Validated API input -> database values: cents for money. */
export function fromApi(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const p of MONEY[resource] ?? []) mapPath(out, p, toCents);
  return out;
}
