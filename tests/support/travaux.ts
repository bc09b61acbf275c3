import { expect } from "vitest";
import type { TestApp } from "./test-app";

// Issue 76: a supplier as staff type it, its décennale covering plumbing over 2026, and SIRETs with a valid key.

/** A supplier's body; `o` overrides any field. */
export const fournisseurValide = (o: Record<string, unknown> = {}) => ({
  raisonSociale: "Plomberie Martin SARL",
  // Michelin's head office: 14 digits whose Luhn key holds.
  siret: "73282932000074",
  metiers: ["plomberie", "chauffage"],
  contact: "Paul Martin",
  tel: "06 12 34 56 78",
  mail: "contact@plomberie-martin.test",
  adresse: "4 rue des Artisans",
  codePostal: "69003",
  ville: "Lyon",
  iban: "FR1420041010050500013M02606",
  bic: "PSSTFRPPLYO",
  decennale: {
    assureur: "SMABTP",
    police: "DEC-2026-001",
    du: "2026-01-01",
    au: "2026-12-31",
    activites: ["plomberie", "chauffage"],
  },
  rcPro: { assureur: "SMABTP", police: "RC-2026-001", au: "2026-12-31" },
  ...o,
});

const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

/** The multipart of a supplier's invoice from its space (issue 76 item 6): its PDF and fields. */
export function formFacture(champs: Record<string, string>, fichier: string | null = PDF) {
  const f = new FormData();
  if (fichier !== null)
    f.append("fichier", new File([fichier], "facture.pdf", { type: "application/pdf" }));
  for (const [k, v] of Object.entries(champs)) f.append(k, v);
  return f;
}

/** A work order on lot `AppartementId` by the plumber `FournisseurId`, ordered then done: the state an invoice needs. */
export async function interventionRealisee(
  t: TestApp,
  AppartementId: number,
  FournisseurId: number,
  objet = "Remplacement du chauffe-eau",
) {
  const r = await t.call("POST", "/api/interventions", "user", {
    AppartementId,
    FournisseurId,
    metier: "plomberie",
    objet,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  for (const etat of ["commandee", "realisee"])
    expect(
      (await t.call("POST", `/api/Intervention/${r.body.id}/etat`, "user", { etat })).status,
    ).toBe(200);
  return r.body.id as number;
}
