import { describe, expect, it } from "vitest";
import { useAdminServer } from "./support/admin-server";
import { apiOk } from "./support/api";
import { DESKTOP, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";

// Issue 22, part 6: the daily job's last runs in Paramètres > Tâches, for admins. The Node server runs the job a
// second after it starts, so a fresh instance soon shows one run, finished.

const e2e = useAdminServer();
const browser = useBrowser({ viewport: DESKTOP });

describe("Paramètres > Tâches", () => {
  it("montre la dernière exécution de la tâche quotidienne, terminée, avec ce qu'elle a fait", async () => {
    // The start's run comes a second after the server listens (issue 43).
    await expect
      .poll(
        async () =>
          ((await apiOk(e2e.server, e2e.token, "GET", "/api/taches")).data as unknown[]).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);

    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/parametres/?tab=taches`);
    await visible(
      page
        .getByRole("navigation", { name: "Sections des paramètres" })
        .locator("[aria-current=page]", { hasText: "Tâches" }),
    );
    await visible(page.getByText("Voici ses dernières exécutions."));
    for (const header of ["Lancée le", "Déclencheur", "État", "Quittances créées", "Échecs"])
      await visible(page.getByRole("columnheader", { name: header }));
    const row = page.getByRole("row").filter({ hasText: "Serveur" }).first();
    await visible(row);
    await visible(row.getByText("Terminée"));
    await screenshot(page, "taches");
  });
});
