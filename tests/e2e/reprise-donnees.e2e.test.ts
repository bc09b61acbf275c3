import { afterAll, beforeAll, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { Page } from "playwright-core";
import { lireClasseur } from "../../worker/services/imports/classeur";
import {
  DESKTOP,
  PHONE,
  hidden,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import { download } from "./support/files";
import { startServer, type E2EServer } from "./support/server";

// Paramètres > Reprise de données (issue 61, item 5), as an agency moving in does it: the templates downloaded, its
// own workbook dropped (a header of its own matched by hand to the template's column), every error at its row and
// column, the file corrected, the import confirmed, the records in the lists, then the import undone and them gone.

let server: E2EServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const desktop = useBrowser({ viewport: DESKTOP });

const IBAN_FAUX = "FR76 3000 6000 0112 3456 7890 180";
const IBAN_BON = "fr76 3000 6000 0112 3456 7890 189";

/**
 * The agency's workbook: the template's sheets, but the owners' e-mail under a header of its own. `s`: a suffix of
 * the references, for a second portfolio.
 */
const classeur = (iban: string, s = "") =>
  writeXlsxFile([
    {
      sheet: "Proprietaires",
      data: [
        [
          "Reference",
          "Civilite",
          "Nom",
          "Prenom",
          "Mél. personnel",
          "IBAN",
          "Code postal de naissance",
        ],
        [`P-E2E-1${s}`, "Madame", "Repriseval", "Odile", "odile@exemple.fr", iban, "69003"],
      ],
    },
    {
      sheet: "Appartements",
      data: [
        ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges"],
        [`A-E2E-1${s}`, `P-E2E-1${s}`, "12 rue des Reprises", "69001", "Lyon", "650", "50"],
      ],
    },
    {
      sheet: "Locataires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email"],
        [`L-E2E-1${s}`, "M.", "Reprisenaud", "Jules", "jules@exemple.fr"],
      ],
    },
    {
      sheet: "Baux",
      data: [
        [
          "Reference",
          "Appartement",
          "Locataires",
          "Type de bail",
          "Date de debut",
          "Loyer HC",
          "Charges",
          "Depot de garantie",
        ],
        [`B-E2E-1${s}`, `A-E2E-1${s}`, `L-E2E-1${s}`, "nu", "01/09/2024", "650,00", "50", "650"],
      ],
    },
  ]).toBuffer();

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function ouvrir(page: Page) {
  await signInAdmin(page, server, `${server.url}/parametres/?tab=reprise`);
  await visible(page.getByRole("heading", { name: "Reprise de données" }));
}

async function deposer(page: Page, name: string, buffer: Buffer, mimeType = XLSX) {
  await page.locator("#reprise-fichiers").setInputFiles({ name, mimeType, buffer });
  await visible(page.getByRole("list", { name: "Fichiers choisis" }).getByText(name));
}

const verifier = (page: Page) => page.getByRole("button", { name: "Vérifier" }).click();
const feuille = (page: Page, nom: string) => page.getByRole("region", { name: `Feuille ${nom}` });
const choixEmail = (page: Page) =>
  page.getByRole("combobox", { name: "Colonne du modèle pour « Mél. personnel » (Propriétaires)" });

it("downloads the templates, checks a workbook, matches a header by hand, shows its errors, imports it, then undoes it", async () => {
  const { page } = desktop();
  await ouvrir(page);

  // Step 1 names every sheet, and its « » hold their word on its line (no-break spaces, walk 92).
  await visible(
    page.getByText("(propriétaires, appartements, locataires, baux, garants, mandats, soldes)", {
      exact: false,
    }),
  );
  // (Read raw: a locator's text matching folds a no-break space into a space.)
  const etape1 = await page.getByText("son identifiant dans l'ancien logiciel").textContent();
  expect(etape1).toContain("une «\u00a0Référence\u00a0»");
  expect(etape1).not.toMatch(/« | »/);

  // 1. The templates: a workbook with a sheet a kind, and the same as CSVs in a zip.
  const modele = await download(page, () =>
    page.getByRole("button", { name: "Télécharger le modèle (Excel)" }).click(),
  );
  expect(modele.name).toBe("modele-reprise.xlsx");
  expect(Object.keys(await lireClasseur(modele.bytes))).toEqual([
    "Proprietaires",
    "Appartements",
    "Locataires",
    "Baux",
    "Garants",
    "Mandats",
    "Soldes",
  ]);
  const zip = await download(page, () =>
    page.getByRole("button", { name: "Télécharger le modèle (CSV)" }).click(),
  );
  expect(zip.name).toBe("modele-reprise-csv.zip");
  expect(Buffer.from(zip.bytes.subarray(0, 2)).toString()).toBe("PK");

  // 2. The agency's workbook, a wrong IBAN in it, checked: its header unknown to the template is left out.
  await deposer(page, "portefeuille.xlsx", await classeur(IBAN_FAUX));
  expect(await page.getByLabel("Date de reprise").inputValue()).toMatch(/^01\/\d{2}\/\d{4}$/);
  await verifier(page);
  const proprietaires = feuille(page, "Propriétaires");
  await visible(proprietaires);
  await visible(proprietaires.getByText("1 à créer"));
  expect(await choixEmail(page).innerText()).toContain("Ne pas reprendre");
  // Walk 92: the template's columns said in French words, each whole in its select; a computed field by its name.
  const colonnes = proprietaires.getByRole("list", {
    name: "Colonnes de la feuille Propriétaires",
  });
  await visible(colonnes.getByText("Référence", { exact: true }));
  await visible(colonnes.getByText("Prénom", { exact: true }));
  expect(await colonnes.getByText("Reference", { exact: true }).count()).toBe(0);
  const coupes = await colonnes.getByRole("combobox").evaluateAll((selects) =>
    selects
      .map((e) => e.querySelector("span"))
      .filter((v) => v !== null && v.scrollWidth > v.clientWidth)
      .map((v) => v?.textContent),
  );
  expect(coupes).toEqual([]);
  await visible(colonnes.getByRole("combobox").filter({ hasText: "Code postal de naissance" }));
  await visible(
    feuille(page, "Appartements")
      .getByRole("region", { name: /Aperçu/ })
      .getByRole("columnheader", { name: "Zone tendue" }),
  );
  await visible(
    page.getByText(
      "Feuille Proprietaires : colonne ignorée « Mél. personnel » (aucun champ ne lui correspond).",
    ),
  );
  await screenshot(page, "verification");

  // 3. Matched by hand to the template's Email: checked again, the address now in the preview.
  await choixEmail(page).click();
  await page.getByRole("option", { name: "Email", exact: true }).click();
  await visible(
    proprietaires.getByRole("region", { name: /Aperçu/ }).getByText("odile@exemple.fr"),
  );
  expect(await choixEmail(page).innerText()).toContain("Email");
  await hidden(
    page.getByText("colonne ignorée « Mél. personnel » (aucun champ ne lui correspond)"),
  );

  // 4. The error at its sheet, row and column; nothing can be imported; the errors as a CSV.
  const erreur = page.getByRole("row").filter({ hasText: "IBAN invalide" });
  await visible(erreur);
  expect((await erreur.getByRole("cell").allInnerTexts()).map((s) => s.trim()).slice(0, 3)).toEqual(
    ["Propriétaires", "2", "IBAN"],
  );
  expect(await page.getByRole("button", { name: "Importer", exact: true }).isDisabled()).toBe(true);
  const csv = await download(page, () =>
    page.getByRole("button", { name: "Télécharger les erreurs (CSV)" }).click(),
  );
  expect(csv.name).toBe("erreurs-reprise.csv");
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 with BOM: Excel reads the accents
  const texte = new TextDecoder().decode(csv.bytes);
  expect(texte).toContain("Feuille;Ligne;Colonne;Message");
  expect(texte).toContain("Propriétaires;2;IBAN;Ligne 2, colonne IBAN : IBAN invalide.");
  await screenshot(page, "erreurs");
  // Everything on screen at once (sheets, selects, preview, errors, past imports): nothing serious for axe.
  expect(await violations(page, "main")).toEqual([]);

  // 5. The corrected file, same headers: the match chosen by hand is kept by the server; no error left.
  await deposer(page, "portefeuille-corrige.xlsx", await classeur(IBAN_BON));
  await verifier(page);
  await visible(page.getByText("Aucune erreur : le fichier peut être importé."));
  expect(await choixEmail(page).innerText()).toContain("Email");
  await visible(feuille(page, "Baux").getByText("1 à créer"));

  // 6. Imported behind a confirmation that says what it writes; the result sheet by sheet.
  await page.getByRole("button", { name: "Importer", exact: true }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Importer ces données ?" });
  await visible(
    confirmation.getByText("À créer : 1 propriétaire, 1 appartement, 1 locataire, 1 bail."),
  );
  await screenshot(page, "confirmation");
  await confirmation.getByRole("button", { name: "Importer" }).click();
  const resultat = page.getByRole("status").filter({ hasText: /Import n° \d+ terminé/ });
  await visible(resultat);
  await visible(resultat.getByText("Propriétaires : 1 créé, 0 mis à jour"));
  await visible(toast(page, "Les données ont été reprises."));
  const passe = page.getByRole("row").filter({ hasText: "Terminé" });
  await visible(passe);
  await screenshot(page, "importe");

  // The records are in the lists.
  await page.goto(`${server.url}/client/`);
  await visible(page.getByText("Repriseval"));
  await page.goto(`${server.url}/locataires/`);
  await visible(page.getByText("Reprisenaud"));

  // The portfolio exported in the template's workbook carries what was imported (issue 74: the export button).
  await page.goto(`${server.url}/parametres/?tab=reprise`);
  const exporte = await download(page, () =>
    page.getByRole("button", { name: "Exporter le portefeuille (Excel)" }).click(),
  );
  expect(exporte.name).toBe("portefeuille.xlsx");
  const feuilles = await lireClasseur(exporte.bytes);
  expect(Object.keys(feuilles)).toContain("Proprietaires");
  expect(JSON.stringify(feuilles.Proprietaires)).toContain("Repriseval");

  // 7. Undone behind a confirmation: the import says so, the records are gone.
  await page.getByRole("button", { name: /^Annuler l'import n° \d+$/ }).click();
  const annulation = page.getByRole("alertdialog", { name: /Annuler l'import n° \d+ \?/ });
  await visible(annulation);
  await annulation.getByRole("button", { name: "Annuler l'import" }).click();
  await visible(toast(page, "a été annulé."));
  await visible(page.getByRole("row").filter({ hasText: "Annulé" }));
  await screenshot(page, "annule");
  await page.goto(`${server.url}/client/`);
  await visible(page.getByRole("heading", { level: 1 }));
  await expect.poll(() => page.getByText("Repriseval").count()).toBe(0);
  await page.goto(`${server.url}/locataires/`);
  await visible(page.getByRole("heading", { level: 1 }));
  await expect.poll(() => page.getByText("Reprisenaud").count()).toBe(0);
});

it("tells why an import cannot be undone before offering it (no button the server would refuse)", async () => {
  const { page } = desktop();
  // An import made through the API, then a term generated on its lease: the lease is no longer the import's alone.
  // (November's is the import's own, ADR 112: December's is made by hand.)
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  const form = new FormData();
  const fichier = await classeur(IBAN_BON, "-409");
  form.append("fichier", new Blob([new Uint8Array(fichier)], { type: XLSX }), "portefeuille.xlsx");
  form.append("dateReprise", "01/11/2026");
  const res = await fetch(`${server.url}/api/imports`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const { data } = await apiOk<{ data: { id: number; reference: string | null }[] }>(
    server,
    token,
    "GET",
    "/api/Dossier",
  );
  const bail = data.find((d) => d.reference === "B-E2E-1-409");
  await apiOk(server, token, "POST", `/api/Quitance/generate/${bail!.id}`, { date: "2026-12-01" });

  await ouvrir(page);
  const ligne = page.getByRole("row").filter({ hasText: "Terminé" });
  await visible(ligne);
  // Issue 74, item 6: the server's reason in the row, and no « Annuler l'import » there.
  await visible(ligne.getByText("Le bail B-E2E-1-409 a une quittance."));
  expect(await ligne.getByRole("button", { name: /^Annuler l'import n° \d+$/ }).count()).toBe(0);
  await screenshot(page, "refus");
});

it("reads CSVs in Windows-1252 (accents as typed in Excel), and fits a phone", async () => {
  const { page } = desktop();
  await page.setViewportSize(PHONE);
  await ouvrir(page);
  const csv = "Reference;Civilite;Nom;Prenom;IBAN\r\nP-1252;Mme;Dupré;Hélène;\r\n";
  await deposer(page, "Proprietaires.csv", Buffer.from(csv, "latin1"), "text/csv");
  await verifier(page);
  await visible(feuille(page, "Propriétaires").getByText("Hélène"));
  await visible(feuille(page, "Propriétaires").getByText("Dupré"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page, "main")).toEqual([]);
  await screenshot(page, "telephone");
});
