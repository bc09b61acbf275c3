import type { Page } from "playwright-core";
import { afterAll } from "vitest";
import { apiLogin } from "./api";
import { signInAdmin, type useBrowser } from "./browser";
import { startServer, type E2EServer } from "./server";

// Shared by the "Lists and records" E2E files (issue 7): sizes, seeds and table readers.

export const SIZES = [
  { label: "1440", width: 1440, height: 900 },
  { label: "390", width: 390, height: 844 },
] as const;
/** 1440 px only: a flow whose screens phone-routes*.e2e.test.ts visits at 390 px (`BUREAU_SEUL`, admin-server.ts). */
export const SIZES_BUREAU_SEUL = [SIZES[0]] as const;
export const GENERIC = "Une erreur est survenue. Veuillez réessayer.";
export const ENGLISH = /cannot read|undefined|null|is not a function|typeerror|error:/i;

/** fr-FR groups digits with a narrow no-break space; a user reads it as a space. */
export const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** Servers of their own for groups of tests (each group's counts are its own), stopped after the file. */
export function serverPool() {
  const servers: E2EServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });
  return async function ownServer() {
    const server = await startServer();
    servers.push(server);
    const token = await apiLogin(server, server.admin.email, server.admin.password);
    return { server, token };
  };
}

/** A logged-in admin page at the given size. */
export async function openAt(
  browser: ReturnType<typeof useBrowser>,
  server: E2EServer,
  size: (typeof SIZES)[number],
) {
  const { page } = browser();
  await page.setViewportSize({ width: size.width, height: size.height });
  await signInAdmin(page, server);
  return page;
}

/** The table's footer: "1–20 sur 1 984 lignes", "Chargement…". */
export const countText = async (page: Page) =>
  plain(await page.locator("[data-slot=table-count]").first().innerText());
export const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
/**
 * Types in the list's search box, then waits for the rows it asks for: a list the server searches (issue 64) asks
 * once the typing pauses, its rows busy (`aria-busy`) until the answer is shown.
 */
export const search = async (page: Page, text: string) => {
  await page.getByRole("textbox", { name: "Rechercher" }).first().fill(text);
  await page.waitForFunction(() => !document.querySelector("tbody[aria-busy='true']"));
};
export const activeText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent ?? "");

export const apartment = (i: number | string, o: Record<string, unknown> = {}) => ({
  adresse: `${i} rue des Tests`,
  codePostal: "75011",
  ville: "Paris",
  loyerHC: 850,
  charge: 120,
  surface: 40,
  nbPiece: 2,
  ...o,
});
export const tenant = (nom: string) => ({
  nom,
  prenom: "Léa",
  mail: "lea@exemple.fr",
  tel: "0698765432",
  adresse: "3 rue Oberkampf",
  codePostal: "75011",
  ville: "Paris",
});
export const lease = (
  AppartementId: number,
  LocataireId: number,
  o: Record<string, unknown> = {},
) => ({
  AppartementId,
  LocataireId,
  dateEntree: "2024-01-01",
  jourQuitance: 5,
  loyerHC: 850,
  loyerCharge: 120,
  dateCreationBail: "2023-12-15",
  dateDebutBail: "2024-01-01",
  depotGarantie: 850,
  numFraisDossier: "FD-1",
  ...o,
});
