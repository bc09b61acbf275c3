// Issue 59, item 3, on the edge entry: an owner's changed IBAN is left out of the next payout batch until another
// admin confirms it (its author's own confirmation: 403) or, in the "delai" mode, until 72 hours after the e-mail to
// the owner at the address known before the change; the agency's changed trust account blocks every SEPA file
// until someone else confirms it. The same rules as tests/api/iban-verification.test.ts, over libSQL HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { jourFr } from "../../worker/domain/iban-verification/regles";
import { addDays, parisDate } from "../../worker/domain/dates";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, sqlDe } from "./iban";

const IBAN_1 = "DE89370400440532013000";
const IBAN_2 = "FR1420041010050500013M02606";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
beforeAll(async () => {
  edge = await signedInInstance();
  // Its money moves (an owner's IBAN, the trust account, a SEPA file) need a fresh confirmation (issue 59).
  await edge.confirm();
  second = await secondAdmin(edge);
});

/** An owner with an IBAN whose tenant paid 400 € on the January term: all of it on their account. */
async function proprietaire(nom: string, o: Record<string, unknown> = {}) {
  const c = await json(
    await edge.call("POST", "/api/Client", { ...valid.Client(), nom, iban: IBAN_1, ...o }),
    201,
  );
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );
  await json(
    await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
      montant: "400,00",
      date: "2026-01-06",
      mode: "Virement",
      QuitanceId: q.id,
    }),
    201,
  );
  return { id: c.id as number, ibanStatut: c.ibanStatut as string };
}

let jour = 0;
// The edge's clock is the host's: a batch's execution date is today or later (issue 60); each batch a day of its own.
const dateDuLot = (n: number) => addDays(parisDate(new Date()), n);
/** A draft batch of a date of its own, deleted once read. */
async function lot(ClientId: number) {
  jour++;
  const r = await edge.call("POST", "/api/reversements", { date: dateDuLot(jour) });
  // Nobody payable (issue 74, item 7): a 409 that names each owner's reason, and no draft.
  if (r.status === 409) {
    const { error } = await json(r, 409);
    return { paye: false, motif: error.fields[`proprietaire.${ClientId}`] as string };
  }
  const { reversement } = await json(r, 201);
  await json(await edge.call("DELETE", `/api/Reversement/${reversement.id}`));
  return {
    paye: reversement.lignes.some((l: any) => l.ClientId === ClientId) as boolean,
    motif: reversement.ecartes.find((e: any) => e.ClientId === ClientId)?.motif as string,
  };
}

/** The reason of an IBAN typed now (Paris day): the day read before and after, should the test cross midnight. */
const enAttente = () =>
  `IBAN modifié le ${jourFr(new Date().toISOString())}, en attente de vérification`;

describe("IBAN verification on the edge", () => {
  it("leaves a new IBAN out of the batch until another admin confirms it; its author gets 403", async () => {
    const { id, ibanStatut } = await proprietaire("Edge-Iban-Aubert");
    expect(ibanStatut).toBe("a_verifier");
    const attendu = enAttente();
    expect(await lot(id)).toEqual({ paye: false, motif: attendu });
    const soi = await json(await edge.call("POST", `/api/Client/${id}/iban/confirmer`), 403);
    expect(soi.error.message).toBe(
      "Vous avez saisi cet IBAN : il doit être confirmé par un autre administrateur ou comptable.",
    );
    const ok = await json(
      await second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_1 }),
    );
    expect(ok).toMatchObject({ statut: "verifie", confirmePar: "second@edge.test" });
    expect((await lot(id)).paye).toBe(true);
    // The next change is held again; the history keeps both, newest first.
    const put = await json(await edge.call("PUT", `/api/Client/${id}`, { iban: IBAN_2 }));
    expect(put.ibanStatut).toBe("a_verifier");
    expect((await lot(id)).paye).toBe(false);
    const { data } = await json(await edge.call("GET", `/api/Client/${id}/ibans`));
    expect(data.map((l: any) => [l.statut, l.auteur])).toEqual([
      ["a_verifier", "admin@edge.test"],
      ["remplace", "admin@edge.test"],
    ]);
    await json(await edge.call("POST", `/api/Client/${id}/iban/confirmer`), 403);
    await json(await second("POST", `/api/Client/${id}/iban/confirmer`));
    expect((await lot(id)).paye).toBe(true);
  });

  it("in the 'delai' mode, e-mails the previous address; out until its 72 hours are over", async () => {
    const mode = await json(await edge.call("PUT", "/api/agence", { verificationIban: "delai" }));
    expect(mode.verificationIban).toBe("delai");
    const { id } = await proprietaire("Edge-Iban-Blanc", {
      mailPerso: "ancien@proprio.test",
      mailDefaut: "mailPerso",
    });
    await json(await second("POST", `/api/Client/${id}/iban/confirmer`));
    const avant = Date.now();
    await json(
      await edge.call("PUT", `/api/Client/${id}`, {
        iban: IBAN_2,
        mailPerso: "nouveau@pirate.test",
      }),
    );
    const { data } = await json(await edge.call("GET", `/api/Client/${id}/ibans`));
    expect(data[0]).toMatchObject({ statut: "a_verifier", informeA: "ancien@proprio.test" });
    const delai = Date.parse(data[0].verifieApres) - avant;
    expect(delai).toBeGreaterThanOrEqual(72 * 3600_000 - 60_000);
    expect(delai).toBeLessThanOrEqual(72 * 3600_000 + 60_000);
    const outbox = await json(await edge.call("GET", "/api/Outbox"));
    const mail = outbox.data.find((m: any) => m.subject === "Votre IBAN a été modifié");
    expect(mail.to).toBe("ancien@proprio.test");
    const lu = await json(await edge.call("GET", `/api/Outbox/${mail.id}`));
    expect(lu.body).toContain("se termine par 2606");

    // The edge's clock is the host's: the deadline is moved as 71 h, then 73 h, would have brought it.
    const deadline = (ms: number) =>
      sqlDe(edge, `UPDATE "IbanClient" SET "verifieApres" = ? WHERE "id" = ?`, [
        new Date(Date.now() + ms).toISOString(),
        data[0].id,
      ]);
    await deadline(3600_000);
    expect((await lot(id)).paye).toBe(false);
    expect((await json(await edge.call("GET", `/api/Client/${id}`))).ibanStatut).toBe("a_verifier");
    await deadline(-3600_000);
    expect((await lot(id)).paye).toBe(true);
    expect((await json(await edge.call("GET", `/api/Client/${id}`))).ibanStatut).toBe("verifie");
    await json(await edge.call("PUT", "/api/agence", { verificationIban: "deuxieme_personne" }));
  });

  it("in the 'delai' mode, an address changed before the IBAN is not told: a second person only (ADR 175)", async () => {
    await json(await edge.call("PUT", "/api/agence", { verificationIban: "delai" }));
    const { id } = await proprietaire("Edge-Iban-Jacob", { mailPerso: "vrai@proprio.test" });
    await json(await second("POST", `/api/Client/${id}/iban/confirmer`));
    // The lone fraudster: the address first, then the IBAN, the notice to their own address.
    await json(await edge.call("PUT", `/api/Client/${id}`, { mailPerso: "escroc@pirate.test" }));
    await json(await edge.call("PUT", `/api/Client/${id}`, { iban: IBAN_2 }));
    const { data } = await json(await edge.call("GET", `/api/Client/${id}/ibans`));
    expect(data[0]).toMatchObject({ statut: "a_verifier", verifieApres: null });
    await json(await edge.call("POST", `/api/Client/${id}/iban/confirmer`), 403);
    await json(await edge.call("PUT", "/api/agence", { verificationIban: "deuxieme_personne" }));
  });

  it("blocks the SEPA file while the agency's trust account waits for another admin", async () => {
    const { id } = await proprietaire("Edge-Iban-Colin");
    await json(await second("POST", `/api/Client/${id}/iban/confirmer`));
    const agence = await json(
      await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }),
    );
    expect(agence).toMatchObject({ ibanStatut: "a_verifier", ibanModifiePar: "admin@edge.test" });
    jour++;
    const { reversement } = await json(
      await edge.call("POST", "/api/reversements", {
        date: dateDuLot(jour),
      }),
      201,
    );
    // Only a validated batch has a file (issue 59, "money leaves once"): none while the trust account waits.
    await json(await edge.call("POST", `/api/Reversement/${reversement.id}/valider`));
    const bloque = await json(
      await edge.call("GET", `/api/Reversement/${reversement.id}/sepa`),
      409,
    );
    expect(bloque.error.message).toMatch(
      /^Le compte séquestre de l'agence a été modifié par admin@edge\.test le \d\d\/\d\d\/\d{4} : il doit être confirmé par un autre administrateur ou comptable avant tout fichier SEPA\.$/,
    );
    await json(await edge.call("POST", "/api/agence/iban/confirmer"), 403);
    const ok = await json(
      await second("POST", "/api/agence/iban/confirmer", { iban: IBAN_AGENCE }),
    );
    expect(ok.ibanStatut).toBe("verifie");
    expect((await edge.call("GET", `/api/Reversement/${reversement.id}/sepa`)).status).toBe(200);
  });
});
