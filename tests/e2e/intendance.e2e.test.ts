import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { plain } from "./support/lists";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { addMonths, addYears, parisDate } from "../../worker/domain/dates";
import { nextDownload } from "./support/files";

// Issue 9, caretaking missions and expenses: an apartment's Intendance tab (current and history), a mission
// created with its HT shown while typing, renewed once and not twice, expenses recorded with their required
// fields, the paid switch in place; the list's filters. At 1440 px (its screens at 390 px: phone-routes).
const e2e = useAdminServer();

const SIZES = BUREAU_SEUL;
const today = parisDate(new Date());
const inDays = (n: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const fr = (iso: string) => iso.split("-").reverse().join("/");
const dialog = (page: Page) => page.getByRole("dialog");
const box = (page: Page, name: string) => dialog(page).getByRole("textbox", { name, exact: true });
const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const rowIn = (page: Page, title: string, text: string | RegExp) =>
  section(page, title).getByRole("row").filter({ hasText: text });

for (const [size, viewport] of SIZES) {
  describe(`intendance d'un appartement (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("une mission créée (HT en direct), renouvelée une fois et pas deux ; une dépense enregistrée ; réglé basculé sur place", async () => {
      const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        adresse: `12 rue de la Garde (${size})`,
        codePostal: "75011",
        ville: "Paris",
      });
      // A finished mission, not paid: the history, whose paid switch is toggled below.
      const past = await apiOk(e2e.server, e2e.token, "POST", "/api/Intendance", {
        AppartementId: a.id,
        dateDepart: "2024-01-01",
        dateFin: "2024-12-31",
        prix: 240,
        tva: 20,
      });
      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/appartements/${a.id}?tab=intendance`);
      await visible(rowIn(page, "Historique", "31/12/2024"));

      // A running mission, ending in a fortnight: the form's rate is 20 % and its HT follows the typed price.
      const debut = addMonths(today, -11);
      const fin = inDays(14);
      await page.getByRole("button", { name: "Nouvelle intendance" }).click();
      await visible(dialog(page).getByRole("heading", { name: "Nouvelle intendance" }));
      expect(await box(page, "TVA (%)").inputValue()).toBe("20");
      await box(page, "Début").fill(fr(debut));
      await box(page, "Fin").fill(fr(fin));
      await box(page, "Prix TTC").fill("150");
      expect(plain(await box(page, "Prix HT").inputValue())).toBe("125,00 €");
      await box(page, "Prix TTC").fill("1 000");
      expect(plain(await box(page, "Prix HT").inputValue())).toBe("833,33 €");
      await screenshot(page, "nouvelle-intendance");
      await dialog(page).getByRole("button", { name: "Ajouter" }).click();
      await visible(toast(page, "Votre intendance a été créée avec succès."));
      const current = rowIn(page, "Intendance en cours", fr(fin));
      await visible(current);
      expect(plain(await current.innerText())).toContain("833,33 €");
      // Covered today, the lot is « En gestion » (the dashboard's word) beside its status (walk 94: « Vacant » alone).
      await visible(page.getByTestId("record-second-status").filter({ hasText: "En gestion" }));
      expect(await page.getByTestId("record-status").innerText()).toBe("Vacant");

      // Renewal, confirmed: the same mission one year later at 100 € HT; the renewed one's button is then disabled.
      await current.getByRole("button", { name: "Renouveler" }).click();
      const confirm = page.getByRole("alertdialog");
      await visible(confirm);
      expect(plain(await confirm.innerText())).toContain(
        `du ${fr(addYears(debut, 1))} au ${fr(addYears(fin, 1))}, à 100,00 € HT`,
      );
      await screenshot(page, "confirmer-renouvellement", undefined, { fullPage: false });
      await confirm.getByRole("button", { name: "Renouveler" }).click();
      await visible(toast(page, "L'intendance a bien été renouvelée."));
      const renewed = rowIn(page, "Intendance en cours", fr(addYears(fin, 1)));
      await visible(renewed);
      expect(plain(await renewed.innerText())).toContain("120,00 €");
      expect(plain(await renewed.innerText())).toContain("100,00 €");
      await visible(current.getByRole("button", { name: "Déjà renouvelée" }));
      expect(await current.getByRole("button", { name: "Déjà renouvelée" }).isDisabled()).toBe(
        true,
      );
      await screenshot(page, "renouvelee");

      // Not twice: the e2e.server refuses a second renewal of the same mission, in French.
      const rows = (
        await apiOk(e2e.server, e2e.token, "GET", `/api/Intendance?AppartementId=${a.id}`)
      ).data as { id: number; dateFin: string; renouvele: boolean }[];
      const first = rows.find((r) => r.dateFin === fin)!;
      const again = await apiCall(
        e2e.server,
        e2e.token,
        "POST",
        `/api/Intendance/${first.id}/renouveler`,
      );
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe("Cette intendance a déjà été renouvelée.");
      expect(rows).toHaveLength(3);

      // The history's paid switch: one click, recorded by the e2e.server, still on after a reload.
      const pastRow = rowIn(page, "Historique", "31/12/2024");
      await pastRow.getByRole("switch").click();
      await expect
        .poll(
          async () =>
            (await apiOk(e2e.server, e2e.token, "GET", `/api/Intendance/${past.id}`)).regle,
        )
        .toBe(true);
      await page.reload();
      expect(
        await rowIn(page, "Historique", "31/12/2024")
          .getByRole("switch")
          .getAttribute("aria-checked"),
      ).toBe("true");

      // The mission order: its PDF generated from the row, its signed copy sent for the running mission.
      const download = nextDownload(page);
      await renewed.getByRole("button", { name: "Ordre de mission" }).click();
      expect((await download).suggestedFilename()).toMatch(
        /^Ordre de mission d'intendance \d+\.pdf$/,
      );
      const signed = page
        .locator('[data-signed-copy="ordreMission"]')
        .filter({ hasText: `du ${fr(debut)} au ${fr(fin)}` });
      await visible(signed.getByText("Aucune copie signée."));
      await signed.locator("input[type=file]").setInputFiles({
        name: "ordre-signe.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% ordre signé\n%%EOF\n"),
      });
      await visible(toast(page, "Votre document a bien été envoyé."));
      await visible(signed.getByText("Copie signée enregistrée."));
      expect(
        (await apiOk(e2e.server, e2e.token, "GET", `/api/Intendance/${first.id}`)).ordreMission,
      ).toMatch(/^\/files\//);
      await screenshot(page, "ordre-de-mission-signe");

      // An expense: intitulé, montant and n° de facture required; Virement by default; "1 450,50" read as typed.
      await page.getByRole("button", { name: "Nouvelle dépense" }).click();
      await visible(dialog(page).getByRole("heading", { name: "Nouvelle dépense" }));
      expect(
        await dialog(page).getByRole("radio", { name: "Virement" }).getAttribute("aria-checked"),
      ).toBe("true");
      await dialog(page).getByRole("button", { name: "Ajouter" }).click();
      await visible(toast(page, "Veuillez renseigner les champs obligatoires."));
      for (const name of ["Intitulé", "Montant", "N° de facture"])
        expect(await box(page, name).getAttribute("aria-invalid"), name).toBe("true");
      await screenshot(page, "depense-champs-obligatoires");
      await box(page, "Intitulé").fill("Plombier");
      await box(page, "Montant").fill("1 450,50");
      await box(page, "N° de facture").fill(`F-778-${size}`);
      // Issue 60: the nature of the charge, « Autre » by default, chosen from the French list.
      const nature = dialog(page).getByRole("combobox", { name: "Nature de la charge" });
      expect(plain(await nature.innerText())).toBe("Autre");
      await nature.click();
      for (const label of [
        "Travaux d'entretien et de réparation",
        "Travaux d'amélioration",
        "Assurance propriétaire non occupant",
        "Taxe foncière",
        "Taxe d'enlèvement des ordures ménagères (récupérable)",
        "Provisions de copropriété",
        "Régularisation de copropriété",
        "Frais de procédure",
      ])
        await visible(page.getByRole("option", { name: label, exact: true }));
      // What the screen shows (a full-page shot resizes the window, which closes the list).
      await screenshot(page, "depense-nature", undefined, { fullPage: false });
      await page.getByRole("option", { name: "Travaux d'entretien et de réparation" }).click();
      expect(plain(await nature.innerText())).toBe("Travaux d'entretien et de réparation");
      await dialog(page).getByRole("button", { name: "Ajouter" }).click();
      await visible(toast(page, "Votre dépense a été créée avec succès."));
      await hidden(dialog(page));
      const expense = rowIn(page, "Dépenses", `F-778-${size}`);
      await visible(expense);
      expect(plain(await expense.innerText())).toMatch(/Plombier.*1 450,50 €.*Virement/);
      await expense.getByRole("switch").click();
      await expect
        .poll(
          async () =>
            (
              (
                await apiOk(
                  e2e.server,
                  e2e.token,
                  "GET",
                  `/api/Intendance?AppartementId=${a.id}&nature=depense`,
                )
              ).data as { regle: boolean }[]
            )[0]?.regle,
        )
        .toBe(true);
      const [saved] = (
        await apiOk(
          e2e.server,
          e2e.token,
          "GET",
          `/api/Intendance?AppartementId=${a.id}&nature=depense`,
        )
      ).data as { natureCharge: string }[];
      expect(saved?.natureCharge).toBe("travaux_entretien");
      await screenshot(page, "onglet-intendance");

      // Issue 60 (ADR 075): the lot's non-deductible provisions of a year, for line 230; the year checked in French.
      await page.getByRole("button", { name: "Provisions non déductibles" }).click();
      await visible(
        dialog(page).getByRole("heading", { name: "Provisions de copropriété non déductibles" }),
      );
      await box(page, "Année des provisions").fill("1999");
      await box(page, "Part non déductible (€)").fill("80");
      await dialog(page).getByRole("button", { name: "Enregistrer" }).click();
      await visible(dialog(page).getByText("L'année doit être comprise entre 2000 et 2100."));
      await box(page, "Année des provisions").fill("2025");
      await screenshot(page, "provisions-non-deductibles");
      await dialog(page).getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Provisions 2025 non déductibles enregistrées."));
      await hidden(dialog(page));
      const lu = await apiOk(e2e.server, e2e.token, "GET", `/api/Appartement/${a.id}/copropriete`);
      expect(lu.annees).toMatchObject([{ annee: 2025, nonDeductible: 80 }]);
    });
  });
}

/** The number a dashboard card shows, and its detail line. */
async function cardOf(page: Page, label: string) {
  const card = page
    .locator("[data-slot=card]")
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  await visible(card.locator("p.text-3xl"));
  return {
    value: Number(plain(await card.locator("p.text-3xl").innerText()).replace(/\s/g, "")),
    text: plain(await card.locator("p.text-xs").innerText()),
  };
}
const footer = async (page: Page) =>
  plain(await page.locator("[data-slot=table-count]").first().innerText());
/** "1–7 sur 7 lignes" -> 7; an empty table (no footer, its one cell saying so) -> 0; still loading -> null. */
async function listedNow(page: Page): Promise<number | null> {
  if ((await page.locator("[data-slot=table-count]").count()) > 0) {
    const m = /sur ([\d\s]+) ligne/.exec(await footer(page));
    return m ? Number(m[1]!.replace(/\s/g, "")) : null;
  }
  return (await page.getByRole("cell", { name: /^Aucun/ }).count()) > 0 ? 0 : null;
}
/** Waits for the table to show this many rows (it loads, or follows a filter), then says how many it shows. */
const expectListed = (page: Page, n: number, what: string) =>
  expect.poll(() => listedNow(page), { message: what }).toBe(n);

for (const [size, viewport] of SIZES) {
  describe(`la liste des intendances et le tableau de bord disent la même chose (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("filtres En cours / Non renouvelées / Toutes / Dépenses = cartes du tableau de bord ; réglé dans la liste ; renouveler depuis le tableau de bord", async () => {
      const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        adresse: `5 quai de l'Échéance (${size})`,
        codePostal: "75010",
        ville: "Paris",
      });
      const ending = await apiOk(e2e.server, e2e.token, "POST", "/api/Intendance", {
        AppartementId: a.id,
        dateDepart: addMonths(today, -11),
        dateFin: inDays(10),
        prix: 360,
        tva: 20,
      });
      await apiOk(e2e.server, e2e.token, "POST", "/api/Intendance", {
        nature: "depense",
        AppartementId: a.id,
        intitule: "Serrurier",
        montant: 95,
        numFacture: `S-${size}`,
      });
      const { page } = browser();
      await signInAdmin(page, e2e.server);

      const enCours = await cardOf(page, "Intendances en cours");
      const m =
        /^(\d{1,3}(?: \d{3})*) au total · (\d{1,3}(?: \d{3})*) non renouvelées? · (\d{1,3}(?: \d{3})*) dépenses?$/.exec(
          enCours.text,
        )!;
      const [total, nonRenouvelees, depenses] = [m[1]!, m[2]!, m[3]!].map((n) =>
        Number(n.replace(/\s/g, "")),
      ) as [number, number, number];
      const apparts = await cardOf(page, "Appartements");
      const gestion = await cardOf(page, "En gestion");
      // The four statuses add up to the total.
      const parts = [
        ...apparts.text.matchAll(
          /(\d{1,3}(?: \d{3})*) (?:louées?|en gestion|vacants?|en travaux)/g,
        ),
      ].map((x) => Number(x[1]!.replace(/\s/g, "")));
      expect(parts).toHaveLength(4);
      expect(parts.reduce((s, n) => s + n, 0)).toBe(apparts.value);
      const aRenouveler = page
        .locator("[data-slot=card]")
        .filter({ has: page.getByText("Intendances à renouveler", { exact: true }) });
      await visible(
        aRenouveler.getByRole("row").filter({ hasText: `5 quai de l'Échéance (${size})` }),
      );
      await screenshot(page, `tableau-de-bord-${size}`);

      // The list's filters count what the cards say.
      await page.goto(`${e2e.server.url}/intendance/`);
      await expectListed(page, enCours.value, "En cours");
      await page.getByRole("radio", { name: "Non renouvelées" }).click();
      await expectListed(page, nonRenouvelees, "Non renouvelées");
      await page.getByRole("radio", { name: "Toutes" }).click();
      await expectListed(page, total, "Toutes");
      await screenshot(page, `liste-toutes-${size}`);
      await page.getByRole("radio", { name: "Dépenses" }).click();
      await expectListed(page, depenses, "Dépenses");
      const expense = page.getByRole("row").filter({ hasText: `S-${size}` });
      await visible(expense);
      expect(plain(await expense.innerText())).toContain(`5 quai de l'Échéance (${size})`);
      await screenshot(page, `liste-depenses-${size}`);
      await page.goto(`${e2e.server.url}/appartements/?gestion=oui`);
      await expectListed(page, gestion.value, "En gestion");
      await page.goto(`${e2e.server.url}/appartements/`);
      await expectListed(page, apparts.value, "Appartements");

      // Paid, in the list: one click on the row's switch, kept by the e2e.server.
      await page.goto(`${e2e.server.url}/intendance/?filtre=all`);
      const row = page.getByRole("row").filter({ hasText: `5 quai de l'Échéance (${size})` });
      await row.getByRole("switch").click();
      await expect
        .poll(
          async () =>
            (await apiOk(e2e.server, e2e.token, "GET", `/api/Intendance/${ending.id}`)).regle,
        )
        .toBe(true);

      // Renewed from the dashboard: it leaves the table, the counts follow.
      await page.goto(`${e2e.server.url}/`);
      const line = aRenouveler
        .getByRole("row")
        .filter({ hasText: `5 quai de l'Échéance (${size})` });
      await line.getByRole("button", { name: "Renouveler" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Renouveler" }).click();
      await visible(toast(page, "L'intendance a bien été renouvelée."));
      await hidden(line);
      // The dashboard is read again after the renewal: wait for its new figures.
      await expect
        .poll(async () => (await cardOf(page, "Intendances en cours")).value)
        .toBe(enCours.value + 1);
      expect((await cardOf(page, "Intendances en cours")).text).toContain(`${total + 1} au total`);
      await screenshot(page, `tableau-de-bord-apres-renouvellement-${size}`);
    });
  });
}
