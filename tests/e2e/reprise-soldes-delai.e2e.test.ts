import { afterAll, beforeAll, describe, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { apiLogin, apiOk } from "./support/api";
import { activerEspace, lienInvitation } from "./support/espace";
import { startServer, type E2EServer } from "./support/server";

// Issue 74 item 7 on screen (ADR 132, 134), at 1440 and 390 px: the agency's sole admin imports a file with an
// owner's opening balance; the dry run warns that nobody else can confirm it; once imported, « Soldes : prévenir les
// propriétaires (mode délai) » asks before sending; the owner then reads « Solde repris par l'agence » in its space,
// retained after the delay unless contested.

let server: E2EServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // The agency's delay mode (Paramètres > Agence), as the warning asks.
  await apiOk(server, token, "PUT", "/api/agence", { verificationIban: "delai" });
});
afterAll(() => server?.stop());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const courrielDe = (s: string) => `rose-delai${s.toLowerCase()}@exemple.fr`;

/** One owner owed 1 234,56 € at the cut-over, with one lot. */
const classeur = (s: string) =>
  writeXlsxFile([
    {
      sheet: "Proprietaires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email"],
        [`P-DEL${s}`, "Madame", `Delaival${s}`, "Rose", courrielDe(s)],
      ],
    },
    {
      sheet: "Appartements",
      data: [
        ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges"],
        [`A-DEL${s}`, `P-DEL${s}`, "9 rue du Délai", "69002", "Lyon", "600", "40"],
      ],
    },
    {
      sheet: "Soldes",
      data: [
        ["Reference", "Type", "Montant"],
        [`P-DEL${s}`, "proprietaire", "1234,56"],
      ],
    },
  ]).toBuffer();

async function importerEtPrevenir(page: Page, s: string, taille: string) {
  await signInAdmin(page, server, `${server.url}/parametres/?tab=reprise`);
  await visible(page.getByRole("heading", { name: "Reprise de données" }));
  await page
    .locator("#reprise-fichiers")
    .setInputFiles({ name: `delai${s}.xlsx`, mimeType: XLSX, buffer: await classeur(s) });
  await page.getByRole("button", { name: "Vérifier" }).click();
  const avertissement = page.getByText(
    /Vous êtes le seul administrateur ou comptable de l'agence : personne d'autre ne peut confirmer ces soldes/,
  );
  await visible(avertissement);
  await avertissement.scrollIntoViewIfNeeded();
  await screenshot(page, `reprise-delai-essai-${taille}`);
  await page.getByRole("button", { name: "Importer", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Importer" }).click();
  await visible(toast(page, "Les données ont été reprises."));

  const prevenir = page.getByRole("button", {
    name: /^Prévenir les propriétaires des soldes de l'import n° \d+$/,
  });
  await visible(prevenir);
  await prevenir.scrollIntoViewIfNeeded();
  await screenshot(page, `reprise-delai-importe-${taille}`);
  await prevenir.click();
  const dialogue = page.getByRole("alertdialog", {
    name: /Prévenir les propriétaires des soldes de l'import n° \d+ \?/,
  });
  await visible(dialogue.getByText(/Sans contestation sous 72 heures/));
  await screenshot(page, `reprise-delai-confirmation-${taille}`);
  await dialogue.getByRole("button", { name: "Envoyer les e-mails" }).click();
  await visible(toast(page, "1 propriétaire prévenu de son solde."));
  // The list, refreshed, says where the delay stands (the whole page is captured: no scroll on a moving list).
  await visible(
    page.getByText(/^Propriétaires prévenus : soldes retenus le .+ sauf contestation\.$/).first(),
  );
  await screenshot(page, `reprise-delai-prevenus-${taille}`);
}

/** The owner invited to its space, opened in a context of `viewport`: its « Solde repris par l'agence » card. */
async function carteDuProprietaire(
  page: Page,
  s: string,
  taille: string,
  viewport: { width: number; height: number },
) {
  const { data } = await apiOk<{ data: { id: number; reference: string | null }[] }>(
    server,
    token,
    "GET",
    "/api/Client",
  );
  const client = data.find((c) => c.reference === `P-DEL${s}`);
  if (!client) throw new Error(`P-DEL${s} absent`);
  await apiOk(server, token, "POST", `/api/Client/${client.id}/acces`);
  const chemin = await lienInvitation(server, token, courrielDe(s));
  const contexte = await page
    .context()
    .browser()!
    .newContext({ viewport, locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const espace = await contexte.newPage();
    await espace.goto(`${server.url}${chemin}`);
    await activerEspace(espace, "Delai-Espace-2026!");
    const carte = espace.getByRole("region", { name: "Soldes repris" });
    await visible(carte.getByRole("heading", { name: "Solde repris par l'agence" }));
    await visible(carte.getByText(/1\s234,56\s€/));
    await visible(carte.getByText(/en votre faveur/));
    await visible(carte.getByText(/^Retenu le .+ sauf contestation de votre part\.$/));
    await carte.scrollIntoViewIfNeeded();
    await screenshot(espace, `reprise-delai-espace-${taille}`);
  } finally {
    await contexte.close();
  }
}

describe("at 1440 px", () => {
  const browser = useBrowser({ viewport: DESKTOP });
  it("the sole admin's dry run warns, the owners are told after a confirmation, the owner reads its balance", async () => {
    const { page } = browser();
    await importerEtPrevenir(page, "D", "1440");
    await carteDuProprietaire(page, "D", "1440", DESKTOP);
  });
});

describe("at 390 px", () => {
  const browser = useBrowser({ viewport: PHONE });
  it("the same on a phone, the owner's card read on a phone", async () => {
    const { page } = browser();
    await importerEtPrevenir(page, "M", "390");
    await carteDuProprietaire(page, "M", "390", PHONE);
  });
});
