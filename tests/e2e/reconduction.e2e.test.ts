import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addYears } from "../../worker/domain/dates";
import { MSG_BENEFICIAIRE } from "../../worker/domain/reconduction/conge";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { loginUI, screenshot, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 73 on screen, at 1440 px (its screens at 390 px: phone-routes): a lease the old rule closed at its end with no notice is reopened from the
// dashboard's card, after its confirmation; a congé is given from the dossier (reason, day sent, beneficiary of a
// reprise), and a late one shows the first term it can take effect at; a Client is marked a legal person (SCI).
let server: E2EServer;
let token = "";
const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const year = Number(TODAY.slice(0, 4));
/** The last day of the month before last: a term passed, closed by the old rule. */
const TERME_PASSE = addDays(`${TODAY.slice(0, 7)}-01`, -32).slice(0, 7);
const finDuMois = (mois: string) => addDays(`${addDays(`${mois}-28`, 5).slice(0, 7)}-01`, -1);

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
async function seedLease(nom: string, d: Record<string, unknown>) {
  const a = await post("Appartement", { ...valid.Appartement(), adresse: `${nom} rue du Terme` });
  const l = await post("Locataire", { ...valid.Locataire(), nom });
  return post("Dossier", { ...valid.Dossier(a.id, l.id), ...d });
}
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("fin du bail et reconduction tacite à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const login = (page: Page) =>
    loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });

  it("rouvrir un bail clos sans congé depuis le tableau de bord, après confirmation", async () => {
    const fin = finDuMois(TERME_PASSE);
    const debut = addYears(addDays(fin, 1), -3);
    const d = await seedLease(`Reconduit${size.label}`, {
      dateCreationBail: addDays(debut, -10),
      dateDebutBail: debut,
      dateEntree: debut,
      dateFinBail: fin,
    });
    expect(d.clos).toBe(true);
    const { page } = browser();
    await login(page);
    // The Dossiers list's « À revoir » view lists it, with the same action.
    await page.goto(`${server.url}/dossiers?vue=a-revoir`);
    const dansLaListe = page.getByRole("row").filter({ hasText: `Reconduit${size.label}` });
    await visible(dansLaListe.getByRole("button", { name: "Rouvrir (reconduction tacite)" }));
    await screenshot(page, "liste-a-revoir");
    await page.goto(`${server.url}/`);
    const carte = page.getByRole("region", { name: "Baux clos sans congé : reconduction tacite" });
    await visible(carte);
    const ligne = carte.getByText(`Léa Reconduit${size.label}`).first();
    await visible(ligne);
    await screenshot(page, "carte-a-revoir");
    const bouton = carte
      .locator("tr")
      .filter({ hasText: `Reconduit${size.label}` })
      .getByRole("button", { name: "Rouvrir (reconduction tacite)" });
    await bouton.first().click();
    const confirmation = page.getByRole("alertdialog");
    await visible(confirmation.getByText("Rouvrir le bail (reconduction tacite) ?"));
    await screenshot(page, "confirmation");
    await confirmation.getByRole("button", { name: "Rouvrir le bail" }).click();
    const nouvelleFin = addYears(fin, 3).split("-").reverse().join("/");
    await visible(toast(page, `Bail rouvert et reconduit jusqu'au ${nouvelleFin}`));
    const relu = await apiOk(server, token, "GET", `/api/Dossier/${d.id}`);
    expect(relu).toMatchObject({ clos: false, dateFinBail: addYears(fin, 3) });
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
  });

  it("donner congé depuis le dossier : pour reprise avec son bénéficiaire ; tardif, le terme possible", async () => {
    const d = await seedLease(`Conge${size.label}`, {
      dateCreationBail: `${year - 2}-06-15`,
      dateDebutBail: `${year - 2}-07-01`,
      dateEntree: `${year - 2}-07-01`,
      dateFinBail: `${year + 1}-06-30`,
    });
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${d.id}`);
    await page.getByRole("button", { name: "Donner congé" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Reprise pour habiter").click();
    // Without its beneficiary, the server's refusal shows under that field, the field marked.
    await dialog.getByRole("button", { name: "Donner congé" }).click();
    await visible(dialog.getByText(MSG_BENEFICIAIRE));
    const beneficiaire = dialog.getByLabel("Bénéficiaire de la reprise");
    expect(await beneficiaire.getAttribute("aria-invalid")).toBe("true");
    await beneficiaire.fill("Paul Durand, fils du bailleur");
    await screenshot(page, "formulaire-conge");
    await dialog.getByRole("button", { name: "Donner congé" }).click();
    await visible(toast(page, `Congé enregistré : le bail prend fin le 30/06/${year + 1}.`));
    await visible(page.getByTestId("conge-bailleur").getByText(/Reprise pour habiter/));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "conge-enregistre");

    const proche = finDuMois(addDays(TODAY, 40).slice(0, 7));
    const debutTard = addYears(addDays(proche, 1), -3);
    const tard = await seedLease(`Tardif${size.label}`, {
      dateCreationBail: addDays(debutTard, -10),
      dateDebutBail: debutTard,
      dateEntree: debutTard,
      dateFinBail: proche,
    });
    await page.goto(`${server.url}/dossiers/${tard.id}`);
    await page.getByRole("button", { name: "Donner congé" }).click();
    await dialog.getByRole("button", { name: "Donner congé" }).click();
    const possible = addYears(proche, 3).split("-").reverse().join("/");
    await visible(
      dialog.getByText(new RegExp(`Il ne peut prendre effet qu'au terme du ${possible}`)),
    );
    await screenshot(page, "conge-tardif");
  });

  it("donner congé sur un bail sans « Fin du bail » : le terme que la loi lui donne depuis son début", async () => {
    // Started on 1 July two years ago, no end stated: three years by law, its term 30 June next year.
    const d = await seedLease(`SansFin${size.label}`, {
      dateCreationBail: `${year - 2}-06-15`,
      dateDebutBail: `${year - 2}-07-01`,
      dateEntree: `${year - 2}-07-01`,
    });
    expect(d.dateFinBail ?? null).toBeNull();
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${d.id}`);
    await page.getByRole("button", { name: "Donner congé" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText(/le 30\/06\/\d{4} \(calculé depuis le début du bail/));
    await screenshot(page, "conge-sans-fin");
    await dialog.getByRole("button", { name: "Donner congé" }).click();
    await visible(toast(page, `Congé enregistré : le bail prend fin le 30/06/${year + 1}.`));
    await visible(page.getByTestId("conge-bailleur").getByText(`fin du bail le 30/06/${year + 1}`));
    const relu = await apiOk(server, token, "GET", `/api/Dossier/${d.id}`);
    expect(relu).toMatchObject({
      clos: false,
      congeMotif: "vente",
      dateFinBail: `${year + 1}-06-30`,
    });
  });

  it("cocher « Personne morale (SCI, société) » sur la fiche du client", async () => {
    const c = await post("Client", { ...valid.Client(), nom: `SCI Terme ${size.label}` });
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/client/${c.id}/edit`);
    const coche = page.getByLabel("Personne morale (SCI, société)");
    await visible(coche);
    await coche.check();
    await screenshot(page, "personne-morale");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    expect((await apiOk(server, token, "GET", `/api/Client/${c.id}`)).personneMorale).toBe(true);
  });
});
