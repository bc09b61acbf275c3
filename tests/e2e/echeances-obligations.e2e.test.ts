import { describe, expect, it } from "vitest";
import { addDays, parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { apiOk } from "./support/api";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { violations } from "./support/axe";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { download } from "./support/files";

// Issue 73, items 5 and 6 on screen: the calendar shows and filters the new kinds in French; the mandate's screen
// downloads its L215-1 letter and records a renewal after a confirmation; the lot's form has zoneRisques/zoneBruit;
// the DPE's dialog takes the class after an ADEME attestation.
const e2e = useAdminServer();
const aujourdhui = parisDate(new Date());

async function seed(label: string) {
  const post = (path: string, body?: unknown) =>
    apiOk(e2e.server, e2e.token, "POST", `/api/${path}`, body);
  const proprietaire = await post("Client", { ...valid.Client(), nom: `Mandant${label}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `7 rue du Préavis ${label}`,
  });
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Preavis${label}` });
  await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2025-02-01",
    dateCreationBail: "2025-01-20",
    dateDebutBail: "2025-02-01",
    dateDebutPreavis: aujourdhui,
    dateFinPreavis: addDays(aujourdhui, 20),
    numFraisDossier: `FD-73-${label}`,
  });
  const m = await post("Mission", {
    type: "Mandat de gestion",
    nbAppart: 1,
    honorairesGestionHT: 6,
    dateSignature: "2024-02-01",
    dureeMandatMois: 12,
    reconductionsMax: 3,
  });
  await apiOk(e2e.server, e2e.token, "PUT", `/api/Mission/${m.id}/client/add/${proprietaire.id}`);
  await apiOk(e2e.server, e2e.token, "PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`);
  return { a, m, locataire: `Léa Preavis${label}` };
}

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`le calendrier complet (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("montre et filtre les nouvelles échéances, la lettre de reconduction du mandat", async () => {
      const s = await seed(size);
      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/echeances`);
      await visible(page.getByText(/\d+ échéances?( :|\.)/));
      await screenshot(page, "calendrier");
      // Each new kind in the type filter, in French: the notice's end, then the insurance's formal notice.
      const preavis = page.getByText(`Fin du préavis de ${s.locataire}`);
      const miseEnDemeure = page.getByText(`Mettre en demeure ${s.locataire}`);
      await page.getByLabel("Type").click();
      await page.getByRole("option", { name: "Fin de préavis" }).click();
      await visible(preavis);
      await expect.poll(() => miseEnDemeure.count()).toBe(0);
      await page.getByLabel("Type").click();
      await page.getByRole("option", { name: "Mise en demeure d'assurance" }).click();
      await visible(miseEnDemeure);
      await expect.poll(() => preavis.count()).toBe(0);
      await page.getByLabel("Type").click();
      await page.getByRole("option", { name: "Reconduction du mandat (lettre L215-1)" }).click();
      await visible(
        page.getByText(
          new RegExp(`lettre d'information sur la reconduction à envoyer à Élise Mandant${size}`),
        ),
      );
      expect(await violations(page, "main")).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, "filtre-preavis");

      await page.goto(`${e2e.server.url}/missions/${s.m.id}?tab=documents`);
      await visible(page.getByText("Reconduction du mandat", { exact: true }));
      await visible(page.getByText("Reconductions enregistrées : 0 sur 3."));
      const pdf = await download(page, () =>
        page.getByRole("button", { name: "Télécharger la lettre de reconduction (PDF)" }).click(),
      );
      expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
      await page.getByRole("button", { name: "Enregistrer une reconduction" }).click();
      await visible(
        page.getByRole("alertdialog").getByText("Cette action ne peut pas être annulée."),
      );
      await screenshot(page, "reconduction-confirmation");
      await page.getByRole("alertdialog").getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      await visible(page.getByText("Reconductions enregistrées : 1 sur 3."));
      await screenshot(page, "mandat");
    });

    it("la fiche de l'appartement et le DPE après attestation", async () => {
      const s = await seed(`${size}-lot`);
      const { page } = browser();
      await signInAdmin(
        page,
        e2e.server,
        `${e2e.server.url}/appartements/${s.a.id}?tab=diagnostics`,
      );
      const liste = page.getByRole("list", { name: "Diagnostics de l'appartement" });
      const ligne = (nom: RegExp) => liste.getByRole("listitem", { name: nom });
      await visible(ligne(/zones de bruit/).getByText("Non requis", { exact: true }));
      await visible(ligne(/Surface/).getByText("Mentionné dans le bail (non annexé)"));
      await ligne(/DPE/)
        .getByRole("button", { name: /Saisir/ })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Date de réalisation").fill("01/06/2024");
      await dialog.getByRole("combobox", { name: "Classe énergie" }).click();
      await page.getByRole("option", { name: "G", exact: true }).click();
      await dialog.getByRole("combobox", { name: "Classe après attestation ADEME" }).click();
      await page.getByRole("option", { name: "E", exact: true }).click();
      await dialog.getByLabel("Date de l'attestation").fill("15/09/2025");
      await screenshot(page, "dpe-attestation");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      await visible(ligne(/DPE/).getByText(/classe E après attestation du 15\/09\/2025/));
      await expect
        .poll(() => page.getByRole("alert").filter({ hasText: "classé G" }).count())
        .toBe(0);
      await screenshot(page, "diagnostics");
      const lot = await apiOk(e2e.server, e2e.token, "GET", `/api/Appartement/${s.a.id}`);
      expect(lot.classeEnergie).toBe("E");

      // The lot's form: the commune exposed to a risk (checked by default) and the airport noise zone.
      await page.getByRole("link", { name: "Modifier", exact: true }).click();
      await page.getByRole("tab", { name: "Détails" }).click();
      const risques = page.getByLabel("Commune exposée à un risque (état des risques à annexer)");
      await risques.scrollIntoViewIfNeeded();
      expect(await risques.isChecked()).toBe(true);
      await page.getByLabel("Zone de bruit d'un aérodrome (plan d'exposition au bruit)").check();
      await screenshot(page, "fiche-zones", undefined, { fullPage: false });
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      await visible(page.getByRole("link", { name: "Modifier", exact: true }));
      // Saving the lot's form keeps the class the attestation gave (the record was read again after the DPE).
      const apres = await apiOk(e2e.server, e2e.token, "GET", `/api/Appartement/${s.a.id}`);
      expect(apres).toMatchObject({ classeEnergie: "E", zoneBruit: true, zoneRisques: true });
      await page.getByRole("tab", { name: "Diagnostics" }).click();
      await visible(ligne(/zones de bruit/).getByText("Manquant", { exact: true }));
    });
  });
}
