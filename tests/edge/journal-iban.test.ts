// Issue 75 item 2 on the edge: the journal keeps no IBAN whole (its triggers mask them in SQL, the same on both
// entries): an owner's IBAN change, a tenant's SEPA mandate, a validated debit batch and its file.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { addDays, parisDate } from "../../worker/domain/dates";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";
import { agencePrete, sqlDe } from "./iban";
import { IBAN_ENTIER } from "../support/journal-fichier-sepa";

const jour = parisDate(new Date());

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
  await agencePrete(edge);
});

describe("the journal on the edge masks every IBAN", () => {
  it("keeps the last four characters of each, and of the SEPA file a line naming it", async () => {
    const c = await json(
      await edge.call("POST", "/api/Client", { ...valid.Client(), iban: "DE89370400440532013000" }),
      201,
    );
    await json(
      await edge.call("PUT", `/api/Client/${c.id}`, { iban: "GB29 NWBK 6016 1331 9268 19" }),
    );
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: addDays(jour, -30) }),
      201,
    );
    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/mandatsSepa`, {
        titulaire: "Zoë d’Arçon",
        iban: "FR76 3000 6000 0112 3456 7890 189",
        bic: "AGRIFRPP",
        dateSignature: "2026-11-02",
        lieuSignature: "Paris",
      }),
      201,
    );
    const { prelevement } = await json(
      await edge.call("POST", "/api/prelevements", { dateEcheance: addDays(jour, 20) }),
      201,
    );
    await json(await edge.call("POST", `/api/Prelevement/${prelevement.id}/valider`));
    const xml = await (await edge.call("GET", `/api/Prelevement/${prelevement.id}/sepa`)).text();
    expect(xml).toContain("<IBAN>FR7630006000011234567890189</IBAN>");

    const lignes = await sqlDe(edge, `SELECT "resource", "changes" FROM "Journal"`);
    for (const r of ["Client", "IbanClient", "MandatSepa", "LignePrelevement"])
      expect(
        lignes.some((x) => x.resource === r),
        r,
      ).toBe(true);
    for (const x of lignes) expect(String(x.changes), String(x.resource)).not.toMatch(IBAN_ENTIER);
    // The SEPA file (ADR 137): not its text, a line saying which file it was.
    const emis = lignes
      .filter((x) => x.resource === "Prelevement")
      .map((x) => JSON.parse(String(x.changes)).fichierSepa?.[1])
      .find(Boolean);
    const msgId = /<MsgId>([^<]+)<\/MsgId>/.exec(xml)?.[1];
    expect(emis).toMatch(
      new RegExp(
        `^Fichier pain\\.008\\.001\\.08 « ${msgId} » : 1 opération, \\d+,\\d{2} €, ${xml.length} caractères$`,
      ),
    );
    expect(lignes.some((x) => String(x.changes).includes("<IBAN>"))).toBe(false);
    const client = lignes.filter((x) => x.resource === "Client").map((x) => String(x.changes));
    expect(client.join()).toContain('["****3000","****6819"]');
  });
});
