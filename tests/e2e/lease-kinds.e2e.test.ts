import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import {
  DESKTOP,
  hidden,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { plain } from "./support/lists";
import { useAdminServer } from "./support/admin-server";

// Issue 23, parts 1-3: a furnished lease created through the form (the kind in French, what it implies, the server's
// deposit cap refused in the form), at 1440 px; the form and the apartment's energy group at 390 px.
const e2e = useAdminServer();

const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const resume = (page: Page) => page.getByTestId("type-bail-resume");

async function choose(page: Page, id: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await hidden(page.getByRole("listbox"));
}

async function seed(tag: string) {
  const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
    adresse: `14 rue de la Charité ${tag}`,
    codePostal: "69002",
    ville: "Lyon",
    zoneLoyer: "tendue",
    loyerHC: 690,
    charge: 45,
    surface: 24,
    nbPiece: 1,
  });
  const l = await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", {
    titre: "Madame",
    nom: `Moreau-${tag}`,
    prenom: "Camille",
    mail: `camille.${tag}@exemple.fr`,
    tel: "0612345678",
    adresse: "3 rue Oberkampf",
    codePostal: "75011",
    ville: "Paris",
  });
  return { a, l };
}

describe("un bail meublé créé par le formulaire (bureau)", () => {
  const browser = useBrowser({ viewport: DESKTOP });

  it("type de bail en français, ce qu'il implique, le plafond du dépôt refusé puis le bail créé", async () => {
    const { a, l } = await seed("B");
    const { page } = browser();
    await signInAdmin(
      page,
      e2e.server,
      `${e2e.server.url}/dossiers/new?relatedAppartement=${a.id}&relatedTenant=${l.id}`,
    );
    await page.waitForFunction(
      () => (document.getElementById("f-loyerHC") as HTMLInputElement | null)?.value !== "",
    );
    expect(plain(await page.locator("#f-typeBail").innerText())).toBe("Location nue");
    await page.locator("#f-typeBail").click();
    expect((await page.getByRole("option").allInnerTexts()).map((s) => s.trim())).toEqual([
      "Location nue",
      "Location meublée",
      "Bail mobilité",
      "Bail étudiant",
    ]);
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("listbox"));
    expect(plain(await resume(page).innerText())).toContain(
      "un mois de loyer hors charges au plus (690,00 €)",
    );
    await box(page, "Date d'entrée").fill("01/09/2026");
    await box(page, "Début du bail").fill("01/09/2026");
    await choose(page, "f-typeBail", "Location meublée");
    // The blank end date takes the furnished lease's year.
    expect(await box(page, "Fin du bail").inputValue()).toBe("31/08/2027");
    expect(plain(await resume(page).innerText())).toBe(
      "Durée : un an ; reconduit tacitement pour un an à défaut de congé (article 25-7). Préavis du locataire : un mois (article 25-8). Dépôt de garantie : deux mois de loyer hors charges au plus (1 380,00 €).",
    );
    await box(page, "N° de frais de dossier").fill("FD-MEUBLE-B");
    await box(page, "Dépôt de garantie").fill("2 000");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Veuillez corriger les champs signalés."));
    await visible(
      page.getByText(/Le dépôt de garantie ne peut excéder deux mois de loyer hors charges/),
    );
    await screenshot(page, "depot-refuse");
    await box(page, "Dépôt de garantie").fill("1 380");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Votre dossier a été créé avec succès."));
    const dossiers = await apiOk(
      e2e.server,
      e2e.token,
      "GET",
      `/api/Dossier?AppartementId=${a.id}`,
    );
    expect(dossiers.data).toHaveLength(1);
    expect(dossiers.data[0]).toMatchObject({
      typeBail: "meublé",
      depotGarantie: 1380,
      dateFinBail: "2027-08-31",
    });
    await page.goto(`${e2e.server.url}/dossiers/${dossiers.data[0].id}`);
    await visible(page.getByText("Location meublée", { exact: true }));
    await screenshot(page, "dossier-meuble");
  });
});

describe("le formulaire au téléphone (390 px)", () => {
  const browser = useBrowser({ viewport: PHONE });

  it("bail mobilité : ce qu'il implique ; groupe Performance énergétique de l'appartement", async () => {
    const { a, l } = await seed("T");
    const { page } = browser();
    await signInAdmin(
      page,
      e2e.server,
      `${e2e.server.url}/dossiers/new?relatedAppartement=${a.id}&relatedTenant=${l.id}`,
    );
    await page.waitForFunction(
      () => (document.getElementById("f-loyerHC") as HTMLInputElement | null)?.value !== "",
    );
    await choose(page, "f-typeBail", "Bail mobilité");
    expect(plain(await resume(page).innerText())).toContain("Dépôt de garantie : aucun.");
    await resume(page).scrollIntoViewIfNeeded();
    await screenshot(page, "bail-mobilite-telephone", undefined, { fullPage: false });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await page.goto(`${e2e.server.url}/appartements/${a.id}/edit`);
    await visible(page.getByText("Performance énergétique", { exact: true }));
    await choose(page, "f-classeEnergie", "F");
    await box(page, "Année de référence des prix").fill("2024");
    await page.getByText("Performance énergétique", { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "appartement-energie-telephone", undefined, { fullPage: false });
  });
});
