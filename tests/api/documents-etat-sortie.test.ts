import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertDossier, valid } from "../support/factories";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST } from "../support/document-fixtures";

// Issue 23, part 6: the exit inventory's PDF compares room by room by identity (décret n° 2016-382, art. 3), with
// the meters' consumption, the keys, the tenant's new address and the exit's own date.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

const ROOMS = ["Entrée", "Séjour", "Cuisine", "Salle de bains", "W.C.", "Chambre"];
const room = (nom: string) => ({
  piece: null,
  nom,
  Mur: `Peinture ${nom} bon état`,
  Sol: `Sol ${nom} neuf`,
  Plafond: "Bon état",
  Fenetre: null,
  Electricite: "2 prises",
  Plomberie: null,
  Serrure: null,
  Observation: null,
});
const set = (id: number, slot: "etatIn" | "etatOut", body: unknown) =>
  t.call("PUT", `/api/Dossier/${id}/${slot}/set`, "user", body);

/**
 * The PDF's text as laid out (pdftotext -layout): each table row on its line, its cells in order, white space made
 * one space. The raw reading order of readPdf runs down a table's columns.
 */
function layoutText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "edl-"));
  try {
    writeFileSync(join(dir, "doc.pdf"), bytes);
    return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", join(dir, "doc.pdf"), "-"], {
      encoding: "utf8",
    }).replace(/[\s\u00a0\u202f]+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF from one heading to the next one given. */
const between = (text: string, from: string, to: string) => {
  const a = text.indexOf(from);
  const b = text.indexOf(to, a + from.length);
  expect(a, from).toBeGreaterThanOrEqual(0);
  expect(b, to).toBeGreaterThan(a);
  return text.slice(a, b);
};

async function dossierWithEntry() {
  const d = await insertDossier(t, { dateFinBail: "2028-12-31" });
  const entry = await set(d.id, "etatIn", {
    ...valid.EtatLieux(),
    date: "2026-01-02",
    pieces: ROOMS.map(room),
    compteurs: [
      { type: "électricité HP", numero: "PDL 123", releve: 12034 },
      { type: "eau froide", numero: "EF 55", releve: 104.25 },
      { type: "gaz", numero: "GZ 9", releve: 3000 },
    ],
    cles: [
      { type: "Porte d'entrée", nombre: 3 },
      { type: "Boîte aux lettres", nombre: 1 },
    ],
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(200);
  return d;
}

describe("the exit inventory's PDF", () => {
  it("keeps all six rooms, the renamed bathroom under its own heading with its difference, the meters' consumption and the exit's date", async () => {
    const d = await dossierWithEntry();
    // The exit starts as the entry's copy; staff rename the bathroom and change its floor.
    const copy = (await set(d.id, "etatOut", { ...valid.EtatLieux(), date: "2029-06-30" })).body
      .EtatSortant;
    const pieces = copy.pieces.map((p: any) =>
      p.nom === "Salle de bains" ? { ...p, nom: "Salle d'eau", Sol: "Carrelage fissuré" } : p,
    );
    const r = await set(d.id, "etatOut", {
      ...valid.EtatLieux(),
      date: "2029-06-30",
      nouvelleAdresse: "12 rue des Lilas, 69003 Lyon",
      pieces,
      compteurs: [
        { type: "électricité HP", numero: "PDL 123", releve: 13534.5 },
        { type: "eau froide", numero: "EF 55", releve: 140.25 },
      ],
      cles: [
        { type: "Porte d'entrée", nombre: 2 },
        { type: "Boîte aux lettres", nombre: 1 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const pdf = await generate(t, `/api/Dossier/${d.id}/etatOut/generate`);
    keepForReview("etat-lieux-sortie-comparee", pdf.bytes);
    const text = layoutText(pdf.bytes);
    expectSays(
      text,
      "État des lieux de sortie",
      "Nouvelle adresse du locataire 12 rue des Lilas, 69003 Lyon",
      "Date de sortie 30 juin 2029",
      // Meters: entry reading, exit reading, consumption; a meter not read at the exit alone.
      "Électricité HP PDL 123 12 034 kWh 13 534,5 kWh 1 500,5 kWh",
      "Eau froide EF 55 104,25 m³ 140,25 m³ 36 m³",
      "Gaz GZ 9 3 000 m³",
      // Keys: handed over, given back.
      "Porte d'entrée 3 2",
      "Boîte aux lettres 1 1",
    );
    expect(text).not.toContain("31 décembre 2028");

    // The bathroom, renamed, stays with its entry room: the floor's entry and exit states under its own heading.
    const bathroom = between(text, "Salle d'eau (à l'entrée : Salle de bains)", "W.C.");
    expectSays(bathroom, "Sols Sol Salle de bains neuf Carrelage fissuré Modifié");
    expectSays(bathroom, "Murs Peinture Salle de bains bon état Peinture Salle de bains bon état");
    // Every other room unchanged, under its own name, and the sixth one kept.
    for (const nom of ["Entrée", "Séjour", "Cuisine", "W.C.", "Chambre"])
      expectSays(
        between(text, `${nom} Élément`, "Observations"),
        `Sols Sol ${nom} neuf Sol ${nom} neuf`,
      );
    expect(text.match(/Modifié/g)).toHaveLength(1);
    expect(text.match(/ Élément À l'entrée À la sortie Écart /g)).toHaveLength(6);
    expect(pdf.text).not.toContain("pièce ajoutée");
    expect(pdf.text).not.toContain("pièce absente");
    expectNoMissingValues(pdf.text);
  });

  it("prints an added room and a removed one alone", async () => {
    const d = await dossierWithEntry();
    const copy = (await set(d.id, "etatOut", valid.EtatLieux())).body.EtatSortant;
    const pieces = [
      ...copy.pieces.filter((p: any) => p.nom !== "W.C."),
      { ...room("Cellier"), Sol: "Béton brut" },
    ];
    expect((await set(d.id, "etatOut", { ...valid.EtatLieux(), pieces })).status).toBe(200);
    const pdf = await generate(t, `/api/Dossier/${d.id}/etatOut/generate`);
    const text = layoutText(pdf.bytes);
    expectSays(
      text,
      "Cellier (pièce ajoutée à la sortie) Élément À l'entrée À la sortie Écart Murs Peinture Cellier bon état Sols Béton brut",
      "W.C. (pièce absente à la sortie) Élément À l'entrée À la sortie Écart Murs Peinture W.C. bon état Sols Sol W.C. neuf",
    );
    // The exit date defaults to no lease end: the inventory's own date.
    expectSays(text, "Date de sortie 1er novembre 2026");
    expectNoMissingValues(pdf.text);
  });

  it("prints the entry inventory's meters and keys alone, with no new address", async () => {
    const d = await dossierWithEntry();
    const pdf = await generate(t, `/api/Dossier/${d.id}/etatIn/generate`);
    expectSays(
      layoutText(pdf.bytes),
      "Relevés des compteurs Compteur N° du compteur Relevé Électricité HP PDL 123 12 034 kWh",
      "Clés et moyens d'accès Clé ou moyen d'accès Nombre Porte d'entrée 3 Boîte aux lettres 1",
    );
    expect(pdf.text).not.toContain("Nouvelle adresse");
    expect(pdf.text).not.toContain("Consommation");
    expectNoMissingValues(pdf.text);
  });
});
