import type { Page } from "playwright-core";
import { hidden } from "./browser";
import { plain } from "./lists";
import { BUREAU_SEUL } from "./admin-server";
import { dernierPublie, indiceDuBail, tableIrl } from "../../../worker/domain/irl/valeurs";

// The lease tests' helpers (tests/e2e/leases*.e2e.test.ts, issue 8): the rent cap's message, a text file to upload,
// the form's boxes, today's IRL and date as the screens write them, a picker's or a select's choice, the lease's
// required fields.

export const SIZES = BUREAU_SEUL;
export const CAP =
  "Le loyer dépasse le loyer de référence majoré (765,00 €) : justifiez le complément de loyer.";
export const text = (name: string, content: string) => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from(content, "utf8"),
});
export const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
export const byId = (page: Page, id: string) => page.locator(`#${id}`);
export const value = async (page: Page, name: string) => plain(await box(page, name).inputValue());
export const status = (page: Page) => page.getByTestId("record-status");
/** Today in Paris as the screens write it. */
/** Issue 23: the form's IRL, the last quarter published today (the shipped series; no test adds a later one). */
export const irlDuJour = () => {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const d = indiceDuBail(dernierPublie(tableIrl([]), iso)!);
  return { indice: d.indice.toLocaleString("fr-FR"), indiceTrim: d.indiceTrim };
};
export const today = () =>
  new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris" }).format(new Date());

export async function pick(page: Page, label: string, query: string, option: RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page
    .getByRole("combobox", { name: `Rechercher : ${label.toLowerCase()}`, exact: true })
    .pressSequentially(query);
  await page.getByRole("option", { name: option }).click();
  await hidden(page.getByRole("listbox"));
}

/** A choice of a select (its trigger's id). */
export async function choose(page: Page, id: string, option: string) {
  await byId(page, id).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await hidden(page.getByRole("listbox"));
}

/** The lease's required fields other than apartment, tenant and rent. */
export async function fillLease(page: Page, numero: string) {
  await box(page, "Date d'entrée").fill("01/10/2026");
  await box(page, "Début du bail").fill("01/10/2026");
  // At most one month of rent for an unfurnished lease (loi 89-462, art. 22): legal for both leases' rents.
  await box(page, "Dépôt de garantie").fill("640");
  await box(page, "N° de frais de dossier").fill(numero);
}
