// Issue 73, item 7 on the edge entry: the payment attestation from staff and from the tenant's space (its figures
// read back with pdftotext: a late and a partial payment, the balance to the cent), the tenant's own lease only, and
// the CAF sheet as JSON and PDF, its reads in one libSQL round trip.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { espaceLocataire } from "./espace-session";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { pdfText } from "./pdf-text";
import { MOIS_FR } from "../../worker/domain/dates";

// Two terms in the attestation's twelve months whatever the day the tests run: last month's and the one before.
const moisAvant = (n: number) => {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 5));
  const iso = m.toISOString().slice(0, 10);
  return {
    iso,
    paye: iso.replace(/-05$/, "-20"),
    libelle: `${MOIS_FR[m.getUTCMonth()]} ${m.getUTCFullYear()}`,
    jour: `20/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  };
};
const [premier, second] = [moisAvant(2), moisAvant(1)];

let edge: Instance;
let dossier: number;
let LocataireId: number;

const terme = async (d: number, date: string) =>
  (await json(await edge.call("POST", `/api/Quitance/generate/${d}`, { date }), 201)).id as number;
const payer = (d: number, QuitanceId: number, montant: string, date: string) =>
  edge
    .call("POST", `/api/Dossier/${d}/paiements`, { montant, date, mode: "Virement", QuitanceId })
    .then((r) => json(r, 201));

beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(
    await edge.call("POST", "/api/Appartement", {
      ...valid.Appartement(),
      surface: 38,
      nbPiece: 2,
    }),
    201,
  );
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  LocataireId = l.id;
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  dossier = d.id;
  // The first term paid late (on the 20th of its month, due the 5th), the second in part.
  await payer(dossier, await terme(dossier, premier.iso), "970,50", second.paye);
  await payer(dossier, await terme(dossier, second.iso), "100,00", second.paye);
});

describe("the attestations on the edge", () => {
  it("staff's payment attestation: each month called, paid and when, the account's balance", async () => {
    const staff = await json(await edge.call("GET", `/api/Dossier/${dossier}/compte`));
    const r = await json(
      await edge.call("GET", `/api/Dossier/${dossier}/attestationPaiement/generate`),
    );
    const text = await pdfText(await edge.call("GET", r.generated));
    expect(text).toContain(`${premier.libelle} 850,00 € 120,50 € 970,50 € 970,50 € ${second.jour}`);
    expect(text).toContain(`${second.libelle} 850,00 € 120,50 € 970,50 € 100,00 € ${second.jour}`);
    expect(staff.solde).toBe(870.5);
    expect(text).toContain("Solde dû au");
    expect(text).toContain("870,50 €");
  });

  it("the tenant's space: own lease 200 with a signed link, another's 404, a staff token 403", async () => {
    const espace = await espaceLocataire(edge, LocataireId);
    const r = await json(
      await espace("GET", `/api/espace/locataire/dossiers/${dossier}/attestationPaiement`),
    );
    expect(r.generated).toMatch(/\?exp=\d+&sig=/);
    const text = await pdfText(await edge.send("GET", r.generated, undefined, {}, false));
    expect(text).toContain("Attestation de paiement des loyers");
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const autre = await espaceLocataire(edge, l.id);
    expect(
      (await autre("GET", `/api/espace/locataire/dossiers/${dossier}/attestationPaiement`)).status,
    ).toBe(404);
    expect(
      (await edge.call("GET", `/api/espace/locataire/dossiers/${dossier}/attestationPaiement`))
        .status,
    ).toBe(403);
  });

  it("the CAF sheet: its fields and manquants in one round trip, and its PDF", async () => {
    await json(await edge.call("GET", `/api/Dossier/${dossier}/donneesCaf`)); // warms the isolate
    const { res, trips } = await counted(edge, () =>
      edge.call("GET", `/api/Dossier/${dossier}/donneesCaf`),
    );
    const c = await json(res);
    console.log(`[edge] allers-retours libSQL : données CAF ${trips}`);
    expect(trips).toBe(1);
    expect(c.formulaire.cerfa).toBe("10842*07");
    expect(c.logement).toMatchObject({ surfaceHabitable: 38, nombrePieces: 2, conventionne: null });
    expect(c.paiement).toMatchObject({ aJour: false, impaye: { centimes: 87050 } });
    expect(c.manquants.map((m: { champ: string }) => m.champ)).toContain(
      "versementAide.tiersPayant",
    );
    const pdf = await edge.call("GET", `/api/Dossier/${dossier}/donneesCaf.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf);
    expect(text).toContain("cerfa n° 10842*07");
    expect(text).toContain("Surface habitable 38 m²");
  });
});

describe("an unpaid deposit on the edge", () => {
  it("is said apart from the rent owed: the CAF sheet's impayé and the payment attestation", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    // tenant/add calls the deposit (850 €) on the tenant's account; last month's term is paid 100 € for that term.
    const r = await json(
      await edge.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
        ...valid.Dossier(a.id, l.id),
        depotGarantie: 850,
        fraisDossierTTC: 0,
      }),
    );
    const d = r.dossier.id as number;
    await payer(d, await terme(d, second.iso), "100,00", second.paye);
    expect((await json(await edge.call("GET", `/api/Dossier/${d}/compte`))).solde).toBe(1720.5);
    const c = await json(await edge.call("GET", `/api/Dossier/${d}/donneesCaf`));
    expect(c.paiement).toMatchObject({ aJour: false, impaye: { centimes: 87050 } });
    const att = await json(
      await edge.call("GET", `/api/Dossier/${d}/attestationPaiement/generate`),
    );
    const text = (await pdfText(await edge.call("GET", att.generated))).replace(/\s+/g, " ");
    expect(text).toContain("870,50 €");
    expect(text).toContain("Reste également dû, hors loyers et charges : 850,00 €");
  });
});
