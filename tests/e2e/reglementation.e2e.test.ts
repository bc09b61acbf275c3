import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { valid } from "../support/factories";
import { useAdminServer } from "./support/admin-server";
import { apiOk } from "./support/api";
import {
  DESKTOP,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";

// Issue 73 item 4, Paramètres > Réglementation: the tables with their rows' dates and sources, the warning of a table
// whose rows have all ended (the re-letting decree after 31/07/2026), and an admin adding a row (a territory under
// rent control), confirmed first, then listed as added; at 1440 px and on a phone.

const e2e = useAdminServer();
const browser = useBrowser({ viewport: DESKTOP });

const ENCADREMENT = "Encadrement du niveau des loyers";

/** Fills the dialog of a rent-control row and sends it: answers the confirmation that opens. */
async function ajouterMarseille(page: Page) {
  await page
    .getByRole("region", { name: ENCADREMENT })
    .getByRole("button", { name: "Ajouter une ligne" })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Premier jour en vigueur").fill("01/11/2026");
  await dialog.getByLabel("Source (le texte publié)").fill("Décret de test pour Marseille");
  await dialog.getByLabel("Territoire").fill("Marseille");
  await dialog.getByLabel(/^Communes, une par ligne/).fill("13055 ; Marseille ; 13001 13002");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  const confirmation = page.getByRole("alertdialog");
  await visible(confirmation.getByText("Ajouter cette ligne ?"));
  return confirmation;
}

describe("Paramètres > Réglementation", () => {
  it("un administrateur ajoute une ligne à une table, après confirmation, et la voit listée", async () => {
    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/parametres/?tab=reglementation`);
    const encadrement = page.getByRole("region", { name: ENCADREMENT });
    await visible(
      encadrement
        .getByRole("row")
        .filter({ hasText: "décret n° 2019-315" })
        .getByText("24/11/2026"),
    );
    await visible(
      page.getByText(
        /La table « Décret annuel sur l'évolution des loyers à la relocation » s'arrête au 31\/07\/2026/,
      ),
    );

    // Cancelled at the confirmation: nothing is added, the form stays as typed.
    const annulee = await ajouterMarseille(page);
    await screenshot(page, "confirmation");
    await annulee.getByRole("button", { name: "Annuler" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Enregistrer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ajouter la ligne" }).click();
    await visible(
      toast(
        page,
        "Ligne ajoutée à « Encadrement du niveau des loyers », en vigueur à partir du 01/11/2026.",
      ),
    );
    const ligne = encadrement.getByRole("row").filter({ hasText: "Marseille : 1 commune" });
    await visible(ligne.getByText("Ajoutée"));
    await visible(ligne.getByText("Sans fin connue"));
    await screenshot(page, "ligne-ajoutee");

    await page.setViewportSize(PHONE);
    await visible(encadrement.getByText("Marseille : 1 commune"));
    await screenshot(page, "telephone");
  });

  it("un appartement à Lyon est en zone tendue de lui-même ; le bail propose les exceptions du décret et avertit de la table échue", async () => {
    const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
      ...valid.Appartement(),
      adresse: "12 rue Paul Bert",
      codePostal: "69003",
      ville: "Lyon",
      codeInsee: "69383",
    });
    expect(a.zoneTendue).toBe(true);
    const l = await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", valid.Locataire());
    const d = await apiOk(e2e.server, e2e.token, "POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      numFraisDossier: "FD-REGL-1",
    });
    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/appartements/${a.id}`);
    await visible(page.getByText("Zone tendue (loyer à la relocation, préavis)").first());
    await screenshot(page, "appartement");

    await page.goto(`${e2e.server.url}/dossiers/${d.id}/edit`);
    const exception = page.getByLabel("Exception au plafond de relocation (zone tendue)");
    await visible(exception);
    await visible(page.getByText(/s'arrête au 31\/07\/2026/).first());
    await exception.click();
    await visible(
      page.getByRole("option", {
        name: /^Logement inoccupé par un locataire depuis plus de dix-huit mois/,
      }),
    );
    await screenshot(page, "bail-exception", undefined, { fullPage: false });
    await page.keyboard.press("Escape");
  });
});
