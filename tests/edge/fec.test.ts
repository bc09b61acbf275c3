// The FEC on the edge entry (ADR 035): the same file as on Node, streamed month by month from libSQL over HTTP; one
// round trip for the settings, the names, the opening balances and the tenants' lines to letter, then one per month
// of the exercice. A lease's letting fees (issue 60, ADR 074): charged at its start in tenant/add's one batch.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { equilibres, lireFec, soldeFec } from "../support/fec";
import { type Instance, jsonOf as json } from "./instance";
import { type secondAdmin, avecSecondAdmin } from "./iban";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
beforeAll(async () => {
  // The money moves these tests make need a fresh confirmation (issue 59): the admin's session confirms first.
  // A co-owner added waits for another admin (issue 59, ADR 073): this one confirms.
  ({ edge, second } = await avecSecondAdmin());
});
// Five minutes each: every test confirms again (tests/edge/confirmation.test.ts tests the confirmation itself).
beforeEach(() => edge.confirm());

describe("the FEC on the edge", () => {
  it("answers 409 without a SIREN, then the year's file in 13 round trips (1 + one per month), 467 = the owner's balance", async () => {
    const b0 = await edge.roundTrips();
    const refus = await edge.call("GET", "/api/comptabilite/fec?exercice=2026");
    expect(refus.status).toBe(409);
    const refusTrips = (await edge.roundTrips()) - b0;
    await json(await edge.call("PUT", "/api/agence", { siren: "987654324" }));

    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
    const m = await json(
      await edge.call("POST", "/api/Mission", { ...valid.Mission(), honorairesGestion: 8 }),
      201,
    );
    await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
    await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    for (const mois of ["01", "02", "03"]) {
      const q = await json(
        await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: `2026-${mois}-05` }),
        201,
      );
      await json(
        await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
          montant: "970,50",
          date: `2026-${mois}-06`,
          mode: "Virement",
          QuitanceId: q.id,
        }),
        201,
      );
    }

    const mesure = async () => {
      const before = await edge.roundTrips();
      const res = await edge.call("GET", "/api/comptabilite/fec?exercice=2026");
      expect(res.status).toBe(200);
      // ISO 8859-15 (issue 60 item 7), as its Content-Type says.
      expect(res.headers.get("content-type")).toBe("text/plain; charset=ISO-8859-15");
      const text = new TextDecoder("iso-8859-15").decode(await res.arrayBuffer());
      return { res, text, trips: (await edge.roundTrips()) - before };
    };
    const { res, text, trips } = await mesure();
    expect(res.headers.get("content-disposition")).toContain("987654324FEC20261231.txt");
    const { lignes } = lireFec(text);
    const { ecarts, numeros } = equilibres(lignes);
    expect(ecarts.every((e) => e === 0)).toBe(true);
    expect(numeros).toEqual(numeros.map((_, i) => i + 1));
    const compte = await json(await edge.call("GET", `/api/Client/${c.id}/compte?au=2026-12-31`));
    expect(-soldeFec(lignes, "467000", `P${String(c.id).padStart(6, "0")}`)).toBe(
      Math.round(compte.solde * 100),
    );
    console.log(
      `[edge] allers-retours libSQL : FEC refusé sans SIREN ${refusTrips}, FEC d'un exercice ${trips}`,
    );
    expect(refusTrips).toBeLessThanOrEqual(2);
    // The download journaled (issue 59) in the same round trip as January's read, the tenants' lines for the
    // lettering (issue 60) in the first one: still 13.
    expect(trips).toBe(13);
    const journal = await json(await edge.call("GET", "/api/telechargements"));
    expect(journal.data).toEqual([
      expect.objectContaining({ quoi: "fec", reference: "2026", sessionId: expect.any(String) }),
    ]);
  }, 60_000); // Some forty requests: over 20 s on a loaded machine.
});

describe("a lease's letting fees on the edge (issue 60)", () => {
  it("tenant/add debits the co-owners by share and invoices both shares in its batch; the FEC books them on 706/44571", async () => {
    const owned = async (nom: string) => {
      const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
      const owners = [
        await json(await edge.call("POST", "/api/Client", { ...valid.Client(), nom }), 201),
        await json(await edge.call("POST", "/api/Client", valid.Client()), 201),
      ];
      for (const [i, c] of owners.entries()) {
        const held = i > 0;
        await json(
          await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`),
          held ? 202 : 200,
        );
        if (held)
          await json(await second("POST", `/api/Appartement/${a.id}/quotesParts/confirmer`));
      }
      const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
      return { a, l, owners };
    };
    const add = async (p: Awaited<ReturnType<typeof owned>>, fees: Record<string, unknown>) => {
      const before = await edge.roundTrips();
      const res = await edge.call("PUT", `/api/Appartement/${p.a.id}/tenant/add/${p.l.id}`, {
        ...valid.Dossier(p.a.id, p.l.id),
        dateEntree: "2026-04-01",
        dateDebutBail: "2026-04-01",
        ...fees,
      });
      return { d: (await json(res)).dossier, trips: (await edge.roundTrips()) - before };
    };
    // The landlord's share only: the owners and the settings ride with the lease's reads, the debits and the invoice
    // with its one write batch.
    const seul = await add(await owned("Durand"), { honorairesBailleurTTC: 500 });
    const p = await owned("Lefèvre");
    const [x, y] = p.owners;
    // Both shares: the tenant's is checked against the ceilings first (bail-rules.ts reads them): one more, as before.
    const { d, trips } = await add(p, { fraisDossierTTC: 300, honorairesBailleurTTC: "420,01" });
    console.log(
      `[edge] allers-retours libSQL : tenant/add avec honoraires du bailleur ${seul.trips}, des deux parts ${trips}`,
    );
    expect(seul.trips).toBeLessThanOrEqual(2);
    expect(trips).toBeLessThanOrEqual(3);

    // Equal shares (none given): 210,005 € rounds to 210,01 € for the first, the last owner taking what is left.
    const debits = [];
    for (const c of [x, y]) {
      const compte = await json(await edge.call("GET", `/api/Client/${c.id}/compte`));
      debits.push(
        compte.ecritures
          // Issue 38's six types: the letting fees read « honoraires ».
          .filter((e: { type: string }) => e.type === "honoraires")
          .map((e: { debit: number }) => e.debit),
      );
    }
    expect(debits).toEqual([[210.01], [210]]);
    const factures = (await json(await edge.call("GET", `/api/Facture?DossierId=${d.id}`))).data;
    expect(
      factures.map((f: { ClientId: number | null; totalTTC: number }) => [f.ClientId, f.totalTTC]),
    ).toEqual([
      [x.id, 420.01],
      [null, 300],
    ]);

    const res = await edge.call("GET", "/api/comptabilite/fec?exercice=2026");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { lignes } = lireFec(new TextDecoder("iso-8859-15").decode(bytes));
    expect(equilibres(lignes).ecarts.every((e) => e === 0)).toBe(true);
    const aux = `L${String(d.id).padStart(6, "0")}`;
    const num = lignes.find((l) => l.aux === aux && l.journal === "VT")?.num;
    expect(lignes.filter((l) => l.num === num).map((l) => [l.compte, l.debit, l.credit])).toEqual([
      ["411000", 30000, 0],
      ["706000", 0, 25000],
      ["445710", 0, 5000],
    ]);
    // The owners' share: 420,01 € TTC, 350,01 € HT on 706 (with the tenant's 250 € and the mission's fees before).
    const proprios = [x, y].map((c) => `P${String(c.id).padStart(6, "0")}`);
    const nums = new Set(
      lignes
        .filter((l) => proprios.includes(l.aux) && l.libelle.startsWith("Honoraires de location"))
        .map((l) => l.num),
    );
    const parts = lignes.filter((l) => nums.has(l.num));
    expect(soldeFec(parts, "706000")).toBe(-35001);
    expect(soldeFec(parts, "445710")).toBe(-7000);
    // « è » of « Lefèvre » is the one byte 0xE8.
    expect(bytes.includes(0xe8)).toBe(true);
  }, 60_000);
});
