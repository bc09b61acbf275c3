// Issue 73 on the edge entry: the re-let of a Lyon lot above the previous rent (409 with both figures, accepted with
// the decree's exception), the apartment's zone tendue from its commune, and Paramètres > Réglementation's rows
// (403 for a plain user, a French 400, a rent-control row applied to the next lease), their round trips counted.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { secondAdmin } from "./iban";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const LYON = { codePostal: "69003", ville: "Lyon", codeInsee: "69383" };
const creer = async (resource: string, body: unknown) =>
  json(await edge.call("POST", `/api/${resource}`, body), 201);
const locataire = () => creer("Locataire", valid.Locataire());
const bail = async (lot: number, extra: Record<string, unknown>) =>
  edge.call("POST", "/api/Dossier", {
    ...valid.Dossier(lot, (await locataire()).id),
    depotGarantie: 500,
    ...extra,
  });
const signe = (creation: string, debut: string) => ({
  dateCreationBail: creation,
  dateDebutBail: debut,
  dateEntree: debut,
});
const texte = (m: string) => m.replace(/\s/g, " ");

describe("zone tendue on the edge", () => {
  it("an apartment in Lyon is zone tendue by default, one in Dijon not, and staff override it", async () => {
    const lyon = await counted(edge, () =>
      edge.call("POST", "/api/Appartement", { ...valid.Appartement(), ...LYON }),
    );
    expect((await json(lyon.res, 201)).zoneTendue).toBe(true);
    // The zones' reads go together: no more trips than the commune list's test measured.
    expect(lyon.trips).toBeLessThanOrEqual(4);
    const dijon = await creer("Appartement", {
      ...valid.Appartement(),
      codePostal: "21000",
      ville: "Dijon",
    });
    expect(dijon.zoneTendue).toBe(false);
    const choisi = await creer("Appartement", {
      ...valid.Appartement(),
      ...LYON,
      zoneTendue: false,
    });
    expect(choisi.zoneTendue).toBe(false);
  });

  it("a re-let above the previous rent is a 409 with both figures, accepted with an exception", async () => {
    const lot = (await creer("Appartement", { ...valid.Appartement(), ...LYON })).id;
    await json(await bail(lot, { loyerHC: 700, ...signe("2025-09-01", "2025-09-15") }), 201);
    const refus = await counted(edge, () =>
      bail(lot, { loyerHC: 800, ...signe("2026-03-01", "2026-03-15") }),
    );
    const corps = await json(refus.res, 409);
    expect(texte(corps.error.message)).toContain(
      "le loyer de 800,00 € dépasse le dernier loyer du précédent locataire, 700,00 € au 15/09/2025",
    );
    const l = await locataire();
    const ok = await counted(edge, () =>
      edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(lot, l.id),
        depotGarantie: 500,
        loyerHC: 800,
        exceptionLoyer: "vacance-18-mois",
        ...signe("2026-03-01", "2026-03-15"),
      }),
    );
    expect((await json(ok.res, 201)).exceptionLoyer).toBe("vacance-18-mois");
    console.log(
      `[edge] allers-retours libSQL : relocation refusée ${refus.trips}, bail avec exception ${ok.trips}`,
    );
    // Measured 10 and 9: the re-let's reads (the lot, its last lease, the decrees, the lists, the IRL) go together,
    // one round trip inside the write's transaction; a lease with the decree's exception reads none of them.
    expect(refus.trips).toBeLessThanOrEqual(ok.trips + 1);
  });
});

describe("Paramètres > Réglementation on the edge", () => {
  const marseille = {
    debut: "2026-11-01",
    source: "décret n° 2026-999 (exemple de test)",
    territoire: "Marseille",
    communes: "13055 ; Marseille ; 13001",
  };

  it("GET lists the rows with debut, fin and source in one round trip per table", async () => {
    const r = await counted(edge, () => edge.call("GET", "/api/reglementation/encadrement"));
    const table = await json(r.res);
    expect(table.data[0]).toMatchObject({ debut: "2019-07-01", fin: "2026-11-24" });
    expect(table.data[0].source).toMatch(
      /^décret n° 2019-315 du 12 avril 2019 ; fin : loi n° 2018-1021 \(ELAN\)/,
    );
    expect(r.trips).toBeLessThanOrEqual(2);
  });

  it("a plain user gets 403 on POST, a bad row is a 400 in French", async () => {
    const asUser = await secondAdmin(edge, "gestion@edge.test", "user");
    expect((await asUser("POST", "/api/reglementation/encadrement", marseille)).status).toBe(403);
    const bad = await json(
      await edge.call("POST", "/api/reglementation/encadrement", {
        ...marseille,
        fin: "2026-01-01",
      }),
      400,
    );
    expect(bad.error.fields.fin).toBe("La date de fin doit être le jour du début ou après.");
  });

  it("a rent-control row added by the admin applies to the next lease", async () => {
    const lot = (
      await creer("Appartement", {
        ...valid.Appartement(),
        codePostal: "13001",
        ville: "Marseille",
      })
    ).id;
    const lu = async (extra: Record<string, unknown>) => {
      const d = await json(await bail(lot, extra), 201);
      return (await json(await edge.call("GET", `/api/Dossier/${d.id}`))).soumisEncadrement;
    };
    expect(await lu(signe("2026-11-20", "2026-12-01"))).toBe(false);
    const ajout = await counted(edge, () =>
      edge.call("POST", "/api/reglementation/encadrement", marseille),
    );
    expect((await json(ajout.res, 201)).data.at(-1)).toMatchObject({
      debut: "2026-11-01",
      saisie: true,
    });
    expect(await lu(signe("2026-11-20", "2026-12-02"))).toBe(true);
    expect((await edge.call("POST", "/api/reglementation/encadrement", marseille)).status).toBe(
      409,
    );
  });
});
