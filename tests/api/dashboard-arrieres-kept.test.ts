import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Dossier } from "../../worker/db/schema";
import { makeTestApp, type TestApp, JWT_SECRET } from "../support/test-app";
import { classeur, envoyer, json } from "../support/imports";
import { DATE_REPRISE_ARRIERES, PORTEFEUILLE_ARRIERES } from "../support/arrieres-repris";
import { seedDossier } from "../support/quitances";
import { same, sameAsRefill } from "../support/dashboard-kept";
import { signToken } from "../../worker/auth/token";

// Issue 72 item 3 (ADR 126): the dashboard's figures that were still read from every lease at each request, now
// kept by the writes: the opening debts an import took over (ADR 114), the housing aid awaited in tiers payant and
// « aide non reçue » (ADR 123), the count and pages of the notices and vacancies. Held equal to the plain recount
// after a mix of writes: an import and its confirmation, payments and a reversal, an aid and its change, a new
// lease, a closed one, an import undone; then on the days after, by the clock alone.
const apps: TestApp[] = [];
afterEach(() => {
  for (const t of apps.splice(0)) t.close();
});
const app = async () => {
  const t = await makeTestApp({ now: "2026-11-28T10:00:00Z", confirme: true });
  apps.push(t);
  return t;
};
const DEUXIEME = { page: 2, taille: 1, offset: 1 };
const arrieres = (d: { impayes: Record<string, number> }) =>
  Object.values(d.impayes).reduce((s, v) => s + v, 0);

async function ok(t: TestApp, method: string, path: string, body?: unknown, role = "admin") {
  const r = await t.call(method, path, role as "admin", body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
}

async function importer(t: TestApp, feuilles: Record<string, (string | number | null)[][]>) {
  const fichier = await classeur("reprise.xlsx", feuilles);
  const { import: imp } = await json<{ import: { id: number } }>(
    await envoyer(t, [fichier], { dateReprise: DATE_REPRISE_ARRIERES }),
    201,
  );
  return imp.id;
}

describe("le tableau de bord tenu : arriérés repris, aide attendue, liste des préavis (ADR 126)", () => {
  it("après un import, des paiements, une aide, des baux créés et clos : tenu comme recompté, jour après jour", async () => {
    const t = await app();
    const vide = await same(t, "vide");
    const imp = await importer(t, PORTEFEUILLE_ARRIERES);
    await same(t, "importé, soldes à vérifier", [DEUXIEME]);
    await t.confirm("comptable");
    await ok(t, "POST", `/api/Import/${imp}/confirmer`, undefined, "comptable");
    // The opening debt of 1 234,56 € counts in the arrears, as the user reads them.
    const confirme = await same(t, "soldes confirmés", [DEUXIEME]);
    expect(arrieres(confirme) - arrieres(vide)).toBeGreaterThanOrEqual(1234.56);
    const b1 = (await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1")))[0]!.id;
    const paiement = await ok(t, "POST", `/api/Dossier/${b1}/paiements`, {
      montant: "234.56",
      date: "2026-11-20",
      mode: "Virement",
    });
    const paye = await same(t, "arriéré payé en partie");
    expect(arrieres(confirme) - arrieres(paye)).toBeCloseTo(234.56, 2);
    await ok(t, "POST", `/api/Paiement/${paiement.paiement.id}/annuler`, { motif: "Rejet" });
    expect(arrieres(await same(t, "paiement annulé"))).toBeCloseTo(arrieres(confirme), 2);
    // A lease in tiers payant: 700 € a month, 250 € of it the CAF's.
    const s = await seedDossier(t, {
      auto: false,
      locataire: { nom: "Durand", mail: "durand.tenu@exemple.fr" },
      dossier: {
        loyerHC: 600,
        loyerCharge: 100,
        depotGarantie: 600,
        dateEntree: "2026-06-01",
        dateDebutBail: "2026-06-01",
      },
    });
    const aide = {
      organisme: "CAF",
      numeroAllocataire: "1234567",
      type: "APL",
      tiersPayant: true,
      montantMensuel: "250",
      depuis: "2026-11-01",
    };
    await ok(t, "PUT", `/api/Dossier/${s.dossier.id}/aideLogement`, aide);
    await ok(t, "POST", `/api/Quitance/generate/${s.dossier.id}`, { date: "2026-11-01" });
    const avecAide = await same(t, "terme avec aide attendue");
    await ok(t, "PUT", `/api/Dossier/${s.dossier.id}/aideLogement`, {
      ...aide,
      montantMensuel: "300",
    });
    const plus = await same(t, "aide changée");
    expect(arrieres(avecAide) - arrieres(plus)).toBeCloseTo(50, 2);
    // A new lease, then one closed with its notice.
    const autre = await seedDossier(t, { auto: false, dossier: { dateEntree: "2026-09-01" } });
    await same(t, "nouveau bail", [DEUXIEME]);
    await ok(t, "PUT", `/api/Dossier/${autre.dossier.id}`, {
      dateDebutPreavis: "2026-11-01",
      dateFinPreavis: "2026-12-15",
      dateFinBail: "2026-12-15",
    });
    expect(
      (await same(t, "bail en préavis", [DEUXIEME])).preavisOuVacantsPage.total,
    ).toBeGreaterThan(plus.preavisOuVacantsPage.total);
    await sameAsRefill(t);
    // The days after, by the clock alone: the aid's payment day passes (« aide non reçue »), the notice ends, the
    // debts age from one bucket to the next.
    let nonRecue = 0;
    for (let i = 1; i <= 70; i++) {
      const iso = new Date(Date.parse("2026-11-28T10:00:00Z") + i * 86_400_000).toISOString();
      t.setNow(iso);
      t.tokens.admin = await signToken(t.ids.admin, JWT_SECRET, false, new Date(iso));
      nonRecue = Math.max(nonRecue, (await same(t, iso, [DEUXIEME])).aideNonRecue);
    }
    expect(nonRecue).toBe(300);
  });

  it("un import puis son annulation : les chiffres d'avant, tenus comme recomptés", async () => {
    const t = await app();
    const avant = await same(t, "avant l'import");
    const imp = await importer(t, PORTEFEUILLE_ARRIERES);
    await same(t, "importé");
    await ok(t, "DELETE", `/api/Import/${imp}`);
    expect(await same(t, "import annulé")).toEqual(avant);
    await sameAsRefill(t);
  });
});
