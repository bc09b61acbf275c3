import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { apartment } from "./support/lists";

// Issue 63, item 1: an apartment's Diagnostics tab lists the eight kinds (issue 73: the noise notice) a lease annexes with their state; staff
// enter a DPE and a CREP, see them valid until their legal end, the gas diagnostic not needed without gas, and the
// decency warning of a class-G dwelling.
const e2e = useAdminServer();

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`les diagnostics d'un appartement (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("se saisissent et disent leur état", async () => {
      const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        ...apartment(size),
        datePermisConstruire: "1930-05-01",
        anneeInstallationElectricite: 1990,
        anneeInstallationGaz: null,
      });
      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/appartements/${a.id}?tab=diagnostics`);

      const liste = page.getByRole("list", { name: "Diagnostics de l'appartement" });
      const ligne = (nom: RegExp) => liste.getByRole("listitem", { name: nom });
      await visible(ligne(/DPE/));
      expect(await liste.locator("li[data-type]").count()).toBe(8);
      await visible(ligne(/DPE/).getByText("Manquant"));
      await visible(ligne(/gaz/).getByText("Non requis", { exact: true }));
      await visible(ligne(/gaz/).getByText("Pas d'installation de gaz."));
      await visible(ligne(/CREP/).getByText("Immeuble construit avant le 1er janvier 1949."));
      await screenshot(page, "manquants");

      // A class-G DPE of March 2022: valid ten years, but the dwelling is no longer decent.
      await ligne(/DPE/)
        .getByRole("button", { name: /Saisir/ })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Date de réalisation").fill("15/03/2022");
      await dialog.getByRole("combobox", { name: "Classe énergie" }).click();
      await page.getByRole("option", { name: "G", exact: true }).click();
      await dialog.getByLabel("Énergie finale (kWh/m²/an)").fill("480");
      await screenshot(page, "saisie-dpe");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      await visible(ligne(/DPE/).getByText("Valide", { exact: true }));
      await visible(ligne(/DPE/).getByText("Valable jusqu'au 14/03/2032"));
      await visible(page.getByRole("alert").filter({ hasText: "classé G" }));

      // A CREP without lead: valid without limit (issue 73: said « Non », a result not said counts as lead).
      await ligne(/CREP/)
        .getByRole("button", { name: /Saisir/ })
        .click();
      await dialog.getByLabel("Date de réalisation").fill("01/02/2020");
      await dialog.getByRole("combobox", { name: "Plomb au-delà du seuil (1 mg/cm²)" }).click();
      await page.getByRole("option", { name: "Non", exact: true }).click();
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await visible(ligne(/CREP/).getByText("Validité illimitée"));
      await visible(ligne(/CREP/).getByText("Valide", { exact: true }));
      await screenshot(page, "saisis");
      await screenshot(page, "saisis-ecran", undefined, { fullPage: false });

      const lu = await apiOk(e2e.server, e2e.token, "GET", `/api/Appartement/${a.id}/diagnostics`);
      expect(lu.diagnostics.filter((d: { diagnostic: unknown }) => d.diagnostic).length).toBe(2);
      const lot = await apiOk(e2e.server, e2e.token, "GET", `/api/Appartement/${a.id}`);
      expect(lot.classeEnergie).toBe("G");

      // A year reads as written on the lot's details, never « 1 990 » grouped as an amount.
      await page.goto(`${e2e.server.url}/appartements/${a.id}`);
      const annee = page.getByText("Année de l'installation électrique").locator("..");
      await visible(annee.getByText("1990", { exact: true }));
      expect(await page.getByText("1 990").count()).toBe(0);
    });
  });
}
