import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOk, seedClient } from "./support/api";
import { useAdminServer } from "./support/admin-server";
import { violations } from "./support/axe";
import {
  DESKTOP,
  hidden,
  loginUI,
  pathname,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { apartment, lease, tenant } from "./support/lists";

// Issue 25, part 3: leaving a form or a grid with changes asks "Quitter sans enregistrer ?" (Quitter / Rester),
// through the app's own links and when the tab is closed; nothing is asked when nothing changed or once saved.
// Issue 42, item 1: nothing typed is lost: a save the network or the server lets down keeps the form, says why in
// French and offers "Réessayer"; the browser's Back asks too; a draft kept in the browser is offered back.
const e2e = useAdminServer();
const browser = useBrowser({ viewport: { width: 1440, height: 900 } });

const QUESTION = "Quitter sans enregistrer ?";
const sidebarLink = (page: Page, name: string) =>
  page.getByRole("complementary", { name: "Navigation principale" }).getByRole("link", { name });
const dialog = (page: Page) => page.getByRole("alertdialog").filter({ hasText: QUESTION });

async function login(page: Page) {
  await signInAdmin(page, e2e.server);
}

describe("modifications non enregistrées", () => {
  it("un formulaire modifié demande avant de partir : Rester garde la saisie, Quitter part", async () => {
    const c = await seedClient(e2e.server, e2e.token, { nom: "Garde", prenom: "Inès" });
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/client/${c.id}/edit`);
    const nom = page.getByRole("textbox", { name: "Nom", exact: true });
    await nom.fill("Garde-Modifié");

    await sidebarLink(page, "Appartements").click();
    await visible(dialog(page));
    await screenshot(page, "question", undefined, { fullPage: false });
    await dialog(page).getByRole("button", { name: "Rester" }).click();
    expect(pathname(page)).toBe(`/client/${c.id}/edit`);
    expect(await nom.inputValue()).toBe("Garde-Modifié");

    await sidebarLink(page, "Appartements").click();
    await dialog(page).getByRole("button", { name: "Quitter" }).click();
    await waitForPath(page, "/appartements/");
    const saved = await apiOk(e2e.server, e2e.token, "GET", `/api/Client/${c.id}`);
    expect(saved.nom).toBe("Garde");
  });

  it("rien n'est demandé sans modification, ni après l'enregistrement, ni après Annuler", async () => {
    const c = await seedClient(e2e.server, e2e.token, { nom: "Libre", prenom: "Paul" });
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/client/${c.id}/edit`);
    await visible(page.getByRole("textbox", { name: "Nom", exact: true }));
    await sidebarLink(page, "Appartements").click();
    await waitForPath(page, "/appartements/");

    await page.goto(`${e2e.server.url}/client/${c.id}/edit`);
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Libre-Enregistré");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await waitForPath(page, `/client/${c.id}`);
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await sidebarLink(page, "Appartements").click();
    await waitForPath(page, "/appartements/");
    expect(await dialog(page).count()).toBe(0);

    await page.goto(`${e2e.server.url}/client/${c.id}/edit`);
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Abandon");
    await page.getByRole("button", { name: "Annuler" }).click();
    await waitForPath(page, `/client/${c.id}`);
    expect(await dialog(page).count()).toBe(0);
  });

  it("la grille du mobilier modifiée demande avant de partir", async () => {
    const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", apartment("garde"));
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/appartements/${a.id}?tab=mobilier`);
    await visible(page.getByTestId("ligne-mobilier").first());
    await page.getByRole("button", { name: "Ajouter un meuble" }).click();
    await sidebarLink(page, "Clients").click();
    await visible(dialog(page));
    await dialog(page).getByRole("button", { name: "Rester" }).click();
    expect(await page.getByTestId("ligne-mobilier").count()).toBe(12);
    await sidebarLink(page, "Clients").click();
    await dialog(page).getByRole("button", { name: "Quitter" }).click();
    await waitForPath(page, "/client/");
  });

  it("l'état des lieux en cours de saisie demande avant de partir", async () => {
    const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", apartment("edl"));
    const l = await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", tenant("Inventaire"));
    const d = await apiOk(e2e.server, e2e.token, "POST", "/api/Dossier", lease(a.id, l.id));
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/dossiers/${d.id}?tab=etats`);
    await page.getByRole("button", { name: "Saisir l'état des lieux d'entrée" }).click();
    const lieu = page.getByRole("textbox", { name: "Lieu", exact: true });
    await lieu.fill("Paris 11e, sur place");
    await sidebarLink(page, "Locataires").click();
    await visible(dialog(page));
    await dialog(page).getByRole("button", { name: "Rester" }).click();
    expect(await lieu.inputValue()).toBe("Paris 11e, sur place");
    // The header's back arrow asks too.
    await page.getByRole("button", { name: "Retour" }).click();
    await visible(dialog(page));
    await dialog(page).getByRole("button", { name: "Quitter" }).click();
    await page.waitForURL((url) => url.pathname !== `/dossiers/${d.id}`);
  });

  it("une ligne en cours de création dans une table demande avant de partir", async () => {
    const m = await apiOk(e2e.server, e2e.token, "POST", "/api/Mission", {
      type: "Gestion locative",
      nbAppart: 1,
      accompte1: 1,
      accompte2: 1,
      reliquat: 1,
      valeurMissionAppt: 3,
    });
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/missions/${m.id}?tab=paiements`);
    await page.getByRole("button", { name: "Nouvel acompte" }).click();
    await visible(page.getByRole("button", { name: "Enregistrer la ligne" }));
    await sidebarLink(page, "Clients").click();
    await visible(dialog(page));
    await dialog(page).getByRole("button", { name: "Quitter" }).click();
    await waitForPath(page, "/client/");
  });

  it("fermer une fenêtre de saisie modifiée (Échap) demande aussi", async () => {
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/parametres?tab=variables`);
    await page
      .getByRole("row")
      .filter({ hasText: "tva" })
      .getByRole("button", { name: "Modifier" })
      .click();
    const form = page.getByRole("dialog");
    const valeur = form.getByRole("textbox", { name: "Valeur" });
    await valeur.fill("7");
    await page.keyboard.press("Escape");
    await visible(dialog(page));
    await dialog(page).getByRole("button", { name: "Rester" }).click();
    expect(await valeur.inputValue()).toBe("7");
    await page.keyboard.press("Escape");
    await dialog(page).getByRole("button", { name: "Quitter" }).click();
    await hidden(form);
  });

  it("fermer l'onglet avec une saisie en cours demande confirmation au navigateur", async () => {
    const c = await seedClient(e2e.server, e2e.token, { nom: "Onglet", prenom: "Léa" });
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/client/${c.id}/edit`);
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Onglet-Modifié");
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", async (d) => {
        resolve(d.type());
        await d.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
  });

  it("un enregistrement qui échoue garde le formulaire (1440 et 390 px), Retour demande, le brouillon est proposé", async () => {
    const { page, context } = browser();
    // Remembered (localStorage): the second tab below opens logged in.
    await loginUI(page, e2e.server, e2e.server.admin.email, e2e.server.admin.password, {
      expectPath: "/",
      remember: true,
    });
    for (const [label, size] of [
      ["1440", DESKTOP],
      ["390", PHONE],
    ] as const) {
      await page.setViewportSize(size);
      const c = await seedClient(e2e.server, e2e.token, { nom: `Panne${label}`, prenom: "Ève" });
      const edit = `/client/${c.id}/edit`;
      await page.goto(`${e2e.server.url}/client/${c.id}`);
      await page.getByRole("link", { name: "Modifier" }).click();
      await waitForPath(page, edit);
      const nom = page.getByRole("textbox", { name: "Nom", exact: true });
      await nom.fill(`Panne${label}-Modifié`);

      // The server stops mid-save: the form stays, with its values, the reason and "Réessayer"; never /404.
      let answer: "down" | "error" | "up" = "down";
      await page.route(`**/api/Client/${c.id}`, (route) => {
        if (route.request().method() === "GET" || answer === "up") return route.continue();
        if (answer === "down") return route.abort("connectionrefused");
        return route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503</h1>" });
      });
      await page.getByRole("button", { name: "Enregistrer" }).click();
      const failure = page.getByRole("alert").filter({ hasText: "rien n'a été enregistré" });
      await visible(failure.filter({ hasText: "Le serveur est injoignable" }));
      expect(pathname(page)).toBe(edit);
      expect(await nom.inputValue()).toBe(`Panne${label}-Modifié`);
      await screenshot(page, `echec-${label}`, undefined, { fullPage: false });
      expect(await violations(page)).toEqual([]);

      // On a phone the same failure on the same form: the message and the form on its screen, read by axe. The
      // recovery that follows (Back, the draft in another tab, Quitter) does not depend on the width: 1440 px only.
      if (label === "1440") {
        answer = "error";
        await failure.getByRole("button", { name: "Réessayer" }).click();
        await visible(failure.filter({ hasText: "Le serveur a rencontré une erreur" }));
        answer = "up";
        await context.setOffline(true);
        await failure.getByRole("button", { name: "Réessayer" }).click();
        await visible(failure.filter({ hasText: "Vous êtes hors ligne" }));
        await context.setOffline(false);
        answer = "down";
        expect(pathname(page)).toBe(edit);

        // The browser's Back with changes asks; "Rester" keeps the form as typed.
        await page.goBack();
        await visible(dialog(page));
        await dialog(page).getByRole("button", { name: "Rester" }).click();
        expect(pathname(page)).toBe(edit);
        expect(await nom.inputValue()).toBe(`Panne${label}-Modifié`);

        // The same form opened elsewhere (another tab, after a crash) offers the draft back.
        const other = await context.newPage();
        await other.setViewportSize(size);
        await other.goto(`${e2e.server.url}${edit}`);
        const offer = other.getByRole("region", { name: "Brouillon non enregistré" });
        await visible(
          offer.getByText(
            /^Un brouillon non enregistré du \d\d\/\d\d\/\d{4} à \d\d:\d\d existe\.$/,
          ),
        );
        await screenshot(other, `brouillon-${label}`, undefined, { fullPage: false });
        expect(await violations(other)).toEqual([]);
        const otherNom = other.getByRole("textbox", { name: "Nom", exact: true });
        expect(await otherNom.inputValue()).toBe(`Panne${label}`);
        await offer.getByRole("button", { name: "Restaurer" }).click();
        await hidden(offer);
        expect(await otherNom.inputValue()).toBe(`Panne${label}-Modifié`);
        await other.close();
      }

      // Back up: "Réessayer" saves, and the draft is gone.
      answer = "up";
      await failure.getByRole("button", { name: "Réessayer" }).click();
      await waitForPath(page, `/client/${c.id}`);
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      await page.unrouteAll();
      const saved = await apiOk(e2e.server, e2e.token, "GET", `/api/Client/${c.id}`);
      expect(saved.nom).toBe(`Panne${label}-Modifié`);
      expect(await draftKeys(page)).toEqual([]);

      if (label === "1440") {
        // Back again with changes: "Quitter" leaves, and gives the draft up.
        await page.getByRole("link", { name: "Modifier" }).click();
        await waitForPath(page, edit);
        await nom.fill("Abandonné");
        await expect.poll(() => draftKeys(page)).toHaveLength(1);
        await page.goBack();
        await dialog(page).getByRole("button", { name: "Quitter" }).click();
        await waitForPath(page, `/client/${c.id}`);
        expect(await draftKeys(page)).toEqual([]);
      }
    }

    // A creation's Annuler leaves without a question and gives its draft up.
    await page.setViewportSize(DESKTOP);
    await sidebarLink(page, "Clients").click();
    await waitForPath(page, "/client/");
    await page.getByRole("link", { name: "Nouveau client" }).click();
    await waitForPath(page, "/client/new");
    const nouveau = page.getByRole("textbox", { name: "Nom", exact: true });
    await nouveau.fill("Annulé");
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    await page.getByRole("button", { name: "Annuler" }).click();
    await waitForPath(page, "/client/");
    expect(await dialog(page).count()).toBe(0);
    expect(await draftKeys(page)).toEqual([]);

    // Logging out removes the user's drafts: a shared computer shows them to no one else.
    await page.getByRole("link", { name: "Nouveau client" }).click();
    await nouveau.fill("Brouillon");
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    page.once("dialog", (d) => void d.accept());
    await page.goto(`${e2e.server.url}/`);
    expect(await draftKeys(page)).toHaveLength(1);
    await sidebarLink(page, "Déconnexion").click();
    await waitForPath(page, "/login");
    expect(await draftKeys(page)).toEqual([]);
  });
});

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("brouillon:")));
