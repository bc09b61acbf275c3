import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiCall, apiConfirm, apiLogin, apiOk } from "./support/api";
import {
  screenshot,
  confirmIdentity,
  signIn,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { secondAdmin } from "./support/second-admin";

// Issue 59, item 3, on screen: an admin changes an owner's IBAN on the owner's screen; the owner shows « À vérifier »
// and its author cannot confirm it (the button disabled, the reason given); a payout batch leaves the owner out with
// the French reason; a second admin confirms the IBAN from the same screen, and the next batch pays the new IBAN.
let server: E2EServer;
let token = "";
let second: Awaited<ReturnType<typeof secondAdmin>>;
const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());
const AUJOURDHUI = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris" }).format(
  new Date(),
);

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  second = await secondAdmin(server, token);
});
afterAll(async () => {
  await server?.stop();
});

/** An owner with a confirmed IBAN, an apartment let at 970 €, the month's rent paid: 970 € to pay out. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  // An owner's IBAN is a money move (issue 59): the admin's session confirms first.
  await apiConfirm(server, token, server.admin.password);
  const client = await post("Client", {
    ...valid.Client(),
    nom: `Iban-${label}`,
    prenom: "Zoé",
    iban: "DE89370400440532013000",
  });
  await apiOk(server, second.token, "POST", `/api/Client/${client.id}/iban/confirmer`);
  const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Occupant-iban-${label}` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  const q = await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  await post(`Dossier/${d.id}/paiements`, {
    montant: "970,00",
    date: `${MOIS}-02`,
    mode: "Virement",
    QuitanceId: q.id,
  });
  return client.id as number;
}

let jours = 0;
/** A draft batch prepared now (its own date): its id. */
async function preparer() {
  jours++;
  const r = await apiOk(server, token, "POST", "/api/reversements", {
    date: `2027-03-${String(jours).padStart(2, "0")}`,
  });
  return r.reversement as { id: number; lignes: { ClientId: number; iban: string }[] };
}

const statut = (page: Page) => page.getByTestId("iban-statut");

describe.each(SIZES_BUREAU_SEUL)("IBAN à vérifier à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("un IBAN modifié est tenu, écarté du reversement, puis confirmé par un second administrateur", async () => {
    const id = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${id}/edit`);
    await visible(page.getByRole("heading", { level: 1, name: "Modifier le client" }));
    await page
      .getByRole("textbox", { name: "IBAN", exact: true })
      .fill("FR14 2004 1010 0505 0001 3M02 606");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    // A changed IBAN is a money move (issue 59): the browser's fresh session confirms first.
    await confirmIdentity(page, server.admin.password);
    await waitForPath(page, `/client/${id}`);
    await visible(statut(page).getByText("À vérifier", { exact: true }));
    await visible(statut(page).getByText(/Saisi par admin@e2e\.test le/));
    // Its author may not confirm it: the button is disabled, and says why.
    const bouton = statut(page).getByRole("button", { name: "Confirmer l'IBAN" });
    expect(await bouton.isDisabled()).toBe(true);
    await visible(statut(page).getByText("Vous avez saisi cet IBAN", { exact: false }));
    await screenshot(page, `iban-a-verifier-${size.label}`);

    // The next payout leaves the owner out, with the French reason: with nobody else payable, no batch is made
    // (issue 74, ADR 111) and the screen lists each owner's reason where the batch would have opened.
    const motif = `IBAN modifié le ${AUJOURDHUI}, en attente de vérification`;
    const r = await apiCall(server, token, "POST", "/api/reversements", {
      date: `2027-03-${String(++jours).padStart(2, "0")}`,
    });
    if (r.status === 409) {
      expect(r.body.error.fields[`proprietaire.${id}`]).toBe(motif);
      await page.goto(`${server.url}/reversements`);
      await page.getByRole("button", { name: "Préparer un reversement" }).click();
      const rien = page.getByRole("alert", { name: "Aucun reversement créé" });
      await visible(rien.getByText(motif, { exact: false }));
    } else {
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const lot = r.body.reversement as { id: number; lignes: { ClientId: number }[] };
      expect(lot.lignes.some((l) => l.ClientId === id)).toBe(false);
      await page.goto(`${server.url}/reversements/${lot.id}`);
      const ecarte = page
        .getByRole("region", { name: "Propriétaires écartés" })
        .getByRole("row")
        .filter({ hasText: `Iban-${size.label}` });
      await visible(ecarte.getByText(motif));
      await apiOk(server, token, "DELETE", `/api/Reversement/${lot.id}`);
    }
    await screenshot(page, `iban-ecarte-${size.label}`);

    // A second admin confirms it from the owner's screen.
    const contexte = await browser()
      .context.browser()!
      .newContext({
        viewport: { width: size.width, height: size.height },
        locale: "fr-FR",
        timezoneId: "Europe/Paris",
      });
    const autre = await contexte.newPage();
    await signIn(autre, server, second.email, second.password, `${server.url}/client/${id}`);
    await statut(autre).getByRole("button", { name: "Confirmer l'IBAN" }).click();
    await autre.getByRole("alertdialog").getByRole("button", { name: "Confirmer l'IBAN" }).click();
    await visible(toast(autre, "L'IBAN est confirmé"));
    await visible(statut(autre).getByText("Vérifié", { exact: true }));
    await autre.getByRole("tab", { name: "IBAN" }).click();
    await visible(autre.getByRole("row").filter({ hasText: "FR14 2004 1010 0505 0001 3M02 606" }));
    await visible(autre.getByRole("row").filter({ hasText: "Remplacé" }));
    await screenshot(autre, `iban-historique-${size.label}`);
    const paye = await preparer();
    expect(paye.lignes.find((l) => l.ClientId === id)?.iban).toBe("FR1420041010050500013M02606");
    await apiOk(server, token, "DELETE", `/api/Reversement/${paye.id}`);
    await contexte.close();
  });

  it("le compte séquestre modifié attend un second administrateur ; le mode de vérification se choisit", async () => {
    await apiConfirm(server, token, server.admin.password);
    await apiOk(server, token, "PUT", "/api/agence", {
      iban: size.label === "1440" ? "FR7630006000011234567890189" : "DE89370400440532013000",
      bic: "AGRIFRPP",
    });
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/parametres?tab=agence`);
    const sequestre = page.getByTestId("sequestre-statut");
    await visible(sequestre.getByText("À vérifier", { exact: true }));
    await visible(sequestre.getByText(/Modifié par admin@e2e\.test le/));
    expect(
      await sequestre.getByRole("button", { name: "Confirmer le compte séquestre" }).isDisabled(),
    ).toBe(true);
    await page.getByRole("radio", { name: /72 heures après l'e-mail/ }).click();
    await visible(toast(page, "La vérification des IBAN est enregistrée."));
    expect((await apiOk(server, token, "GET", "/api/agence")).verificationIban).toBe("delai");
    await sequestre.scrollIntoViewIfNeeded();
    await screenshot(page, `sequestre-a-verifier-${size.label}`);

    const contexte = await browser()
      .context.browser()!
      .newContext({
        viewport: { width: size.width, height: size.height },
        locale: "fr-FR",
        timezoneId: "Europe/Paris",
      });
    const autre = await contexte.newPage();
    await signIn(
      autre,
      server,
      second.email,
      second.password,
      `${server.url}/parametres?tab=agence`,
    );
    const chez = autre.getByTestId("sequestre-statut");
    await chez.getByRole("button", { name: "Confirmer le compte séquestre" }).click();
    await autre.getByRole("alertdialog").getByRole("button", { name: "Confirmer" }).click();
    await visible(chez.getByText("Vérifié", { exact: true }));
    expect((await apiOk(server, token, "GET", "/api/agence")).ibanStatut).toBe("verifie");
    await contexte.close();
    await apiOk(server, token, "PUT", "/api/agence", { verificationIban: "deuxieme_personne" });
  });
});
