import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { download, pdfText } from "./support/files";
import { apartment } from "./support/lists";

// Issue 23, part 7: an apartment's Mobilier tab proposes the minimum furniture of décret 2015-981, staff fill in the
// conditions and quantities, add and remove lines, save, and download the inventory that prints the list.
const e2e = useAdminServer();

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`l'inventaire du mobilier d'un appartement (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("pré-remplit, se remplit, s'enregistre et s'imprime", async () => {
      const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", apartment(size));
      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/appartements/${a.id}?tab=mobilier`);

      const lignes = page.getByTestId("ligne-mobilier");
      await visible(lignes.first());
      expect(await lignes.count()).toBe(11);
      await visible(page.getByText("Liste proposée avec le mobilier obligatoire"));
      await screenshot(page, "proposition");
      await screenshot(page, "proposition-ecran", undefined, { fullPage: false });

      // The first line's condition; the oven at 0: the warning names it.
      await lignes.nth(0).getByRole("combobox").click();
      await page.getByRole("option", { name: "Bon état" }).click();
      await lignes.nth(3).getByRole("spinbutton").fill("0");
      const alerte = page.getByRole("alert").filter({ hasText: "Mobilier obligatoire manquant" });
      await visible(alerte.getByText("Four ou four à micro-ondes"));

      // A sofa added; the luminaires removed after confirmation.
      await page.getByRole("button", { name: "Ajouter un meuble" }).click();
      const canape = lignes.nth(11);
      await canape.getByRole("textbox").first().fill("Canapé convertible « Œko »");
      await canape.getByRole("textbox").nth(1).fill("Séjour");
      await canape.getByRole("spinbutton").fill("2");
      await lignes
        .nth(9)
        .getByRole("button", { name: /Retirer la ligne 10/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Retirer" }).click();
      expect(await lignes.count()).toBe(11);
      await visible(alerte.getByText("Luminaires"));
      await screenshot(page, "liste-modifiee");
      await alerte.scrollIntoViewIfNeeded();
      await screenshot(page, "alerte-ecran", undefined, { fullPage: false });

      // The décret's missing item comes back with the explicit action.
      await page.getByRole("button", { name: "Pré-remplir avec le mobilier obligatoire" }).click();
      expect(await lignes.count()).toBe(12);
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      await screenshot(page, "enregistree");
      await screenshot(page, "enregistree-ecran", undefined, { fullPage: false });

      const saved = await apiOk(e2e.server, e2e.token, "GET", `/api/Appartement/${a.id}/mobilier`);
      expect(saved.enregistre).toBe(true);
      expect(saved.manquants).toEqual(["Four ou four à micro-ondes"]);
      expect(saved.data.map((l: { designation: string }) => l.designation)).toContain(
        "Canapé convertible « Œko »",
      );

      const pdf = await download(page, () =>
        page.getByRole("button", { name: "Inventaire du mobilier (PDF)" }).click(),
      );
      expect(pdf.name).toBe(`Inventaire du mobilier - appartement ${a.id}.pdf`);
      const text = pdfText(pdf.bytes);
      for (const s of [
        "Inventaire et état détaillé du mobilier",
        "Canapé convertible « Œko »",
        "Literie avec couette ou couverture",
        "bon état",
        "décret n° 2015-981 du 31 juillet 2015",
        "Éléments obligatoires absents ou en quantité nulle : Four ou four à micro-ondes.",
      ])
        expect(text.replace(/\s+/g, " ")).toContain(s);
    });
  });
}
