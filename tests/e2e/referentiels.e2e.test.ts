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

// Issue 23, Paramètres > Référentiels: an admin imports the commune list (a bad line first, named), sees its date
// and counts, and adds the ceilings of a revision. Only apartments with a commune code read the list: the other
// tests' apartments (none has one) keep the postal code's suggestion.

const e2e = useAdminServer();
const browser = useBrowser({ viewport: DESKTOP });

const csv = (text: string) => ({
  name: "communes.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(text, "latin1"),
});

describe("Paramètres > Référentiels", () => {
  it("un administrateur importe la liste des communes et ajoute des plafonds d'honoraires", async () => {
    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/parametres/?tab=referentiels`);
    await visible(
      page
        .getByRole("navigation", { name: "Sections des paramètres" })
        .locator("[aria-current=page]", { hasText: "Référentiels" }),
    );

    await page
      .locator("#communes-fichier")
      .setInputFiles(csv("code INSEE;commune;zone\n75X56;Paris;très tendue\n"));
    await page.getByRole("button", { name: "Importer la liste" }).click();
    await visible(page.getByRole("alert").getByText(/^Ligne 2 : code INSEE « 75X56 » invalide/));

    await page
      .locator("#communes-fichier")
      .setInputFiles(csv("code INSEE;commune;zone\n75056;Paris;très tendue\n69123;Lyon;tendue\n"));
    await page.locator("#communes-date").fill("22/12/2025");
    await page.getByRole("button", { name: "Importer la liste" }).click();
    await visible(toast(page, "La liste du 22/12/2025 est importée : 2 communes."));
    await visible(
      page.getByText(
        /Liste du 22\/12\/2025 : 2 communes \(1 en zone très tendue, 1 en zone tendue\)/,
      ),
    );
    await screenshot(page, "communes");

    await visible(page.getByRole("row").filter({ hasText: "01/01/2026" }).getByText("12,10 €/m²"));
    await page.getByRole("button", { name: "Ajouter des plafonds" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("En vigueur à partir du").fill("01/01/2027");
    await dialog.getByLabel("Zone très tendue (€ TTC/m²)").fill("12,30");
    await dialog.getByLabel("Zone tendue (€ TTC/m²)").fill("10,26");
    await dialog.getByLabel("Ailleurs (€ TTC/m²)").fill("8,21");
    await dialog.getByLabel("État des lieux (€ TTC/m²)").fill("3,08");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Les plafonds en vigueur à partir du 01/01/2027 sont enregistrés."));
    const row = page.getByRole("row").filter({ hasText: "01/01/2027" });
    await visible(row.getByText("12,30 €/m²"));
    await visible(row.getByText("Saisi"));
    await screenshot(page, "plafonds");

    await page.setViewportSize(PHONE);
    await visible(page.getByText(/Liste du 22\/12\/2025/));
    await screenshot(page, "telephone");
  });
});
