import { expect } from "vitest";
import type { TestApp } from "./test-app";

// Issue 76 (ADR 121, 128): a work order done and invoiced by its supplier, for the supplier batches' tests.

export type LigneEnvoyee = Record<string, unknown>;

/** One line charged to the owners (entretien) for the whole `montant`, in euros. */
export const aProprietaires = (montant: number, libelle?: string): LigneEnvoyee[] => [
  { montant, imputation: "proprietaires", nature: "entretien", ...(libelle ? { libelle } : {}) },
];

/** Orders a repair on lot `AppartementId` from `FournisseurId`, marks it done and enters its invoice `numero`. */
export async function interventionFacturee(
  t: TestApp,
  o: {
    AppartementId: number;
    FournisseurId: number;
    numero: string;
    lignes: LigneEnvoyee[];
    metier?: string;
  },
) {
  const i = await t.call("POST", "/api/interventions", "user", {
    AppartementId: o.AppartementId,
    FournisseurId: o.FournisseurId,
    metier: o.metier ?? "plomberie",
    objet: `Réparation ${o.numero}`,
  });
  expect(i.status, JSON.stringify(i.body)).toBe(201);
  for (const etat of ["commandee", "realisee"])
    await t.call("POST", `/api/Intervention/${i.body.id}/etat`, "user", { etat });
  const f = new FormData();
  f.append("fichier", new File(["%PDF-1.4\n%%EOF\n"], "f.pdf", { type: "application/pdf" }));
  f.append("numero", o.numero);
  f.append("date", "2026-11-20");
  const total = o.lignes.reduce((s, l) => s + Number(l.montant), 0);
  f.append("montant", total.toFixed(2));
  f.append("lignes", JSON.stringify(o.lignes));
  const r = await t.call("POST", `/api/Intervention/${i.body.id}/facture`, "user", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { intervention: i.body.id as number, facture: r.body.facture.id as number };
}
