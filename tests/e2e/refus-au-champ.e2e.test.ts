import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { pick } from "./support/leases-fixtures";

// Issue 75 item 7 on screen: choosing a class-G lot in the lease form says, at the lot's field and before « Créer »,
// that it cannot be let; the message stays after « Créer » (no notice that vanishes) and until the lot changes.
const e2e = useAdminServer();
const RAISON = /Logement classé G au diagnostic de performance énergétique : il n'est plus décent/;

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`le refus d'un lot classé G au champ (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("dit le refus au champ du lot dès son choix, le garde après « Créer », l'ôte quand le lot change", async () => {
      const tag = size === "bureau" ? "B" : "T";
      for (const [adresse, classeEnergie] of [
        [`1 rue Passoire ${tag}`, "G"],
        [`2 rue Sobre ${tag}`, "D"],
      ] as const)
        await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
          adresse,
          codePostal: "69003",
          ville: "Lyon",
          loyerHC: 700,
          charge: 50,
          classeEnergie,
        });
      const { page } = browser();
      await signInAdmin(page, e2e.server);
      await page.goto(`${e2e.server.url}/dossiers/new`);
      await pick(page, "Appartement", `Passoire ${tag}`, new RegExp(`1 rue Passoire ${tag},`));
      const champ = page.locator('[data-field="AppartementId"]');
      await visible(champ.getByText(RAISON));
      await screenshot(page, `lot classé G ${size}`, undefined, { fullPage: false });
      await page.getByRole("button", { name: "Créer" }).click();
      // Still there once the form's notice has come and gone.
      const notice = toast(page, "Veuillez renseigner les champs obligatoires.");
      await visible(notice);
      await hidden(notice);
      await visible(champ.getByText(RAISON));
      expect(await champ.getByText(RAISON).count()).toBe(1);
      await pick(page, "Appartement", `Sobre ${tag}`, new RegExp(`2 rue Sobre ${tag},`));
      await hidden(champ.getByText(RAISON));
    });
  });
}
