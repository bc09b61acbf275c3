// Issue 74, item 7 (ADR 132) on the Workers entry: a one-admin agency's import with opening balances and IBANs; the
// dry run says nobody else can confirm them; in the delay mode the owners are told their balance once, and once the
// 72 hours are over the payout pays the balance. The same rules as tests/api/imports-soldes-delai.test.ts.
import { describe, expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { MSG_SOLDES_PAS_EN_DELAI } from "../../worker/domain/imports/delai-soldes";
import type { ImportRecord } from "../../worker/domain/contract/imports";
import { classeur, PORTEFEUILLE } from "../support/imports";
import { counted, jsonOf as json, signedInInstance } from "./instance";
import { envoi } from "./imports-support";
import { sqlDe } from "./iban";

const AVEC_SOLDES = {
  ...PORTEFEUILLE,
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["P1", "proprietaire", "2 000,00"],
  ],
};

describe("a one-admin agency's opening balances", () => {
  it("are said to have nobody to confirm them, told to their owners in the delay mode, and paid after 72 hours", async () => {
    const edge = await signedInInstance();
    const octets = new Uint8Array((await classeur("r.xlsx", AVEC_SOLDES)).bytes);
    const essai = await json(await edge.call("POST", "/api/imports?essai=1", envoi(octets)));
    expect(essai.seulConfirmateur).toBe(true);
    expect(essai.avertissements.join("\n")).toContain(
      "personne d'autre ne peut confirmer ces soldes d'ouverture",
    );
    const imp = (
      (await json(await edge.call("POST", "/api/imports", envoi(octets)), 201)) as {
        import: ImportRecord;
      }
    ).import;
    expect(imp.soldes).toBe("a_verifier");
    await edge.confirm();
    const [bail] = await sqlDe(edge, `SELECT "id" FROM "Dossier" WHERE "reference" = 'B1'`);
    const terme = await edge.call("POST", `/api/Quitance/generate/${bail?.id}`, {
      date: "2026-11-01",
    });
    expect([200, 201]).toContain(terme.status);
    await json(
      await edge.call("POST", `/api/Dossier/${bail?.id}/paiements`, {
        montant: "850",
        date: parisDate(new Date()),
        mode: "Virement",
      }),
      201,
    );
    expect(
      (await json(await edge.call("POST", `/api/Import/${imp.id}/soldes/delai`), 409)).error
        .message,
    ).toBe(MSG_SOLDES_PAS_EN_DELAI);

    await json(await edge.call("PUT", "/api/agence", { verificationIban: "delai" }));
    await json(await edge.call("POST", `/api/Import/${imp.id}/ibans/delai`));
    const { res, trips } = await counted(edge, () =>
      edge.call("POST", `/api/Import/${imp.id}/soldes/delai`),
    );
    const prevenus = await json(res);
    expect(prevenus).toMatchObject({ prevenus: 1, nonPrevenus: [] });
    expect(prevenus.import.soldesComptentApres).not.toBeNull();
    console.log(`[edge] allers-retours libSQL : mode délai des soldes d'un import ${trips}`);
    // The session's read, an interactive transaction (its claim, reads, the owner's e-mail queued), the import read.
    expect(trips).toBeLessThanOrEqual(12);
    const mails = await sqlDe(
      edge,
      `SELECT "to", "subject" FROM "Outbox" WHERE "dedupeKey" LIKE 'solde-repris:%'`,
    );
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["paul@exemple.fr", "Votre solde repris par votre agence"],
    ]);
    expect(
      (await json(await edge.call("POST", `/api/Import/${imp.id}/soldes/delai`))).prevenus,
    ).toBe(0);

    await edge.confirm();
    const date = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
    // The 72 hours over, as the clock would have it (the edge's clock is the host's).
    const passe = new Date(Date.now() - 1000).toISOString();
    await sqlDe(edge, `UPDATE "IbanClient" SET "verifieApres" = ? WHERE "ImportId" = ?`, [
      passe,
      imp.id,
    ]);
    await sqlDe(edge, `UPDATE "Import" SET "soldesComptentApres" = ? WHERE "id" = ?`, [
      passe,
      imp.id,
    ]);
    const paye = await json(await edge.call("POST", "/api/reversements", { date }), 201);
    // P1: its 2 000 € balance and 60 % of the 850 € collected; P2, without an IBAN, waits.
    expect(paye.reversement.total).toBe(2510);
    const lu = await json(await edge.call("GET", `/api/Import/${imp.id}`));
    expect(lu.import).toMatchObject({ soldes: "confirme", soldesConfirmesPar: null });
  });
});
