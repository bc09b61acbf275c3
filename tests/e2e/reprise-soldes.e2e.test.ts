import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { apiLogin } from "./support/api";
import { startServer, type E2EServer } from "./support/server";
import { secondAdmin } from "./support/second-admin";

// Issue 74 item 4 on screen (ADR 113), at 1440 and 390 px: the dry run shows the declared balances' totals and
// warns of the billion and of a deposit never declared; the import waits « À vérifier », its author is offered no
// confirmation; a second admin confirms the balances behind a dialog, and the row no longer waits.

let server: E2EServer;
let second: Awaited<ReturnType<typeof secondAdmin>>;
beforeAll(async () => {
  server = await startServer();
  second = await secondAdmin(
    server,
    await apiLogin(server, server.admin.email, server.admin.password),
  );
});
afterAll(() => server?.stop());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A portfolio whose owner is declared owed 999 999 999,99 € and whose lease's deposit is never declared held. */
const classeur = (s: string) =>
  writeXlsxFile([
    {
      sheet: "Proprietaires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email"],
        [`P-SOL${s}`, "Madame", `Soldeval${s}`, "Odile", `odile${s}@exemple.fr`],
      ],
    },
    {
      sheet: "Appartements",
      data: [
        ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges"],
        [`A-SOL${s}`, `P-SOL${s}`, "5 rue des Soldes", "69001", "Lyon", "650", "50"],
      ],
    },
    {
      sheet: "Locataires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email"],
        [`L-SOL${s}`, "M.", `Soldenaud${s}`, "Jules", `jules${s}@exemple.fr`],
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
        [`B-SOL${s}`, `A-SOL${s}`, `L-SOL${s}`, "nu", "01/09/2024", "650,00", "50", "650"],
      ],
    },
    {
      sheet: "Soldes",
      data: [
        ["Reference", "Type", "Montant"],
        [`P-SOL${s}`, "proprietaire", "999999999,99"],
        [`B-SOL${s}`, "locataire", "120"],
      ],
    },
  ]).toBuffer();

async function verifierEtImporter(page: Page, s: string, taille: string) {
  await signInAdmin(page, server, `${server.url}/parametres/?tab=reprise`);
  await visible(page.getByRole("heading", { name: "Reprise de données" }));
  await page
    .locator("#reprise-fichiers")
    .setInputFiles({ name: `soldes${s}.xlsx`, mimeType: XLSX, buffer: await classeur(s) });
  await page.getByRole("button", { name: "Vérifier" }).click();
  // The totals by kind, and the warnings.
  const totaux = page.getByLabel("Totaux des soldes");
  await visible(totaux);
  expect(await totaux.innerText()).toMatch(/Soldes des propriétaires\s+999\s999\s999,99\s€/);
  expect(await totaux.innerText()).toMatch(/Soldes des locataires\s+120,00\s€/);
  await visible(
    page.getByText(
      /le solde du propriétaire P-SOL\S* \(999\s999\s999,99\s€\) dépasse 100\s000,00\s€/,
    ),
  );
  await visible(
    page.getByText(
      /le bail B-SOL\S* indique un dépôt de garantie de 650,00\s€ mais aucun dépôt détenu/,
    ),
  );
  await page.getByText("Soldes déclarés").scrollIntoViewIfNeeded();
  await screenshot(page, `reprise-soldes-essai-${taille}`);

  await page.getByRole("button", { name: "Importer", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Importer" }).click();
  await visible(toast(page, "Les données ont été reprises."));
  await visible(page.getByText("À vérifier", { exact: true }));
  // Its author is offered no confirmation.
  expect(await page.getByRole("button", { name: /^Confirmer les soldes/ }).count()).toBe(0);
  await screenshot(page, `reprise-soldes-a-verifier-${taille}`);
}

async function confirmerParLeSecond(
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
    await signIn(
      autre,
      server,
      second.email,
      second.password,
      `${server.url}/parametres/?tab=reprise`,
    );
    const bouton = autre.getByRole("button", { name: /^Confirmer les soldes de l'import n° \d+$/ });
    await visible(bouton);
    await bouton.click();
    const dialogue = autre.getByRole("alertdialog", {
      name: /Confirmer les soldes de l'import n° \d+ \?/,
    });
    await visible(dialogue.getByText(/comptent dans la représentation des fonds/));
    await screenshot(autre, `reprise-soldes-confirmation-${taille}`);
    await dialogue.getByRole("button", { name: "Confirmer les soldes" }).click();
    // Money that will count: the session confirms its identity first (issue 59).
    await confirmIdentity(autre, second.password);
    await visible(toast(autre, "sont confirmés."));
    await hidden(bouton);
    await screenshot(autre, `reprise-soldes-confirmes-${taille}`);
  } finally {
    await contexte.close();
  }
}

describe("at 1440 px", () => {
  const browser = useBrowser({ viewport: DESKTOP });
  it("shows the totals and warnings, waits « À vérifier », and a second admin confirms the balances", async () => {
    const { page } = browser();
    await verifierEtImporter(page, "-D", "1440");
    await confirmerParLeSecond(page, "1440", DESKTOP);
  });
});

describe("at 390 px", () => {
  const browser = useBrowser({ viewport: PHONE });
  it("the same on a phone", async () => {
    const { page } = browser();
    await verifierEtImporter(page, "-M", "390");
    await confirmerParLeSecond(page, "390", PHONE);
  });
});
