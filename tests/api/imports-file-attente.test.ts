import { afterAll, beforeAll, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { Client, Import } from "../../worker/db/schema";
import type { ImportRecord } from "../../worker/domain/contract/imports";
import { SEUIL_FILE, deballer, emballer } from "../../worker/services/imports/file-attente";
import { makeTestApp, type TestApp } from "../support/test-app";
import { envoyer, json } from "../support/imports";
import { DATE_REPRISE, classeur, portefeuille } from "../support/portefeuille-reprise";

// Issue 61 item 7 on Node (ADR 082): a file above the edge's threshold is still written in its request (201), Node
// having no queue of its own to hand it to; the package the edge keeps in R2 gives back the request as it was sent.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

it("Node writes a file above the edge's threshold at once: 201, termine, every record there", async () => {
  const n = Math.ceil((SEUIL_FILE + 1) / 4);
  const bytes = await classeur(portefeuille(n));
  const res = await envoyer(t, [{ nom: "reprise.xlsx", bytes }], { dateReprise: DATE_REPRISE });
  const { import: imp } = await json<{ import: ImportRecord }>(res, 201);
  expect(imp).toMatchObject({
    statut: "termine",
    lignesTotal: 4 * n,
    lignesEcrites: 4 * n,
    crees: { Proprietaires: n, Appartements: n, Locataires: n, Baux: n },
  });
  const [c] = await t.db.select({ n: count() }).from(Client);
  expect(c?.n).toBe(n);
  const [i] = await t.db.select({ cle: Import.cle }).from(Import);
  expect(i?.cle).toBeNull();
});

it("the stored package gives back the files, their names, the date and the matches", () => {
  const envoi = {
    fichiers: [
      { nom: "Baux.csv", bytes: new Uint8Array([1, 2, 3]) },
      { nom: "Baux.csv", bytes: new Uint8Array([4]) },
      { nom: "dossier/Propriétaires.csv", bytes: new Uint8Array() },
    ],
    dateReprise: "2026-10-31",
    correspondances: { Baux: { "Loyer mensuel": "loyerHC", Notes: null } },
  };
  expect(deballer(emballer(envoi))).toEqual(envoi);
});
