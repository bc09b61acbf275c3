// Issue 76, item 5 on the edge entry: a supplier payout batch prepared in one round trip, an invoice waiting for its
// lot's owners' funds with its reason, validated only by someone other than the preparer, its pain.001 file the same
// on every download, the invoice never in a second batch. The same rules as tests/api/travaux/paiements-fournisseurs.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { fournisseurValide } from "../support/travaux";
import { IBAN_ENTIER } from "../support/journal-fichier-sepa";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, sqlDe, toutVerifier, confirmerSecond } from "./iban";
import { factureSurUnLot } from "./factures-fournisseurs";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
// The agency's Paris day, as the server judges an execution date (not UTC's, a day behind around midnight).
const jour = parisDate(new Date());

let payable = 0;
beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  second = await secondAdmin(edge, "second@edge.test");
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
  await toutVerifier(edge);
  const decennale = { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" };
  const f = await json(
    await edge.call("POST", "/api/Fournisseur", fournisseurValide({ siret: null, decennale })),
    201,
  );
  await json(await second("POST", `/api/Fournisseur/${f.id}/iban/confirmer`));
  payable = (await factureSurUnLot(edge, f.id, "E-1", 200000, jour)).intervention;
  await factureSurUnLot(edge, f.id, "E-2", 0, jour);
});

describe("supplier payouts on the edge", () => {
  it("deletes a draft in one trip after the session's check; its invoice goes into the next batch", async () => {
    await edge.confirm();
    const { paiement } = await json(
      await edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
      201,
    );
    const del = await counted(edge, () =>
      edge.call("DELETE", `/api/PaiementFournisseurs/${paiement.id}`),
    );
    expect(del.trips).toBeLessThanOrEqual(2);
    expect(await json(del.res)).toEqual({ id: paiement.id });
    await json(await edge.call("GET", `/api/PaiementFournisseurs/${paiement.id}`), 404);
  });

  it("prepares in one trip, waits for funds with the reason, two persons, one identical file, paid once", async () => {
    await edge.confirm();
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
    );
    // The session's check, then the batch's statements and reads: one write batch.
    expect(prep.trips).toBeLessThanOrEqual(2);
    const { paiement } = await json(prep.res, 201);
    expect(paiement.lignes.map((l: { numero: string }) => l.numero)).toEqual(["E-1"]);
    expect(paiement.ecartes).toEqual([
      expect.objectContaining({
        numero: "E-2",
        motif:
          "Les comptes des propriétaires du lot ne couvrent pas cette facture : elle attend leurs fonds.",
      }),
    ]);
    const seul = await json(
      await edge.call("POST", `/api/PaiementFournisseurs/${paiement.id}/valider`),
      403,
    );
    expect(seul.error.message).toMatch(/validé par un autre administrateur ou comptable/);
    // The second person confirms their identity first, as any money move asks.
    await confirmerSecond(second);
    const v = await json(await second("POST", `/api/PaiementFournisseurs/${paiement.id}/valider`));
    expect(v).toMatchObject({ statut: "valide", validePar: "second@edge.test" });
    expect((await json(await edge.call("GET", `/api/Intervention/${payable}`))).etat).toBe("payee");
    const un = await edge.call("GET", `/api/PaiementFournisseurs/${paiement.id}/sepa`);
    expect(un.status).toBe(200);
    const xml = await un.text();
    expect(xml).toContain("<CtrlSum>500.00</CtrlSum>");
    expect(
      await (await edge.call("GET", `/api/PaiementFournisseurs/${paiement.id}/sepa`)).text(),
    ).toBe(xml);
    // ADR 137: the journal names the file issued, never the suppliers' IBANs.
    const journal = await sqlDe(
      edge,
      `SELECT "changes" FROM "Journal" WHERE "resource" = 'PaiementFournisseur'`,
    );
    for (const l of journal) {
      expect(String(l.changes)).not.toMatch(IBAN_ENTIER);
      expect(String(l.changes)).not.toContain("<IBAN>");
    }
    const msgId = /<MsgId>([^<]+)<\/MsgId>/.exec(xml)?.[1];
    expect(journal.map((l) => JSON.parse(String(l.changes)).fichierSepa?.[1])).toContain(
      `Fichier pain.001.001.09 « ${msgId} » : 1 opération, 500,00 €, ${xml.length} caractères`,
    );
    const encore = await json(
      await edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
      409,
    );
    expect(encore.error.message).not.toContain("E-1");
    expect(encore.error.message).toContain("facture n° E-2");
  });
});
