import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Client, Dossier, IbanClient } from "../../worker/db/schema";
import {
  MSG_IMPORTEUR_NE_CONFIRME_PAS,
  MSG_LISTE_CHANGEE,
  MSG_PAS_EN_DELAI,
} from "../../worker/domain/iban-verification/import";
import { signToken } from "../../worker/auth/token";
import { JWT_SECRET, makeTestApp, type TestApp } from "../support/test-app";
import { PORTEFEUILLE, classeur, envoyer, json } from "../support/imports";

// Issue 74, item 7 (ADR 116): the IBANs an import brought read « IBAN importé le … »; a second person confirms them all
// at once from the list of owners and last four characters they read, the importer cannot, twice is harmless; an
// agency whose importer is its only admin is told so, and pays in the delay mode: each owner told, the IBAN used 72
// hours later.

type Rec = { import: { id: number } };
interface Ibans {
  seulConfirmateur: boolean;
  modeVerification: string;
  ibans: { ClientId: number; reference: string; nom: string; fin: string; statut: string }[];
}

const AVEC_DEUX_IBAN = {
  ...PORTEFEUILLE,
  Proprietaires: [
    ...(PORTEFEUILLE.Proprietaires ?? []),
    ["P3", "Mme", "Roux", "Claire", "claire@exemple.fr", "FR14 2004 1010 0505 0001 3M02 606"],
  ],
};

describe("an import's IBANs confirmed at once by a second person", () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await makeTestApp();
    id = (await json<Rec>(await envoyer(t, [await classeur("p.xlsx", AVEC_DEUX_IBAN)]), 201)).import
      .id;
  });
  afterAll(() => t.close());
  const confirmer = (role: "admin" | "comptable" | "user", body: unknown) =>
    t.call("POST", `/api/Import/${id}/ibans/confirmer`, role, body);

  it("lists each owner with the last four characters; the owner's history says « importé »", async () => {
    const r = await t.call("GET", `/api/Import/${id}/ibans`, "comptable");
    expect(r.status).toBe(200);
    const lu = r.body as Ibans;
    expect(lu.seulConfirmateur).toBe(false);
    expect(lu.ibans.map((i) => [i.reference, i.nom, i.fin, i.statut])).toEqual([
      ["P1", "Martin Paul", "0189", "a_verifier"],
      ["P3", "Roux Claire", "2606", "a_verifier"],
    ]);
    const [p1] = await t.db.select().from(Client).where(eq(Client.reference, "P1"));
    const h = (await t.call("GET", `/api/Client/${p1!.id}/ibans`)).body.data;
    expect(h[0]).toMatchObject({ statut: "a_verifier", ImportId: id, auteur: "admin@agence.test" });
    expect((await t.call("GET", `/api/Import/${id}/ibans`, "user")).status).toBe(403);
  });

  it("refused to the importer, to a list that lacks or misreads one, without the explicit confirmation", async () => {
    const liste = [
      { ClientId: 0, fin: "0189" },
      { ClientId: 0, fin: "2606" },
    ];
    const ids = (await t.db.select().from(Client)).filter((c) => c.iban);
    const p1 = ids.find((c) => c.reference === "P1")!.id;
    const p3 = ids.find((c) => c.reference === "P3")!.id;
    liste[0]!.ClientId = p1;
    liste[1]!.ClientId = p3;
    const importeur = await confirmer("admin", { ibans: liste, confirme: true });
    expect([importeur.status, importeur.body.error.message]).toEqual([
      403,
      MSG_IMPORTEUR_NE_CONFIRME_PAS,
    ]);
    const manque = await confirmer("comptable", { ibans: [liste[0]], confirme: true });
    expect([manque.status, manque.body.error.message]).toEqual([409, MSG_LISTE_CHANGEE]);
    const faux = await confirmer("comptable", {
      ibans: [liste[0], { ClientId: p3, fin: "9999" }],
      confirme: true,
    });
    expect(faux.status).toBe(409);
    const sans = await confirmer("comptable", { ibans: liste });
    expect(sans.status).toBe(400);
    expect(sans.body.error.fields.confirme).toBe(
      "Cochez la case pour confirmer avoir vérifié chaque IBAN auprès de son propriétaire.",
    );
    const enAttente = await t.db.select().from(Client).where(eq(Client.ibanStatut, "a_verifier"));
    expect(enAttente.map((c) => c.reference).sort()).toEqual(["P1", "P3"]);

    const ok = await confirmer("comptable", { ibans: liste, confirme: true });
    expect(ok.status).toBe(200);
    expect(ok.body.confirmes).toBe(2);
    expect(ok.body.ibans.map((i: { statut: string }) => i.statut)).toEqual(["verifie", "verifie"]);
    expect(await t.db.select().from(Client).where(eq(Client.ibanStatut, "a_verifier"))).toEqual([]);
    const [h] = await t.db.select().from(IbanClient).where(eq(IbanClient.ClientId, p1));
    expect(h).toMatchObject({ statut: "verifie", confirmePar: "comptable@agence.test" });

    // Twice: nothing more, nothing undone.
    const encore = await confirmer("comptable", { ibans: liste, confirme: true });
    expect([encore.status, encore.body.confirmes]).toEqual([200, 0]);
    expect(await t.db.select().from(Client).where(eq(Client.ibanStatut, "a_verifier"))).toEqual([]);
  });
});

describe("an agency whose importer is its only admin pays in the delay mode", () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await makeTestApp({ otherRoles: false, confirme: true, now: "2026-11-28T10:00:00Z" });
    // Money the agency collects after the import: B1's November term (called by the import, ADR 112) paid. An opening
    // balance would wait for a second person (ADR 113), whom a one-admin agency does not have.
    const fichier = await classeur("p.xlsx", PORTEFEUILLE);
    id = (await json<Rec>(await envoyer(t, [fichier], { dateReprise: "01/11/2026" }), 201)).import
      .id;
    const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    const p = await t.call("POST", `/api/Dossier/${b1!.id}/paiements`, "admin", {
      montant: "850",
      date: "2026-11-20",
      mode: "Virement",
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
  });
  afterAll(() => t.close());
  const preparer = () => t.call("POST", "/api/reversements", "admin", { date: "2026-12-05" });
  /** Days later: the clock, and the admin's token signed again (a token lives 12 hours). */
  async function avancer(iso: string) {
    t.setNow(iso);
    t.tokens.admin = await signToken(
      t.ids.admin,
      JWT_SECRET,
      false,
      new Date(iso),
      0,
      undefined,
      0,
      t.sids.admin,
    );
  }

  it("the import's IBANs say so: nobody else can confirm, the payout waits « IBAN importé le … »", async () => {
    const lu = (await t.call("GET", `/api/Import/${id}/ibans`)).body as Ibans;
    expect(lu).toMatchObject({ seulConfirmateur: true, modeVerification: "deuxieme_personne" });
    const r = await preparer();
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain(
      "Martin Paul : IBAN importé le 28/11/2026, en attente de vérification",
    );
    const pasEnDelai = await t.call("POST", `/api/Import/${id}/ibans/delai`);
    expect([pasEnDelai.status, pasEnDelai.body.error.message]).toEqual([409, MSG_PAS_EN_DELAI]);
  });

  it("in the delay mode each owner is told once, and the IBAN is paid 72 hours later", async () => {
    expect(
      (await t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" })).status,
    ).toBe(200);
    t.sent.length = 0;
    const r = await t.call("POST", `/api/Import/${id}/ibans/delai`);
    expect(r.status).toBe(200);
    expect(r.body.prevenus).toBe(1);
    expect(r.body.ibans[0]).toMatchObject({
      informeA: "paul@exemple.fr",
      verifieApres: "2026-12-01T10:00:00.000Z",
    });
    const mail = t.sent.find((m) => m.to === "paul@exemple.fr");
    expect(mail?.subject).toBe("Votre IBAN enregistré par votre agence");
    expect(mail?.text).toContain("l'IBAN se termine par 0189");
    expect(mail?.text).toContain(
      "Sans opposition de votre part, il sera utilisé à partir du 01/12/2026.",
    );
    const encore = await t.call("POST", `/api/Import/${id}/ibans/delai`);
    expect(encore.body.prevenus).toBe(0);
    expect(t.sent.filter((m) => m.to === "paul@exemple.fr")).toHaveLength(1);

    await avancer("2026-12-01T09:59:00Z");
    expect((await preparer()).status).toBe(409);
    await avancer("2026-12-01T10:00:00Z");
    const paye = await preparer();
    expect(paye.status).toBe(201);
    // P1's 60 % of the 850 € collected (euros, as the API answers money); P2, without an IBAN, waits.
    expect(paye.body.reversement.total).toBe(510);
  });
});
