import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertDossier } from "../support/factories";
import { dashboardHelpers } from "../support/tableau-de-bord";
import { tableauDeBord, tableauDeBordRecompte } from "../../worker/services/dashboard";

// Issue 72: the dashboard's table of notices and vacancies is paged by the server (five rows, as the screen shows
// them), the answer carrying the page asked and the count of them all; the other figures are those of every page.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());
const { dashboard } = dashboardHelpers(() => t);

/** Seven vacant apartments and one in notice, two let: eight rows in the table, in id order. */
async function seed() {
  const ids: number[] = [];
  for (let i = 1; i <= 7; i++)
    ids.push((await insertAppartement(t, { adresse: `${i} rue Vacante` })).id);
  const preavis = await insertAppartement(t, { adresse: "8 rue du Préavis" });
  await insertDossier(t, {
    AppartementId: preavis.id,
    dateFinBail: "2027-01-31",
    dateDebutPreavis: "2026-10-31",
    dateFinPreavis: "2027-01-31",
  });
  for (let i = 0; i < 2; i++)
    await insertDossier(t, { AppartementId: (await insertAppartement(t)).id });
  return [...ids, preavis.id];
}

describe("GET /api/dashboard : les appartements en préavis ou vacants, page par page", () => {
  it("sans paramètre, la première page de 5 lignes et le nombre de toutes ; les autres chiffres comptent tout", async () => {
    const rows = await seed();
    const d = await dashboard();
    expect(d.preavisOuVacants.map((r) => r.adresse)).toEqual([
      "1 rue Vacante",
      "2 rue Vacante",
      "3 rue Vacante",
      "4 rue Vacante",
      "5 rue Vacante",
    ]);
    expect(d.preavisOuVacantsPage).toEqual({ page: 1, taille: 5, total: rows.length });
    expect(d.appartements.total).toBe(10);
    expect(d.appartements.parStatut.Vacant).toBe(7);
  });

  it("?page=2 : la suite, le préavis compris ; au-delà de la dernière page, aucune ligne mais le même total", async () => {
    const rows = await seed();
    const d = await dashboard("?page=2");
    expect(d.preavisOuVacants.map((r) => r.id)).toEqual(rows.slice(5));
    expect(d.preavisOuVacants.at(-1)).toMatchObject({
      adresse: "8 rue du Préavis",
      preavis: "En préavis",
      dateFinPreavis: "2027-01-31",
    });
    expect(d.preavisOuVacantsPage).toEqual({ page: 2, taille: 5, total: 8 });
    const loin = await dashboard("?page=9&taille=3");
    expect(loin.preavisOuVacants).toEqual([]);
    expect(loin.preavisOuVacantsPage).toEqual({ page: 9, taille: 3, total: 8 });
  });

  it("chaque page des chiffres tenus est celle du recomptage", async () => {
    await seed();
    for (const page of [1, 2, 3])
      for (const taille of [1, 3, 5]) {
        const p = { page, taille, offset: (page - 1) * taille };
        expect(await tableauDeBord(t.ports, p), `${page}/${taille}`).toEqual(
          await tableauDeBordRecompte(t.ports, p),
        );
      }
  });

  it("une page ou une taille invalide : 400 et les messages des listes", async () => {
    for (const [query, champ, message] of [
      ["?page=0", "page", "Le numéro de page doit être un nombre entier entre 1 et 1 000 000."],
      ["?page=abc", "page", "Le numéro de page doit être un nombre entier entre 1 et 1 000 000."],
      ["?taille=501", "taille", "La taille de page doit être un nombre entier entre 1 et 500."],
      ["?taille=-1", "taille", "La taille de page doit être un nombre entier entre 1 et 500."],
    ] as const) {
      const res = await t.call("GET", `/api/dashboard${query}`, "admin");
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toEqual({ [champ]: message });
    }
  });

  it("gardé page par page : la deuxième page n'est pas la première déjà gardée", async () => {
    await seed();
    const premiere = await dashboard();
    const deuxieme = await dashboard("?page=2");
    expect(deuxieme.preavisOuVacants[0]?.id).not.toBe(premiere.preavisOuVacants[0]?.id);
    expect((await dashboard()).preavisOuVacants).toEqual(premiere.preavisOuVacants);
  });
});
