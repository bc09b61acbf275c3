import { describe, it } from "vitest";
import { useAdminServer } from "./support/admin-server";
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

async function ajouterMarseille(page: Parameters<typeof screenshot>[0], debut: string, nom: string) {
  await page.getByRole("region", { name: "Encadrement du niveau des loyers" }).getByRole("button", { name: "Ajouter une ligne" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Premier jour en vigueur").fill(debut);
  await dialog.getByLabel("Source (le texte publié)").fill(`Décret de test pour ${nom}`);
  await dialog.getByLabel("Territoire").fill(nom);
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
    const encadrement = page.getByRole("region", { name: "Encadrement du niveau des loyers" });
    await visible(encadrement.getByRole("row").filter({ hasText: "décret n° 2019-315" }).getByText("24/11/2026"));
    await visible(page.getByText(/La table « Décret annuel sur l'évolution des loyers à la relocation » s'arrête au 31\/07\/2026/));

    // Cancelled at the confirmation: nothing is added.
    const annule = await ajouterMarseille(page, "01/11/2026", "Marseille");
    await screenshot(page, "confirmation");
    await annule.getByRole("button", { name: "Annuler" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();

    const confirmation = await ajouterMarseille(page, "01/11/2026", "Marseille");
    await confirmation.getByRole("button", { name: "Ajouter la ligne" }).click();
    await visible(toast(page, "Ligne ajoutée à « Encadrement du niveau des loyers », en vigueur à partir du 01/11/2026."));
    const ligne = encadrement.getByRole("row").filter({ hasText: "Marseille : 1 commune" });
    await visible(ligne.getByText("Ajoutée"));
    await visible(ligne.getByText("Sans fin connue"));
    await screenshot(page, "ligne-ajoutee");

    await page.setViewportSize(PHONE);
    await visible(encadrement.getByText("Marseille : 1 commune"));
    await screenshot(page, "telephone");
  });
});
