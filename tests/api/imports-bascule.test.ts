import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { Appartement, Client, Dossier, Locataire } from "../../worker/db/schema";
import { runScheduled } from "../../worker/jobs/scheduled";
import { appelEspace, ouvrirEspace } from "../support/espace";
import { classeur, envoyer, json } from "../support/imports";
import {
  AVERTISSEMENT_B3,
  IMPORT_LE,
  PORTEFEUILLE_BASCULE,
  REPRISE_BASCULE,
} from "../support/imports-bascule";
import { makeTestApp, type TestApp } from "../support/test-app";

// Issue 74 item 3, "What an import implies": imported on 28/11/2026 with a cut-over of 01/11/2026, each running
// lease has its November term (the one ending on 15/11 prorated), the owners' space reads it as « Appelé », the
// month's job and a term asked by hand make none twice; a lease ended before the cut-over is the dry run's warning;
// the calendar has nothing of an imported lease before the cut-over; a DPE class without its report asks its date.

let t: TestApp;
let fichier: Awaited<ReturnType<typeof classeur>>;
let ids: Record<string, number> = {};
let importId = 0;
type Rec = { import: { id: number; annulable: boolean; raison: string | null } };

const termes = async (ref: string) =>
  ((await t.call("GET", `/api/Quitance?DossierId=${ids[ref]}`, "admin")).body.data as any[]).map(
    (q) => ({ mois: q.mois, date: q.date, dateFin: q.dateFin, prixHC: q.prixHC, charge: q.charge }),
  );

beforeAll(async () => {
  t = await makeTestApp({ now: IMPORT_LE, confirme: true });
  fichier = await classeur("portefeuille.xlsx", PORTEFEUILLE_BASCULE);
});
afterAll(() => t.close());

describe("an import with a cut-over of 01/11/2026, done on 28/11/2026", () => {
  it("the dry run warns of the lease ended before the cut-over, and writes nothing", async () => {
    const v = await json<{ erreurs: unknown[]; avertissements: string[] }>(
      await envoyer(t, [fichier], { essai: true, dateReprise: "01/11/2026" }),
      200,
    );
    expect(v.erreurs).toEqual([]);
    expect(v.avertissements).toContain(AVERTISSEMENT_B3);
    // The leases still running at the cut-over are not warned of.
    expect(v.avertissements.filter((a) => a.includes("a pris fin"))).toEqual([AVERTISSEMENT_B3]);
    const [n] = await t.db.all<{ n: number }>(sql`select count(*) as n from "Quitance"`);
    expect(n?.n).toBe(0);
  });

  it("each lease running in November has its November term, to the cent; the ended one none, closed", async () => {
    importId = (await json<Rec>(await envoyer(t, [fichier], { dateReprise: "01/11/2026" }), 201))
      .import.id;
    const rows = await t.db
      .select({ id: Dossier.id, reference: Dossier.reference, clos: Dossier.clos })
      .from(Dossier);
    ids = Object.fromEntries(rows.map((r) => [r.reference, r.id]));
    expect(await termes("B1")).toEqual([
      { mois: "2026-11", date: "2026-11-01", dateFin: "2026-11-30", prixHC: 1000, charge: 80 },
    ]);
    expect(await termes("B2")).toEqual([
      { mois: "2026-11", date: "2026-11-01", dateFin: "2026-11-30", prixHC: 800, charge: 50 },
    ]);
    // Ended on 15/11: 15 days of 30, each amount prorated to the cent.
    expect(await termes("B4")).toEqual([
      { mois: "2026-11", date: "2026-11-01", dateFin: "2026-11-15", prixHC: 350, charge: 22.75 },
    ]);
    expect(await termes("B3")).toEqual([]);
    expect(rows.find((r) => r.reference === "B3")?.clos).toBe(true);
  });

  it("the tenant's account carries the term after the opening balance; a credit settles it", async () => {
    const b1 = (await t.call("GET", `/api/Dossier/${ids.B1}/compte`, "admin")).body;
    expect(b1.ecritures.map((e: any) => [e.type, e.libelle, e.debit, e.credit])).toEqual(
      expect.arrayContaining([
        ["echeance", "Loyer et charges novembre 2026", 1080, 0],
        ["reprise", "Reprise de solde au 01/11/2026", 250, 0],
      ]),
    );
    expect(b1.solde).toBe(1330);
    // B2 had 100 € in advance: its November term is 100 € settled, 750 € still due.
    const [q2] = (await t.call("GET", `/api/Quitance?DossierId=${ids.B2}`, "admin")).body.data;
    expect(q2).toMatchObject({ montantRegle: 100, regle: false });
    expect((await t.call("GET", `/api/Dossier/${ids.B2}/compte`, "admin")).body.solde).toBe(750);
  });

  it("the owner's space reads November's terms as « Appelé »", async () => {
    const clients = await t.db.select({ id: Client.id, reference: Client.reference }).from(Client);
    const sci = clients.find((c) => c.reference === "P1")!.id;
    const { token } = await ouvrirEspace(t, { ClientId: sci }, "sci@exemple.fr");
    const r = await appelEspace(t, token, "GET", "/api/espace/proprietaire");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const appele = Object.fromEntries(
      r.body.appartements.map((a: any) => [a.adresse.split(",")[0], a.loyerAppele]),
    );
    expect(appele["12 rue Oberkampf"]).toBe(1080);
  });

  it("the month's job and a term asked by hand make none twice; the job makes December", async () => {
    // The receipts sent by the job: both flags on, so the job does consider these leases.
    await t.db.update(Locataire).set({ quitanceAuto: true });
    await t.db.update(Appartement).set({ quitanceAuto: true });
    await runScheduled(t.ports);
    await runScheduled(t.ports);
    const parHand = await t.call("POST", `/api/Quitance/generate/${ids.B1}`, "admin", {
      date: "2026-11-20",
    });
    expect(parHand.status).toBe(200);
    const compte = await t.db.all<{ DossierId: number; mois: string; n: number }>(
      sql`select "DossierId", "mois", count(*) as n from "Quitance" group by "DossierId", "mois"`,
    );
    expect(compte.map((c) => c.n)).toEqual([1, 1, 1]);
    const dues = await t.db.all<{ n: number }>(
      sql`select count(*) as n from "Ecriture" where "type" = 'echeance' and "DossierId" = ${ids.B1}`,
    );
    expect(dues[0]?.n).toBe(1);
    // The job e-mailed the import's terms to the tenants: the import is no longer undone (the reason said first).
    const lu = (await t.call("GET", `/api/Import/${importId}`, "admin")).body;
    expect(lu.import).toMatchObject({ annulable: false });
    expect(lu.import.raisonNonAnnulable).toMatch(
      /^Le bail B\d a une quittance envoyée, relancée ou à laquelle le locataire a répondu\.$/,
    );
    await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-05T09:00:00Z") } });
    expect((await termes("B1")).map((q) => q.mois)).toEqual(["2026-11", "2026-12"]);
  });
});

describe("the calendar right after the import", () => {
  it("has no item of an imported lease or lot before the cut-over; the insurance asked from it", async () => {
    const r = await t.call("GET", "/api/echeances?du=2000-01-01", "admin");
    expect(r.status).toBe(200);
    const items = r.body.data as any[];
    const lots = (await t.db.select({ id: Appartement.id }).from(Appartement)).map((a) => a.id);
    const repris = items.filter(
      (e) => Object.values(ids).includes(e.DossierId) || lots.includes(e.AppartementId),
    );
    expect(repris.length).toBeGreaterThan(5);
    expect(repris.filter((e) => e.date < REPRISE_BASCULE)).toEqual([]);
    expect(items.filter((e) => e.type === "assurance" && e.DossierId === ids.B1)).toEqual([
      expect.objectContaining({
        date: REPRISE_BASCULE,
        libelle: expect.stringMatching(/^Attestation d'assurance à demander à Julie Petit/),
      }),
    ]);
    // B2's certificate runs to 31/08/2027: its end, as entered.
    expect(items.find((e) => e.type === "assurance" && e.DossierId === ids.B2)?.date).toBe(
      "2027-08-31",
    );
  });

  it("a DPE class without its report asks for the report's date, not « manquant »", async () => {
    const items = (await t.call("GET", "/api/echeances?type=diagnostic", "admin")).body
      .data as any[];
    const dpe = items.filter((e) => /DPE/.test(e.libelle));
    expect(dpe.map((e) => e.libelle)).toEqual(
      expect.arrayContaining([
        "DPE de classe E : date de réalisation à renseigner, 3 rue des Lilas, 69003 Lyon",
        "Diagnostic de performance énergétique (DPE) manquant : 12 rue Oberkampf, 75011 Paris",
      ]),
    );
    expect(dpe.filter((e) => /manquant : 3 rue des Lilas/.test(e.libelle))).toEqual([]);
  });
});

describe("undoing an import that called terms", () => {
  it("takes its untouched terms back with its leases; once a term is paid, refuses and changes nothing", async () => {
    const u = await makeTestApp({ now: IMPORT_LE, confirme: true });
    // Without B2's opening credit: spent on its November term, it credits the owners (ADR 124), and an owner's entry
    // other than its opening balance keeps the import from being undone, as a payment does.
    const fichier = await classeur("portefeuille.xlsx", {
      ...PORTEFEUILLE_BASCULE,
      Soldes: [
        ["Reference", "Type", "Montant"],
        ["B1", "locataire", "250"],
      ],
    });
    try {
      const annuler = (id: number) => u.call("DELETE", `/api/Import/${id}`);
      const premier = await json<Rec>(
        await envoyer(u, [fichier], { dateReprise: "01/11/2026" }),
        201,
      );
      expect(premier.import.annulable, JSON.stringify(premier.import)).toBe(true);
      const r = await annuler(premier.import.id);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const reste = await u.db.all<{ q: number; e: number }>(
        sql`select (select count(*) from "Quitance") as q, (select count(*) from "Ecriture") as e`,
      );
      expect(reste[0]).toEqual({ q: 0, e: 0 });

      const second = await json<Rec>(
        await envoyer(u, [fichier], { dateReprise: "01/11/2026" }),
        201,
      );
      const [b1] = await u.db
        .select({ id: Dossier.id })
        .from(Dossier)
        .where(inArray(Dossier.reference, ["B1"]));
      const [q] = (await u.call("GET", `/api/Quitance?DossierId=${b1!.id}`, "admin")).body.data;
      const paye = await u.call("POST", `/api/Dossier/${b1!.id}/paiements`, "admin", {
        montant: 1080,
        date: "2026-11-28",
        mode: "Virement",
        QuitanceId: q.id,
      });
      expect(paye.status, JSON.stringify(paye.body)).toBe(201);
      const refus = await annuler(second.import.id);
      expect(refus.status).toBe(409);
      expect(refus.body.error.message).toBe("Import non annulable : Le bail B1 a un paiement.");
      const [n] = await u.db.all<{ n: number }>(sql`select count(*) as n from "Quitance"`);
      expect(n?.n).toBe(3);
    } finally {
      await u.close();
    }
  });
});
