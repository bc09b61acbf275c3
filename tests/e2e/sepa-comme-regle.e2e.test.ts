import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiConfirm, apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import {
  pathname,
  screenshot,
  signInAdmin,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 60, items 8 and 10 on screen (ADR 077): a lease whose tenant signed a direct-debit mandate reads
// « Prélèvement » as its payment mode, on its screen and in its form (read-only there); the browser's Back from the
// edited form asks « Quitter sans enregistrer ? » as a menu click does: Rester keeps the typing, Quitter leaves.
let server: E2EServer;
let token = "";
const QUESTION = "Quitter sans enregistrer ?";
const dialog = (page: Page) => page.getByRole("alertdialog").filter({ hasText: QUESTION });

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** A running lease whose tenant signed a mandate (a money move: the seeding session confirms first). */
async function bailPreleve(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", valid.Appartement());
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Preleve-${label}` });
  const d = await post("Dossier", valid.Dossier(a.id, l.id));
  await apiConfirm(server, token, server.admin.password);
  await post(`Dossier/${d.id}/mandatsSepa`, {
    titulaire: `Preleve ${label}`,
    iban: "FR76 3000 6000 0112 3456 7890 189",
    bic: "AGRIFRPP",
    dateSignature: "2026-11-02",
    lieuSignature: "Paris",
  });
  return d.id as number;
}

describe.each(SIZES_BUREAU_SEUL)("bail prélevé à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("le bail affiche « Prélèvement » ; Retour du navigateur depuis le formulaire modifié demande", async () => {
    const id = await bailPreleve(size.label);
    const avant = await apiOk(server, token, "GET", `/api/Dossier/${id}`);
    const { page } = browser();
    await signInAdmin(page, server);
    await page.goto(`${server.url}/dossiers/${id}`);
    await page.getByRole("link", { name: "Modifier" }).click();
    const edit = `/dossiers/${id}/edit`;
    await waitForPath(page, edit);

    // The lease form shows the mode read from the active mandate, read-only.
    const mode = page.getByLabel("Mode de paiement");
    await visible(mode);
    expect(await mode.inputValue()).toBe("Prélèvement");
    expect(await mode.getAttribute("readonly")).not.toBeNull();
    await visible(page.getByText(/Un mandat de prélèvement SEPA est actif/));
    await mode.scrollIntoViewIfNeeded();
    await screenshot(page, `mode-paiement-${size.label}`, undefined, { fullPage: false });
    expect(await violations(page)).toEqual([]);

    // Typed, then the browser's Back: the question; Rester keeps the form as typed.
    const lieu = page.getByRole("textbox", { name: "Lieu de signature" });
    await lieu.fill(`Lyon ${size.label}`);
    await page.goBack();
    await visible(dialog(page));
    await screenshot(page, `retour-${size.label}`, undefined, { fullPage: false });
    await dialog(page).getByRole("button", { name: "Rester" }).click();
    expect(pathname(page)).toBe(edit);
    expect(await lieu.inputValue()).toBe(`Lyon ${size.label}`);

    // Back again: Quitter leaves, and nothing was saved.
    await page.goBack();
    await dialog(page).getByRole("button", { name: "Quitter" }).click();
    await waitForPath(page, `/dossiers/${id}`);
    const saved = await apiOk(server, token, "GET", `/api/Dossier/${id}`);
    expect(saved.lieuSignature).toBe(avant.lieuSignature);
    expect(saved.modePaiement).toBe("Prélèvement");
    // The lease's screen reads it too.
    await visible(page.getByText("Mode de paiement").first());
    expect(plain(await page.locator("main").innerText())).toContain("Prélèvement");
  });
});
