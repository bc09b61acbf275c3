import { describe, expect, it } from "vitest";
import { useAdminServer } from "./support/admin-server";
import { apiOk, seedClient } from "./support/api";
import { violations } from "./support/axe";
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
import { apartment, lease, rowOf, tenant } from "./support/lists";

// Issue 42 item 5, "where staff look", at 1440 and 390 px: a reminder sent now for one tenant (stage chosen, letter
// previewed, sent by e-mail, seen in Paramètres > Envois); Paramètres as a side list (a select on phones); the
// guarantor's maximum and duration saved. axe finds nothing serious or critical on the dialog nor on the settings.

const e2e = useAdminServer();
const browser = useBrowser({ viewport: DESKTOP });

/** A dossier whose term is unpaid, its tenant `mail`, with a guarantor. */
async function dossierImpaye(n: string) {
  const { server, token } = e2e;
  const post = (resource: string, body: unknown) =>
    apiOk(server, token, "POST", `/api/${resource}`, body);
  const client = await seedClient(server, token, { nom: `Relance${n}`, prenom: "Anne" });
  const appart = await post("Appartement", apartment(`relance-${n}`));
  await apiOk(server, token, "PUT", `/api/Appartement/${appart.id}/owner/add/${client.id}`);
  const mail = `relance-${n}@e2e.test`;
  const locataire = await post("Locataire", { ...tenant(`Retard${n}`), mail });
  const dossier = await post("Dossier", lease(appart.id, locataire.id));
  await post("Caution", {
    nom: "Garant",
    prenom: `Paul${n}`,
    mobile: "0611223344",
    mail: `garant-${n}@e2e.test`,
    DossierId: dossier.id,
  });
  const q = await apiOk(server, token, "POST", `/api/Quitance/generate/${dossier.id}`, {
    date: "2026-10-05",
  });
  await apiOk(server, token, "GET", `/api/Quitance/switchState/false/${q.id}`);
  return { id: dossier.id as number, mail, caution: `Paul${n} Garant` };
}

describe("où regarde l'équipe (issue 42, point 5)", () => {
  it("relance maintenant un locataire à 1440 et 390 px, paramètres en liste latérale, engagement de la caution", async () => {
    const { page } = browser();
    await signInAdmin(page, e2e.server);

    for (const [size, n] of [
      [DESKTOP, "bureau"],
      [PHONE, "telephone"],
    ] as const) {
      await page.setViewportSize(size);
      const d = await dossierImpaye(n);
      await page.goto(`${e2e.server.url}/dossiers/${d.id}?tab=compte`);
      await page.getByRole("button", { name: "Relancer maintenant" }).click();
      const dialog = page.getByRole("dialog", { name: "Relancer maintenant" });
      await visible(dialog.getByText("Rappel : loyer impayé du 01/10/2026"));
      // Stage 2 also writes to the guarantor: both letters previewed.
      await dialog.getByText("Deuxième relance", { exact: true }).click();
      await visible(dialog.getByRole("article", { name: `Lettre à Monsieur ${d.caution}` }));
      await visible(dialog.getByText("Malgré notre premier rappel").first());
      // The buttons come back enabled once the stage's letters are in: axe reads them still, not mid-fade.
      await expect
        .poll(() => dialog.getByRole("button", { name: "Envoyer par e-mail" }).isEnabled())
        .toBe(true);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `relancer-${n}`);
      await dialog.getByRole("button", { name: "Envoyer par e-mail" }).click();
      await visible(toast(page, "Relance envoyée par e-mail (2 destinataires)."));
      await hidden(dialog);
      // In the outbox (the test server has no transport: the mails wait there).
      await page.goto(`${e2e.server.url}/parametres/?tab=envois`);
      await visible(rowOf(page, d.mail).first());
      expect(await rowOf(page, d.mail).first().innerText()).toContain("Deuxième relance");
    }

    // Paramètres on a phone: one column, a select of the sections.
    const select = page.getByLabel("Section", { exact: true });
    await select.selectOption("relances");
    await page.waitForURL((u) => u.searchParams.get("tab") === "relances");
    await visible(page.getByRole("heading", { name: "Relances", level: 2 }));
    expect(
      await page.getByRole("navigation", { name: "Sections des paramètres" }).isVisible(),
    ).toBe(false);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, "parametres-telephone");

    // On a desktop: the side list, the current section marked.
    await page.setViewportSize(DESKTOP);
    const nav = page.getByRole("navigation", { name: "Sections des paramètres" });
    await visible(nav.locator("[aria-current=page]", { hasText: "Relances" }));
    await nav.getByRole("link", { name: "Utilisateurs" }).click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "utilisateurs");
    await visible(nav.locator("[aria-current=page]", { hasText: "Utilisateurs" }));
    const box = await nav.boundingBox();
    const content = await page
      .getByRole("heading", { name: "Utilisateurs", level: 2 })
      .boundingBox();
    expect(content!.x).toBeGreaterThan(box!.x + box!.width); // beside, not above
    expect(await violations(page)).toEqual([]);
    await screenshot(page, "parametres-bureau");

    // The guarantor's maximum and duration (C. civ. art. 2297), saved from the dossier's Cautions tab.
    const d = await dossierImpaye("caution");
    await page.goto(`${e2e.server.url}/dossiers/${d.id}?tab=cautions`);
    await page.getByRole("button", { name: `Modifier ${d.caution}` }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Montant maximum de l'engagement").fill("20000");
    await form.getByLabel("Durée de l'engagement (mois)").fill("36");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await visible(page.getByText(/jusqu'à 20\s000,00\s€ pendant 36 mois/));
    const caution = (await apiOk(e2e.server, e2e.token, "GET", `/api/Dossier/${d.id}`)).Cautions[0];
    expect(caution).toMatchObject({ montantMaximum: 20000, dureeEngagement: 36 });
  });
});
