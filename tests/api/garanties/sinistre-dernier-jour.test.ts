import { describe, expect, it } from "vitest";
import { insertAppartement, insertClient, insertLocataire, valid } from "../../support/factories";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { makeTestApp } from "../../support/test-app";

// A claim step's last day is open until it ends in Paris (the walk read « Expirée » on it): Visale constituted on
// 01/11/2026 by the second unpaid term, the formal notice by 16/11, the declaration by 01/12. One app per instant:
// a session does not outlive a day's jump of the clock.
async function etatsA(instant: string) {
  const t = await makeTestApp({ confirme: true, now: instant });
  try {
    const ok = async (method: string, path: string, body?: unknown) => {
      const r = await t.call(method, path, "admin", body);
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      return r.body;
    };
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    await ajouterProprietaire(t, a.id, c.id, "admin");
    const l = await insertLocataire(t);
    const d = (
      await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
        ...valid.Dossier(a.id, l.id),
        dateEntree: "2026-10-01",
        dateDebutBail: "2026-10-01",
        dateCreationBail: "2026-09-20",
        jourQuitance: 1,
        loyerHC: 800,
        loyerCharge: 50,
        depotGarantie: 800,
      })
    ).dossier.id;
    await ok("PUT", `/api/Dossier/${d}/garantie`, {
      type: "visale",
      visale: { numeroVisa: "V777", dateVisa: "2026-09-15" },
    });
    for (const date of ["2026-10-01", "2026-11-01"])
      await ok("POST", `/api/Quitance/generate/${d}`, { date });
    const s = await ok("GET", `/api/Dossier/${d}/sinistre`);
    return s.etapes.map((e: { etape: string; date: string; etat: string }) => [
      e.etape,
      e.date,
      e.etat,
    ]);
  } finally {
    await t.close();
  }
}

describe("a Visale step around its last day, by the Paris clock", () => {
  it.each([
    ["the day before, 23:30", "2026-11-15T22:30:00Z", "a_faire"],
    ["its last day, 00:30", "2026-11-15T23:30:00Z", "a_faire"],
    ["its last day, 23:30", "2026-11-16T22:30:00Z", "a_faire"],
    ["the day after, 00:30", "2026-11-16T23:30:00Z", "expiree"],
  ])("%s in Paris: the formal notice is %s", async (_quand, instant, etat) => {
    expect(await etatsA(instant)).toEqual([
      ["visale_mise_en_demeure", "2026-11-16", etat],
      ["visale_declaration", "2026-12-01", "a_faire"],
    ]);
  });
});
