import { afterAll, beforeAll, describe, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  confirmIdentity,
  hidden,
  screenshot,
  signIn,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { apiLogin, type SeededUser, seedUser } from "./support/api";
import { startServer, type E2EServer } from "./support/server";

// Issue 74 on screen (ADR 124), at 1440 and 390 px: the admin's dry run says how many terms the import will make;
// the import waits « À vérifier »; the comptable confirms its balances from its own home (Comptabilité), behind a
// dialog and its identity, and the list then says who confirmed them and when.

let server: E2EServer;
let comptable: SeededUser;
beforeAll(async () => {
  server = await startServer();
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  comptable = await seedUser(server, token, "comptable-reprise@exemple.fr", "comptable");
});
afterAll(() => server?.stop());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** One lease whose 650 € deposit is held, one owner owed 300 €. */
const classeur = (s: string) =>
  writeXlsxFile([
    {
      sheet: "Proprietaires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email"],
        [`P-CPT${s}`, "Madame", `Comptaval${s}`, "Odile", `odile-cpt${s}@exemple.fr`],
      ],
    },
    {
      sheet: "Appartements",
      data: [
        ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges"],
        [`A-CPT${s}`, `P-CPT${s}`, "7 rue des Comptes", "69001", "Lyon", "650", "50"],
      ],
    },
    {
      sheet: "Locataires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email"],
        [`L-CPT${s}`, "M.", `Comptenaud${s}`, "Jules", `jules-cpt${s}@exemple.fr`],
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
        [`B-CPT${s}`, `A-CPT${s}`, `L-CPT${s}`, "nu", "01/09/2024", "650,00", "50", "650"],
      ],
    },
    {
      sheet: "Soldes",
      data: [
        ["Reference", "Type", "Montant"],
        [`P-CPT${s}`, "proprietaire", "300"],
        [`B-CPT${s}`, "depot", "650"],
      ],
    },
  ]).toBuffer();

async function importer(page: Page, s: string, taille: string) {
  await signInAdmin(page, server, `${server.url}/parametres/?tab=reprise`);
  await visible(page.getByRole("heading", { name: "Reprise de données" }));
  await page
    .locator("#reprise-fichiers")
    .setInputFiles({ name: `cpt${s}.xlsx`, mimeType: XLSX, buffer: await classeur(s) });
  await page.getByRole("button", { name: "Vérifier" }).click();
  // The cut-over day the screen proposes is in the current month: its term is made by the import (ADR 112).
  const termes = page.getByText(/^L'import créera 1 échéance d/);
  await visible(termes);
  await termes.scrollIntoViewIfNeeded();
  await screenshot(page, `reprise-comptable-essai-${taille}`);
  await page.getByRole("button", { name: "Importer", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Importer" }).click();
  await visible(toast(page, "Les données ont été reprises."));
}

async function confirmerParLeComptable(
  page: Page,
  taille: string,
  viewport: { width: number; height: number },
) {
  const contexte = await page
    .context()
    .browser()!
    .newContext({ viewport, locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const autre = await contexte.newPage();
    await signIn(autre, server, comptable.email, comptable.password, `${server.url}/comptabilite/`);
    const carte = autre.locator("[data-slot=card]", { hasText: "Soldes de reprise" });
    await visible(carte.getByText("Soldes de reprise", { exact: true }));
    const bouton = carte.getByRole("button", { name: /^Confirmer les soldes de l'import n° \d+$/ });
    await visible(bouton);
    await bouton.scrollIntoViewIfNeeded();
    await screenshot(autre, `reprise-comptable-a-confirmer-${taille}`);
    await bouton.click();
    const dialogue = autre.getByRole("alertdialog", {
      name: /Confirmer les soldes de l'import n° \d+ \?/,
    });
    await dialogue.getByRole("button", { name: "Confirmer les soldes" }).click();
    await confirmIdentity(autre, comptable.password);
    await visible(toast(autre, "sont confirmés."));
    await hidden(bouton);
    await visible(carte.getByText(`Confirmés par ${comptable.email} le`).first());
    await screenshot(autre, `reprise-comptable-confirmes-${taille}`);
  } finally {
    await contexte.close();
  }
}

describe("at 1440 px", () => {
  const browser = useBrowser({ viewport: DESKTOP });
  it("the dry run counts its terms; the comptable confirms the balances from Comptabilité", async () => {
    const { page } = browser();
    await importer(page, "-D", "1440");
    await confirmerParLeComptable(page, "1440", DESKTOP);
  });
});

describe("at 390 px", () => {
  const browser = useBrowser({ viewport: PHONE });
  it("the same on a phone", async () => {
    const { page } = browser();
    await importer(page, "-M", "390");
    await confirmerParLeComptable(page, "390", PHONE);
  });
});
