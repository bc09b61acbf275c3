// Issue 74, items 6 and 7 (ADR 116) on the Workers entry: undoing an import that updated records gives their values
// back, or answers 409 naming the record and field changed since; an import's IBANs confirmed at once by a second
// admin, refused to the importer, twice harmless; a one-admin agency's import says so and pays in the delay mode.
// The same rules as tests/api/imports-annuler-mises-a-jour.test.ts and imports-ibans.test.ts, over libSQL HTTP.
import { parisDate } from "../../worker/domain/dates";
import { describe, expect, it } from "vitest";
import { classeur, PORTEFEUILLE } from "../support/imports";
import type { ImportRecord } from "../../worker/domain/contract/imports";
import {
  MSG_IMPORTEUR_NE_CONFIRME_PAS,
  MSG_PAS_EN_DELAI,
} from "../../worker/domain/iban-verification/import";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { envoi } from "./imports-support";
import { secondAdmin, sqlDe } from "./iban";

const DEUX_IBAN = {
  ...PORTEFEUILLE,
  Proprietaires: [
    ...(PORTEFEUILLE.Proprietaires ?? []),
    ["P3", "Mme", "Roux", "Claire", "claire@exemple.fr", "FR14 2004 1010 0505 0001 3M02 606"],
  ],
};
const importer = async (edge: Instance, feuilles: typeof PORTEFEUILLE) =>
  (
    (await json(
      await edge.call(
        "POST",
        "/api/imports",
        envoi(new Uint8Array((await classeur("r.xlsx", feuilles)).bytes)),
      ),
      201,
    )) as { import: ImportRecord }
  ).import;
/** Lease B1's row, but the moment of its last write. */
const b1 = async (edge: Instance) => {
  const [r] = await sqlDe(edge, `SELECT * FROM "Dossier" WHERE "reference" = 'B1'`);
  const { updatedAt: _, ...reste }: Record<string, unknown> = { ...r };
  return reste;
};
const bailB1 = (loyer: string) => ({
  Baux: [
    [
      "Reference",
      "Appartement",
      "Locataires",
      "Date de debut",
      "Loyer HC",
      "Charges",
      "Depot de garantie",
    ],
    ["B1", "A1", "L1;L2", "01/09/2024", loyer, "50", "800"],
  ],
});

describe("an import's undo and IBANs, with a second admin", () => {
  let edge: Instance;
  let second: Awaited<ReturnType<typeof secondAdmin>>;
  let premier: ImportRecord;

  it("undoing an import that updated a lease gives it its values back exactly", async () => {
    edge = await signedInInstance();
    second = await secondAdmin(edge);
    premier = await importer(edge, DEUX_IBAN);
    const avant = await b1(edge);
    const maj = await importer(edge, bailB1("850"));
    expect(maj).toMatchObject({ misAJour: { Baux: 1 }, annulable: true });
    expect((await b1(edge)).loyerHC).toBe(85000);
    const { res, trips } = await counted(edge, () => edge.call("DELETE", `/api/Import/${maj.id}`));
    expect((await json(res)).import.statut).toBe("annule");
    console.log(`[edge] allers-retours libSQL : annulation avec restauration ${trips}`);
    // One transaction's statements, each a trip on the edge: a fixed count whatever the number of records (the
    // import's terms, ADR 112, and mandates, ADR 115, taken back too).
    expect(trips).toBeLessThanOrEqual(24);
    expect(await b1(edge)).toEqual(avant);
  });

  it("after a later change, 409 naming the lease and the field; nothing changed", async () => {
    const maj = await importer(edge, bailB1("900"));
    await sqlDe(edge, `UPDATE "Dossier" SET "loyerCharge" = 6000 WHERE "reference" = 'B1'`);
    const raison =
      "Le bail B1 a été modifié depuis cet import (champ « Charges ») : l'annuler effacerait cette modification.";
    const lu = (await json(await edge.call("GET", `/api/Import/${maj.id}`))).import;
    expect(lu).toMatchObject({ annulable: false, raisonNonAnnulable: raison });
    const avant = await b1(edge);
    const r = await json(await edge.call("DELETE", `/api/Import/${maj.id}`), 409);
    expect(r.error.message).toBe(`Import non annulable : ${raison}`);
    expect(await b1(edge)).toEqual(avant);
  });

  it("the import's IBANs: refused to the importer, confirmed at once by the second admin, twice harmless", async () => {
    const lu = await json(await second("GET", `/api/Import/${premier.id}/ibans`));
    expect(lu.seulConfirmateur).toBe(false);
    const ibans = lu.ibans.map((i: { ClientId: number; fin: string }) => ({
      ClientId: i.ClientId,
      fin: i.fin,
    }));
    expect(ibans.map((i: { fin: string }) => i.fin)).toEqual(["0189", "2606"]);
    const corps = { ibans, confirme: true };
    const importeur = await json(
      await edge.call("POST", `/api/Import/${premier.id}/ibans/confirmer`, corps),
      403,
    );
    expect(importeur.error.message).toBe(MSG_IMPORTEUR_NE_CONFIRME_PAS);
    const { res, trips } = await counted(edge, () =>
      second("POST", `/api/Import/${premier.id}/ibans/confirmer`, corps),
    );
    expect((await json(res)).confirmes).toBe(2);
    console.log(`[edge] allers-retours libSQL : confirmation des IBAN d'un import ${trips}`);
    // The session's read, the write batch, the list read again.
    expect(trips).toBeLessThanOrEqual(3);
    const restent = await sqlDe(
      edge,
      `SELECT count(*) AS n FROM "Client" WHERE "ibanStatut" = 'a_verifier'`,
    );
    expect(Number(restent[0]?.n)).toBe(0);
    const encore = await json(
      await second("POST", `/api/Import/${premier.id}/ibans/confirmer`, corps),
    );
    expect(encore.confirmes).toBe(0);
  });
});

describe("a one-admin agency", () => {
  it("is told so, tells the owners in the delay mode, and pays once the 72 hours are over", async () => {
    const edge = await signedInInstance();
    // Money collected after the import: a term of B1 paid. An opening balance would wait for a second person
    // (ADR 113), whom a one-admin agency does not have.
    const imp = await importer(edge, PORTEFEUILLE);
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
    const lu = await json(await edge.call("GET", `/api/Import/${imp.id}/ibans`));
    expect(lu).toMatchObject({ seulConfirmateur: true, modeVerification: "deuxieme_personne" });
    expect(
      (await json(await edge.call("POST", `/api/Import/${imp.id}/ibans/delai`), 409)).error.message,
    ).toBe(MSG_PAS_EN_DELAI);
    await edge.confirm();
    const date = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
    const attente = await json(await edge.call("POST", "/api/reversements", { date }), 409);
    expect(attente.error.message).toMatch(
      /Martin Paul : IBAN importé le \d\d\/\d\d\/\d{4}, en attente de vérification/,
    );

    await json(await edge.call("PUT", "/api/agence", { verificationIban: "delai" }));
    const prevenus = await json(await edge.call("POST", `/api/Import/${imp.id}/ibans/delai`));
    expect(prevenus.prevenus).toBe(1);
    const mails = await sqlDe(
      edge,
      `SELECT "to", "subject" FROM "Outbox" WHERE "dedupeKey" LIKE 'iban-importe:%'`,
    );
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["paul@exemple.fr", "Votre IBAN enregistré par votre agence"],
    ]);
    // The 72 hours over, as the clock would have it (the edge's clock is the host's).
    await sqlDe(edge, `UPDATE "IbanClient" SET "verifieApres" = ? WHERE "ImportId" = ?`, [
      new Date(Date.now() - 1000).toISOString(),
      imp.id,
    ]);
    const paye = await json(await edge.call("POST", "/api/reversements", { date }), 201);
    // P1's 60 % of the 850 € collected; P2, without an IBAN, waits.
    expect(paye.reversement.total).toBe(510);
  });
});
