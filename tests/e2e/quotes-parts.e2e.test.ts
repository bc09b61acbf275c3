import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import {
  confirmIdentity,
  screenshot,
  signIn,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { confirmerQuotesParts, secondAdmin } from "./support/second-admin";

// Issue 59, item 4, on screen: an admin moves the shares of an apartment's two owners to 100/0 from the owners' tab;
// the change is held (« Modification des quotes-parts en attente de vérification », the proposed list, who and when)
// and its author cannot confirm it; the shares in force stay; a second admin confirms it from the same screen.
let server: E2EServer;
let token = "";
let second: Awaited<ReturnType<typeof secondAdmin>>;

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  second = await secondAdmin(server, token);
});
afterAll(async () => {
  await server?.stop();
});

/** An apartment of two owners at equal shares (the co-owner confirmed by the second admin). */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const x = await post("Client", { ...valid.Client(), nom: `Aubert-${label}`, prenom: "Anne" });
  const y = await post("Client", { ...valid.Client(), nom: `Complice-${label}`, prenom: "Yves" });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${label} rue des Parts`,
  });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${x.id}`);
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${y.id}`);
  await confirmerQuotesParts(server, second, a.id);
  return { a: a.id as number, x: x.id as number, y: y.id as number };
}

const bloc = (page: Page) => page.getByTestId("quotes-parts-attente");
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("quotes-parts tenues à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("des quotes-parts passées à 100/0 attendent un second administrateur, qui les confirme", async () => {
    const s = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/appartements/${s.a}?tab=proprietaires`);
    await visible(page.getByText("50 % (parts égales)").first());
    await page.getByRole("button", { name: "Modifier les quotes-parts" }).click();
    const dialog = page.getByRole("dialog");
    const champs = dialog.getByRole("textbox");
    // The owners in the order of the table (by id): the first one's share to 0, the second's to 100.
    await champs.nth(0).fill("0");
    await champs.nth(1).fill("100");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(
      toast(page, "Modification enregistrée : elle s'appliquera après sa vérification"),
    );

    // Held: the block with the proposed list, who and when; the shares in force unchanged.
    await visible(bloc(page).getByText("Modification des quotes-parts en attente de vérification"));
    await visible(bloc(page).getByText(/Proposée par admin@e2e\.test le \d\d\/\d\d\/\d{4}/));
    const proposee = bloc(page).getByRole("list", { name: "Quotes-parts proposées" });
    await visible(
      proposee
        .getByRole("listitem")
        .filter({ hasText: `Complice-${size.label}` })
        .getByText("100 %"),
    );
    await visible(
      proposee
        .getByRole("listitem")
        .filter({ hasText: `Aubert-${size.label}` })
        .getByText("0 %"),
    );
    await visible(page.getByText("50 % (parts égales)").first());
    // Its author may not confirm it: the button is disabled, and says why.
    expect(await bloc(page).getByRole("button", { name: "Confirmer" }).isDisabled()).toBe(true);
    await visible(bloc(page).getByText("Vous avez proposé cette modification", { exact: false }));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await bloc(page).scrollIntoViewIfNeeded();
    await screenshot(page, `quotes-parts-attente-${size.label}`);
    const lu = await apiOk(server, token, "GET", `/api/Appartement/${s.a}`);
    expect(lu.proprietaires.map((p: { quotePart: number | null }) => p.quotePart)).toEqual([
      null,
      null,
    ]);

    // A second admin confirms it from the apartment's screen (a fresh confirmation of identity first).
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
      `${server.url}/appartements/${s.a}?tab=proprietaires`,
    );
    await bloc(autre).getByRole("button", { name: "Confirmer" }).click();
    await autre.getByRole("alertdialog").getByRole("button", { name: "Confirmer" }).click();
    await confirmIdentity(autre, second.password);
    await visible(toast(autre, "Les nouvelles quotes-parts sont en vigueur."));
    await bloc(autre).waitFor({ state: "detached" });
    await visible(autre.getByText("100 %", { exact: true }).first());
    await screenshot(autre, `quotes-parts-confirmees-${size.label}`);
    await contexte.close();
    const apres = await apiOk(server, token, "GET", `/api/Appartement/${s.a}/quotesParts`);
    expect(apres.parts.map((p: { part: number }) => p.part)).toEqual([0, 100]);
  });
});
