import { describe, expect, it } from "vitest";
import { appelDeLot } from "../support/lot-calls";
import { makeTestApp } from "../support/test-app";
import { creancier, dossierPreleve } from "../support/prelevements";
import { BIC_AGENCE, IBAN_AGENCE, proprietaire } from "../support/reversements";
import { IBAN_ENTIER } from "../support/journal-fichier-sepa";

// Issue 75 item 2: the journal keeps no IBAN whole, in any shape a row holds one (a field's old and new values, a
// mandate's debtor, a batch's lines, a JSON inside a value): its last four characters only. The SEPA file kept on a
// validated batch is not kept at all, a line names it (ADR 137).

describe("the journal masks every IBAN", () => {
  it("after an owner's IBAN change, a SEPA mandate and a validated debit batch with its file", async () => {
    const t = await makeTestApp({ confirme: true });
    const ok = appelDeLot(t);
    await creancier(t, { iban: IBAN_AGENCE, bic: BIC_AGENCE });
    const id = await proprietaire(t, 0);
    await t.confirm("admin");
    const put = await t.call("PUT", `/api/Client/${id}`, "admin", {
      iban: "GB29 NWBK 6016 1331 9268 19",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201);
    await ok("POST", `/api/Prelevement/${lot.prelevement.id}/valider`);
    const sepa = await t.call("GET", `/api/Prelevement/${lot.prelevement.id}/sepa`, "comptable");
    expect(sepa.status).toBe(200);
    // The file itself is served whole: the bank needs it.
    expect(String(sepa.body)).toContain("<IBAN>FR7630006000011234567890189</IBAN>");

    const lignes = (await t.client.execute(`select "resource", "changes" from "Journal"`)).rows;
    const ressources = new Set(lignes.map((l) => String(l.resource)));
    for (const r of ["Client", "IbanClient", "MandatSepa", "LignePrelevement", "Prelevement"])
      expect(ressources.has(r), r).toBe(true);
    for (const l of lignes) expect(String(l.changes), String(l.resource)).not.toMatch(IBAN_ENTIER);

    // What is kept says which account: its last four characters, the SEPA file's IBANs among its XML.
    const client = lignes.filter((l) => l.resource === "Client").map((l) => String(l.changes));
    expect(client.join()).toContain('["****3000","****6819"]');
    // The SEPA file (ADR 137): not its text, a line saying which file it was.
    const emis = lignes
      .filter((l) => l.resource === "Prelevement")
      .map((l) => JSON.parse(String(l.changes)).fichierSepa)
      .find((f) => f?.[1]);
    const msgId = /<MsgId>([^<]+)<\/MsgId>/.exec(String(sepa.body))?.[1];
    expect(emis).toEqual([
      null,
      `Fichier pain.008.001.08 « ${msgId} » : 1 opération, 970,50 €, ${String(sepa.body).length} caractères`,
    ]);
    for (const l of lignes) expect(String(l.changes)).not.toContain("<IBAN>");
    for (const l of lignes.filter((x) => x.resource === "Prelevement"))
      expect(String(l.changes)).not.toContain(a.mandat.rum);

    // The journal as admins read it: no IBAN either.
    const api = await t.call("GET", "/api/journal?limit=5000", "admin");
    expect(api.status).toBe(200);
    expect(JSON.stringify(api.body)).not.toMatch(IBAN_ENTIER);
    await t.close();
  }, 60_000); // a whole debit batch's life (mandate, batch, validation, file, journal): over 20 s on a loaded CI

  it("an invoice's seller, the agency's settings as JSON, keeps its trust account's last four characters", async () => {
    const t = await makeTestApp({ confirme: true });
    await t.client.execute(
      `insert into "Facture" ("numero", "prefixe", "annee", "rang", "date", "objet", "tauxTva", "totalHT", "totalTVA", "totalTTC", "acheteur", "vendeur", "reglement", "createdAt", "updatedAt") values ('F-2026-1', 'F', 2026, 1, '2026-11-21', 'Honoraires', 0.2, 100, 20, 120, '{}', '{"nom":"Agence","iban":"FR7630006000011234567890189","bic":"AGRIFRPP"}', '{}', '2026-11-21T10:00:00.000Z', '2026-11-21T10:00:00.000Z')`,
    );
    const l = (
      await t.client.execute(`select "changes" from "Journal" where "resource" = 'Facture'`)
    ).rows;
    expect(l).toHaveLength(1);
    expect(String(l[0]!.changes)).not.toMatch(IBAN_ENTIER);
    expect(String(l[0]!.changes)).toContain('\\"iban\\":\\"****0189\\"');
    await t.close();
  });
});
