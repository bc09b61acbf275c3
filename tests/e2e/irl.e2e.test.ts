import { describe, expect, it } from "vitest";
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
import { search } from "./support/lists";
import { dernierPublie, indiceDuBail, tableIrl } from "../../worker/domain/irl/valeurs";

// Issue 23, IRL: an admin adds a quarter in Paramètres > IRL and sees it listed, then corrects it (confirmed, as it
// replaces a value); a new lease's form shows the IRL published at its signature date. The quarter added is an old
// one (2018-T4, before the shipped series): the last published quarter, which other tests' forms show, stays the shipped one.

const e2e = useAdminServer();
const browser = useBrowser({ viewport: DESKTOP });

describe("Paramètres > IRL", () => {
  it("un administrateur ajoute un trimestre, le voit dans la liste, puis le corrige", async () => {
    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/parametres/?tab=irl`);
    await visible(
      page
        .getByRole("navigation", { name: "Sections des paramètres" })
        .locator("[aria-current=page]", { hasText: "IRL" }),
    );
    for (const header of ["Trimestre", "Indice", "Publication", "Origine"])
      await visible(page.getByRole("columnheader", { name: header, exact: true }));
    await visible(
      page.getByRole("row").filter({ hasText: "2ème trimestre 2022" }).getByText("135,84"),
    );

    await page.getByRole("button", { name: "Ajouter un trimestre" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("#f-trimestre").fill("2018-T5");
    await dialog.getByLabel("Indice").fill("129,03");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(dialog.getByText("Trimestre invalide : écrivez par exemple 2025-T3"));
    await dialog.locator("#f-trimestre").fill("2018-T4");
    await screenshot(page, "ajout");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "L'IRL du 4ème trimestre 2018 (129,03) est enregistré."));
    // Newest first, 20 a page: the oldest quarter is found by the table's search.
    await search(page, "2018");
    const row = page.getByRole("row").filter({ hasText: "4ème trimestre 2018" });
    await visible(row.getByText("129,03"));
    await visible(row.getByText("Saisi"));
    await visible(row.getByText("15/01/2019"));
    expect(
      (
        (await apiOk(e2e.server, e2e.token, "GET", "/api/irl")).data as {
          trimestre: string;
          valeur: number;
        }[]
      ).find((v) => v.trimestre === "2018-T4")?.valeur,
    ).toBe(129.03);

    // A correction replaces a value: asked first.
    await row.getByRole("button", { name: /Modifier/ }).click();
    await dialog.getByLabel("Indice").fill("129");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText("Le 4ème trimestre 2018 vaut 129,03 : il vaudra 129,00."));
    await screenshot(page, "confirmation");
    await confirm.getByRole("button", { name: "Remplacer" }).click();
    await visible(row.getByText("129,00"));
    await screenshot(page, "liste");

    await page.setViewportSize(PHONE);
    await visible(row);
    await screenshot(page, "telephone");
  });

  it("un nouveau bail montre l'IRL publié à sa date de création", async () => {
    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/dossiers/new`);
    const signature = page.getByLabel("Création du bail");
    await signature.fill("2025-12-15");
    await expect.poll(() => page.locator("#f-indiceTrim").inputValue()).toBe("3ème trimestre 2025");
    expect(await page.locator("#f-indice").inputValue()).toBe("145,77");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    await signature.fill(today);
    const expected = indiceDuBail(dernierPublie(tableIrl([]), today)!);
    await expect.poll(() => page.locator("#f-indiceTrim").inputValue()).toBe(expected.indiceTrim);
    await page.locator("#f-indiceTrim").scrollIntoViewIfNeeded();
    await screenshot(page, "bail", undefined, { fullPage: false });
  });
});
