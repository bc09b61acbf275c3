import { describe, expect, it } from "vitest";
import { useAdminServer } from "./support/admin-server";
import { screenshot, useBrowser, visible } from "./support/browser";

// Issue 21: the API's reference page (/api/docs) renders its OpenAPI document in Chromium, offline: every request
// the page makes goes to the app itself, and the app's CSP blocks nothing on it.

const e2e = useAdminServer();
const browser = useBrowser();

describe("la référence de l'API", () => {
  it("s'affiche sans connexion, sans rien charger d'ailleurs, et déplie une route avec ses réponses en français", async () => {
    const { page, logs } = browser();
    const origin = new URL(e2e.server.url).origin;
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));

    const res = await page.goto(`${origin}/api/docs`);
    expect(res?.status()).toBe(200);
    await visible(page.getByRole("heading", { name: "Patrimoine Locatif — API" }));
    await visible(page.getByRole("heading", { name: "Compte locataire" }));

    const paiements = page.locator("details", { hasText: "/api/Dossier/{id}/paiements" }).first();
    await paiements.locator("summary").click();
    await visible(paiements.getByText("Encaisser un paiement"));
    await visible(paiements.getByText("montant", { exact: true }).first());
    await visible(paiements.getByText("Requête invalide", { exact: false }).first());
    await screenshot(page, "paiements");

    // The schema links lead to the components at the foot of the page.
    await paiements.getByRole("link", { name: "Erreur" }).first().click();
    expect(page.url()).toContain("#schema-Erreur");

    expect(requests.filter((u) => new URL(u).origin !== origin)).toEqual([]);
    expect(logs.filter((l) => /Content Security Policy|Refused/i.test(l))).toEqual([]);

    // The document it shows is the one the app serves.
    const doc = await (await page.request.get(`${origin}/api/openapi.json`)).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/Dossier/{id}/paiements");
  });
});
