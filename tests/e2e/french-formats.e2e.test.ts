import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiOk, seedClient } from "./support/api";
import {
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";

// Issue 7, "French amounts, dates and numbers, one way everywhere": amounts typed "1 450,50" (plain, no-break
// or narrow no-break spaces) read as 1450.50 by every money input, counts grouped ("1 000 vacants"), dates
// jj/mm/aaaa, and "today" the Paris day whatever the browser's own time zone.
const e2e = useAdminServer();

const SIZES = BUREAU_SEUL;
const SAVED = "Vos modifications ont été prises en compte.";
// The message's example keeps its digits together with a narrow no-break space; getByText matches it as a space.
const MONTANT_INVALIDE = "Montant invalide : écrivez par exemple 1 234,56.";
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
/** fr-FR prints groups with a narrow no-break space and "€" after a no-break space: compare as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const shown = async (page: Page, name: string) => plain(await box(page, name).inputValue());
const post = (path: string, body: unknown) =>
  apiOk(e2e.server, e2e.token, "POST", `/api/${path}`, body);
const get = (path: string) => apiOk(e2e.server, e2e.token, "GET", `/api/${path}`);

async function login(page: Page) {
  await signInAdmin(page, e2e.server);
}

for (const [size, viewport] of SIZES) {
  describe(`montants tapés à la française (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("les totaux en direct lisent « 1 450,50 » et « 1 200,00 », et le serveur reçoit les mêmes montants", async () => {
      const { page } = browser();
      await login(page);

      // Apartment (shared zod schema): loyer charges comprises = charges + loyer HC, live.
      await page.goto(`${e2e.server.url}/appartements/new`);
      await box(page, "Adresse").fill(`14 rue des Formats (${size})`);
      await box(page, "Code postal").fill("75011");
      await box(page, "Ville").fill("Paris");
      await box(page, "Loyer HC").fill("1 450,50");
      await box(page, "Charges").fill("120");
      expect(await shown(page, "Loyer charges comprises")).toBe("1 570,50 €");
      await box(page, "Charges").fill("1\u00a0200,00"); // a no-break space, as pasted from a document
      expect(await shown(page, "Loyer charges comprises")).toBe("2 650,50 €");
      await box(page, "Charges").fill("1\u202f200,00 €"); // what the app itself prints
      expect(await shown(page, "Loyer charges comprises")).toBe("2 650,50 €");
      await screenshot(page, "appartement-loyer-tape-a-la-francaise");
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(toast(page, "Votre appartement a été créé avec succès."));
      await page.waitForURL((u) => /^\/appartements\/\d+$/.test(u.pathname));
      const apt = await get(`Appartement/${new URL(page.url()).pathname.split("/")[2]}`);
      expect([apt.loyerHC, apt.charge, apt.loyerTCC]).toEqual([1450.5, 1200, 2650.5]);

      // Mission: total = nombre x valeur, live, and the amounts sent as typed.
      await page.goto(`${e2e.server.url}/missions/new`);
      await box(page, "Type de mission").fill("Gestion");
      await box(page, "Nombre d'appartements").fill("2");
      await box(page, "Valeur par appartement (TTC)").fill("1 200,00");
      expect(await shown(page, "Valeur totale (TTC)")).toBe("2 400,00 €");
      await box(page, "Premier acompte").fill("1 000");
      await box(page, "Second acompte").fill("1 000");
      await box(page, "Reliquat").fill("14 00"); // not grouped by three: refused with a message, not guessed
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(page.getByText(MONTANT_INVALIDE));
      expect(await box(page, "Reliquat").getAttribute("aria-invalid")).toBe("true");
      await screenshot(page, "mission-montant-refuse");
      await box(page, "Reliquat").fill("400");
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(toast(page, "Votre mission a été créée avec succès."));
      await page.waitForURL((u) => /^\/missions\/\d+$/.test(u.pathname));
      const mission = await get(`Mission/${new URL(page.url()).pathname.split("/")[2]}`);
      expect([mission.valeurMissionAppt, mission.valeurTotalMission, mission.accompte1]).toEqual([
        1200, 2400, 1000,
      ]);

      // Dossier: loyer TTC, and the fees' HT and TVA by the e2e.server's rule, live.
      await page.goto(`${e2e.server.url}/dossiers/new`);
      await box(page, "Loyer HC").fill("1 450,50");
      await box(page, "Charges").fill("120");
      expect(await shown(page, "Loyer charges comprises")).toBe("1 570,50 €");
      await box(page, "Frais de dossier TTC").fill("1 200,00");
      expect(await shown(page, "Frais de dossier HT")).toBe("1 000,00 €");
      expect(await shown(page, "Montant de TVA")).toBe("200,00 €");
      await screenshot(page, "dossier-totaux-en-direct");
    });

    it("la boîte de dialogue d'intendance enregistre « 1 800 » et nomme ce qu'elle refuse", async () => {
      const a = await post("Appartement", {
        ...valid.Appartement(),
        adresse: `3 rue de l'Intendance (${size})`,
      });
      const i = await post("Intendance", { ...valid.Intendance(a.id), dateFin: "2099-12-31" });
      const { page } = browser();
      await login(page);
      await page.goto(`${e2e.server.url}/intendance`);
      await page
        .getByRole("row")
        .filter({ hasText: `3 rue de l'Intendance (${size})` })
        .getByRole("button", { name: "Modifier" })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: "Prix TTC" }).fill("1 8000");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await visible(dialog.getByText(MONTANT_INVALIDE));
      expect(
        await dialog.getByRole("textbox", { name: "Prix TTC" }).getAttribute("aria-invalid"),
      ).toBe("true");
      await screenshot(page, "intendance-montant-refuse");
      await dialog.getByRole("textbox", { name: "Prix TTC" }).fill("1 800");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, SAVED));
      expect((await get(`Intendance/${i.id}`)).prix).toBe(1800);
      await visible(
        page
          .getByRole("row")
          .filter({ hasText: `3 rue de l'Intendance (${size})` })
          .filter({ hasText: /1\s800,00\s€/ }),
      );
      await screenshot(page, "intendance-1800-enregistre");
    });

    it("l'édition en ligne d'une mission lit « 1 450,50 »", async () => {
      const client = await seedClient(e2e.server, e2e.token, {
        nom: `Formats-${size}`,
        prenom: "Iris",
      });
      const m = await post("Mission", valid.Mission());
      await apiOk(e2e.server, e2e.token, "PUT", `/api/Mission/${m.id}/client/add/${client.id}`);
      const { page } = browser();
      await login(page);
      await page.goto(`${e2e.server.url}/client/${client.id}?tab=missions`);
      await page.getByRole("button", { name: "Modifier la ligne" }).click();
      await page.getByRole("textbox", { name: "Par appartement" }).fill("abc");
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await visible(page.getByText(MONTANT_INVALIDE));
      expect(
        await page.getByRole("textbox", { name: "Par appartement" }).getAttribute("aria-invalid"),
      ).toBe("true");
      await screenshot(page, "mission-en-ligne-montant-refuse");
      await page.getByRole("textbox", { name: "Par appartement" }).fill("1 450,50");
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await visible(toast(page, SAVED));
      expect((await get(`Mission/${m.id}`)).valeurMissionAppt).toBe(1450.5);
    });
  });
}

const frCount = (n: number) => plain(n.toLocaleString("fr-FR"));

for (const [size, viewport] of SIZES) {
  describe(`nombres et dates à la française (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("le tableau de bord groupe les milliers (« 1 000 », « 1 000 vacants ») ; l'onglet Dossiers d'un locataire date en jj/mm/aaaa", async () => {
      const before = (await get("Appartement")).data.length as number;
      const queue = Array.from({ length: Math.max(0, 1000 - before) }, (_, n) => n);
      // Eight at a time: enough to be quick, few enough not to swamp the one-connection e2e.server.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let n = queue.pop(); n !== undefined; n = queue.pop())
            await post("Appartement", { ...valid.Appartement(), adresse: `${n} rue du Compte` });
        }),
      );
      const apartments = (await get("Appartement")).data as {
        statut: string;
        enGestion: boolean;
      }[];
      expect(apartments.length).toBeGreaterThanOrEqual(1000);
      // The dashboard's "vacants": the apartments the list marks "Vacant" (its statut flag) that no caretaking
      // mission covers ('En gestion' comes first, issue 9).
      const vacants = apartments.filter((a) => a.statut === "Vacant" && !a.enGestion).length;

      const { page } = browser();
      await login(page);
      const card = page.locator('[data-slot="card"]').filter({ hasText: "Appartements" }).first();
      // The value alone in its paragraph, grouped: "1 000" (a narrow no-break space; \s matches it).
      await visible(
        card.getByText(new RegExp(`^${frCount(apartments.length).replace(/ /g, "\\s")}$`)),
      );
      expect(plain(await card.innerText())).toContain(`${frCount(vacants)} vacants`);
      await screenshot(page, "tableau-de-bord-milliers");

      const tenant = await post("Locataire", { ...valid.Locataire(), nom: `Datée-${size}` });
      const apt = await post("Appartement", {
        ...valid.Appartement(),
        adresse: `7 rue des Dates (${size})`,
      });
      await post("Dossier", { ...valid.Dossier(apt.id, tenant.id), dateEntree: "2025-03-14" });
      await page.goto(`${e2e.server.url}/locataires/${tenant.id}?tab=dossiers`);
      await visible(
        page
          .getByRole("row")
          .filter({ hasText: "7 rue des Dates" })
          // The cell's own text: on a phone its name also carries its label (the card's "Entrée").
          .getByRole("cell")
          .filter({ hasText: /^14\/03\/2025$/ }),
      );
      await screenshot(page, "locataire-onglet-dossiers");
    });
  });
}

// "Today" is the Paris day: each browser runs far from Paris, at an instant when its own calendar disagrees.
const ZONES = [
  // 23:30 UTC on 31/12/2026: 00:30 on 1/1/2027 in Paris, 15:30 on 31/12/2026 in Los Angeles.
  {
    zone: "America/Los_Angeles",
    instant: "2026-12-31T23:30:00Z",
    paris: { day: "01/01/2027", month: "Janvier 2027", year: "2027" },
  },
  // 12:00 UTC on 31/12/2026: 13:00 on 31/12/2026 in Paris, 02:00 on 1/1/2027 in Kiritimati (UTC+14).
  {
    zone: "Pacific/Kiritimati",
    instant: "2026-12-31T12:00:00Z",
    paris: { day: "31/12/2026", month: "Décembre 2026", year: "2026" },
  },
];

for (const { zone, instant, paris } of ZONES)
  for (const [size, viewport] of SIZES) {
    describe(`dates de Paris dans un navigateur réglé sur ${zone} (${size})`, () => {
      const browser = useBrowser({ timezoneId: zone, viewport });

      it("les quittances s'ouvrent sur le mois et l'année de Paris, et une intendance commence par défaut le jour de Paris", async () => {
        const { page, context } = browser();
        await context.clock.setFixedTime(new Date(instant));
        // The browser's own calendar really is on the other side of midnight.
        expect(await page.evaluate(() => new Date().getFullYear())).not.toBe(Number(paris.year));
        await login(page);

        await page.goto(`${e2e.server.url}/quitances`);
        await visible(page.getByText(paris.month, { exact: true }));
        await screenshot(page, `quittances-mois-de-paris-${size}`);
        await page.goto(`${e2e.server.url}/quitances/year`);
        await visible(page.getByText(paris.year, { exact: true }));

        await page.goto(`${e2e.server.url}/intendance`);
        await page.getByRole("button", { name: "Nouvelle intendance" }).click();
        const dialog = page.getByRole("dialog");
        await visible(dialog);
        expect(await dialog.getByRole("textbox", { name: "Début", exact: true }).inputValue()).toBe(
          paris.day,
        );
        await screenshot(page, `intendance-debut-jour-de-paris-${size}`);
        await dialog.getByRole("button", { name: "Ouvrir le calendrier" }).first().click();
        await page.getByRole("button", { name: "Aujourd'hui" }).click();
        expect(await dialog.getByRole("textbox", { name: "Début", exact: true }).inputValue()).toBe(
          paris.day,
        );
        await waitForPath(page, "/intendance");
      });
    });
  }
