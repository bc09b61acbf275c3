import { describe, expect, it } from "vitest";
import { appelDeLot } from "../support/lot-calls";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";

/** The French message of an error answer of that status. */
const erreur = (r: { status: number; body: any }, status: number) => {
  expectError(r, status);
  return r.body.error.message as string;
};
import { insertAppartement } from "../support/factories";
import {
  BIC_AGENCE,
  compteSequestre,
  crediter,
  IBAN_AGENCE,
  IBAN_PROPRIO,
  proprietaire,
} from "../support/reversements";
import { erreursXsd, SCHEMA_PAIN_001 } from "../support/xsd";
import { fichierAuJournal } from "../support/journal-fichier-sepa";

// Issue 38, part 3: payout batches as the API answers them. Each test has an instance of its own: a batch takes
// every owner of the agency.

async function app() {
  const t = await makeTestApp({ confirme: true });
  const ok = appelDeLot(t);
  const preparer = (date: string) => ok("POST", "/api/reversements", { date }, 201);
  /** Issue 74, item 7: nothing payable is a 409 naming each owner's reason, and no draft is created. */
  const rien = async (date: string) => {
    const r = await t.call("POST", "/api/reversements", "user", { date });
    expect(r.body.error?.code).toBe("rien_a_reverser");
    return erreur(r, 409);
  };
  return { t, ok, preparer, rien };
}
const compte = (t: TestApp, id: number) => t.call("GET", `/api/Client/${id}/compte`, "user");

describe("POST /api/reversements", () => {
  it("pays each owner their balance less the reserve, and lists the others with the French reason", async () => {
    const { t, preparer } = await app();
    const a = await proprietaire(t, 123456, { nom: "Aubert", prenom: "Anne", reserve: 100.01 });
    const b = await proprietaire(t, 5000, { nom: "Blanc", prenom: "Bruno", iban: null });
    const c = await proprietaire(t, 0, { nom: "Colin", prenom: "Chloé" });
    const appart = await insertAppartement(t);
    await t.call("PUT", `/api/Appartement/${appart.id}/owner/add/${c}`, "admin");
    const { reversement } = await preparer("2026-11-30");
    expect(reversement).toMatchObject({
      date: "2026-11-30",
      statut: "brouillon",
      total: 1134.55,
      lignes: [{ ClientId: a, nom: "Aubert Anne", iban: IBAN_PROPRIO, montant: 1134.55 }],
      ecartes: [
        { ClientId: b, motif: "Pas d'IBAN sur la fiche du propriétaire." },
        { ClientId: c, motif: "Rien à reverser : le disponible est nul." },
      ],
    });
    expect(reversement.id).toBeTypeOf("number");
    await t.close();
  });

  it("refuses a missing or wrong date with a French field message", async () => {
    const { t } = await app();
    const sans = await t.call("POST", "/api/reversements", "user", {});
    expect(expectFieldError(sans, "date")).toBe("Ce champ est obligatoire.");
    const faux = await t.call("POST", "/api/reversements", "user", { date: "30/11/2026" });
    expect(expectFieldError(faux, "date")).toBe("Date invalide (format attendu AAAA-MM-JJ).");
    await t.close();
  });

  it("never puts an owner twice in batches of a date, nor pays again what a draft holds", async () => {
    const { t, ok, preparer, rien } = await app();
    const a = await proprietaire(t, 10000, { nom: "Aubert", prenom: "Anne" });
    const premier = (await preparer("2026-11-30")).reversement;
    expect(premier.lignes.map((l: any) => l.montant)).toEqual([100]);
    expect(await rien("2026-11-30")).toBe(
      "Aucun propriétaire n'est payable à cette date : aucun reversement n'a été créé.\n" +
        `Aubert Anne : Déjà dans le reversement n° ${premier.id} de cette date.`,
    );
    expect(await rien("2026-12-01")).toContain(
      "Aubert Anne : Son disponible est déjà réservé par un reversement en brouillon.",
    );
    // No empty draft was left behind by the two refusals.
    expect((await ok("GET", "/api/reversements")).data.map((r: any) => r.id)).toEqual([premier.id]);
    // New money after the draft: only it is available to another batch.
    await crediter(t, a, 2550);
    const suite = (await preparer("2026-12-02")).reversement;
    expect(suite.lignes.map((l: any) => l.montant)).toEqual([25.5]);
    // A deleted draft frees what it held.
    await ok("DELETE", `/api/Reversement/${premier.id}`, undefined, 200, "admin");
    const apres = (await preparer("2026-11-30")).reversement;
    expect(apres.lignes.map((l: any) => l.montant)).toEqual([100]);
    // Two drafts of one owner, validated in either order: each within what is available, all paid once.
    await ok("POST", `/api/Reversement/${suite.id}/valider`);
    await ok("POST", `/api/Reversement/${apres.id}/valider`);
    expect((await compte(t, a)).body.solde).toBe(0);
    await t.close();
  });
});

describe("GET /api/reversements and /api/Reversement/{id}", () => {
  it("lists the batches newest first and reads one with its lines and left-out owners; 404 in French", async () => {
    const { t, ok, preparer, rien } = await app();
    await proprietaire(t, 4200, { nom: "Aubert" });
    const b = await proprietaire(t, 0, { nom: "Blanc" });
    await t.call(
      "PUT",
      `/api/Appartement/${(await insertAppartement(t)).id}/owner/add/${b}`,
      "admin",
    );
    const p2 = (await preparer("2026-12-31")).reversement;
    expect(await rien("2027-01-15")).toMatch(
      /Blanc .* : Rien à reverser : le disponible est nul\./,
    );
    await crediter(t, b, 1000);
    const p3 = (await preparer("2027-01-15")).reversement;
    const liste = await ok("GET", "/api/reversements");
    expect(liste.data.map((r: any) => [r.id, r.statut, r.total, r.lignes, r.ecartes])).toEqual([
      [p3.id, "brouillon", 10, 1, 1],
      [p2.id, "brouillon", 42, 1, 1],
    ]);
    expect(await ok("GET", `/api/Reversement/${p2.id}`)).toEqual(p2);
    for (const [method, path] of [
      ["GET", "/api/Reversement/999"],
      ["GET", "/api/Reversement/999/sepa"],
      ["POST", "/api/Reversement/999/valider"],
      ["DELETE", "/api/Reversement/999"],
    ] as const) {
      const r = await t.call(method, path, "admin");
      expect(erreur(r, 404)).toBe("Le reversement est introuvable.");
    }
    await t.close();
  });
});

describe("POST /api/Reversement/{id}/valider and DELETE", () => {
  it("debits each owner's account with a `reversement` entry dated the batch date; 409 the second time", async () => {
    const { t, ok, preparer, rien } = await app();
    const a = await proprietaire(t, 150075, { reserve: 50 });
    const { reversement } = await preparer("2026-11-30");
    const v = await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    expect(v.reversement).toMatchObject({ id: reversement.id, statut: "valide", total: 1450.75 });
    expect(v.reversement.valideAt).toBeTypeOf("string");
    const cpt = (await compte(t, a)).body;
    expect(cpt.ecritures.at(-1)).toMatchObject({
      type: "reversement",
      date: "2026-11-30",
      debit: 1450.75,
      credit: 0,
      libelle: `Reversement novembre 2026 (virement groupé n° ${reversement.id} du 30/11/2026)`,
      solde: 50,
    });
    expect(cpt).toMatchObject({ solde: 50, disponible: 0 });
    const encore = await t.call("POST", `/api/Reversement/${reversement.id}/valider`, "comptable");
    expect(erreur(encore, 409)).toBe("Ce reversement est déjà validé.");
    const suppr = await t.call("DELETE", `/api/Reversement/${reversement.id}`, "admin");
    expect(erreur(suppr, 409)).toBe(
      "Un reversement validé ne se supprime pas : il est inscrit sur le compte des propriétaires.",
    );
    // Paid: nothing left for the next batch.
    expect(await rien("2026-12-31")).toContain("Rien à reverser : le disponible est nul.");
    expect(
      (await compte(t, a)).body.ecritures.filter((e: any) => e.type === "reversement"),
    ).toHaveLength(1);
    await t.close();
  });

  it("refuses to validate a batch without lines (409) and deletes a draft (then 404)", async () => {
    const { t, ok, preparer, rien } = await app();
    // Issue 74, item 7: no owner at all is a 409 too, and nothing is created.
    expect(await rien("2026-11-30")).toBe(
      "Aucun propriétaire n'a de compte ni d'appartement : aucun reversement n'a été créé.",
    );
    expect((await ok("GET", "/api/reversements")).data).toEqual([]);
    await proprietaire(t, 1000);
    const vide = (await preparer("2026-11-30")).reversement;
    expect(
      await ok("DELETE", `/api/Reversement/${vide.id}`, undefined, 200, "user_delete"),
    ).toEqual({
      id: vide.id,
    });
    expectError(await t.call("GET", `/api/Reversement/${vide.id}`, "user"), 404);
    await t.close();
  });
});

describe("an account that dropped since the draft", () => {
  it("leaves that owner out at validation with the French reason, pays the others; a new draft pays what is left", async () => {
    const { t, ok, preparer } = await app();
    const a = await proprietaire(t, 10000, { nom: "Aubert" });
    const b = await proprietaire(t, 5000, { nom: "Blanc" });
    const { reversement } = await preparer("2026-11-30");
    expect(reversement.total).toBe(150);
    await crediter(t, a, -2500);
    const v = await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    const motif = "Le disponible de ce propriétaire a baissé depuis la préparation du lot.";
    expect(v.ecartes).toEqual([{ ClientId: a, nom: expect.stringContaining("Aubert"), motif }]);
    expect(v.reversement).toMatchObject({ statut: "valide", total: 50 });
    expect(v.reversement.lignes.map((l: any) => [l.ClientId, l.montant])).toEqual([[b, 50]]);
    expect(v.reversement.ecartes).toContainEqual(expect.objectContaining({ ClientId: a, motif }));
    expect(await ok("GET", `/api/Reversement/${reversement.id}`)).toEqual(v.reversement);
    expect(
      (await compte(t, a)).body.ecritures.filter((e: any) => e.type === "reversement"),
    ).toEqual([]);
    expect((await compte(t, b)).body.solde).toBe(0);
    // The owner left out is free for another batch of the same date: it pays what is left.
    const nouveau = (await preparer("2026-11-30")).reversement;
    expect(nouveau.lignes.map((l: any) => [l.ClientId, l.montant])).toEqual([[a, 75]]);
    await ok("POST", `/api/Reversement/${nouveau.id}/valider`);
    await t.close();
  });

  it("refuses to validate a batch left without a line (409 in French) and writes nothing", async () => {
    const { t, preparer } = await app();
    const a = await proprietaire(t, 10000);
    const { reversement } = await preparer("2026-11-30");
    await crediter(t, a, -2500);
    const r = await t.call("POST", `/api/Reversement/${reversement.id}/valider`, "comptable");
    expect(erreur(r, 409)).toBe(
      "Aucune ligne de ce reversement ne peut plus être payée depuis sa préparation : supprimez ce brouillon et préparez-en un autre.",
    );
    const relu = (await t.call("GET", `/api/Reversement/${reversement.id}`, "user")).body;
    expect(relu).toEqual(reversement);
    expect(
      (await compte(t, a)).body.ecritures.filter((e: any) => e.type === "reversement"),
    ).toEqual([]);
    await t.close();
  });
});

describe("GET /api/Reversement/{id}/sepa", () => {
  it("is a pain.001.001.09 file valid against its XSD: the trust account as debtor, one transfer per owner", async () => {
    const { t, preparer } = await app();
    await compteSequestre(t);
    const a = await proprietaire(t, 100001, { nom: "Müller", prenom: "Zoë", bic: "COBADEFFXXX" });
    const b = await proprietaire(t, 99, { nom: "Dupont", prenom: "Jean" });
    const { reversement } = await preparer("2026-11-30");
    await t.call("POST", `/api/Reversement/${reversement.id}/valider`, "comptable");
    const r = await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(r.headers.get("content-disposition")).toMatch(/reversements-2026-11-30\.xml/);
    const xml = String(r.body);
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>1001\.00<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain("<ReqdExctnDt><Dt>2026-11-30</Dt></ReqdExctnDt>");
    expect(xml).toContain(`<DbtrAcct><Id><IBAN>${IBAN_AGENCE}</IBAN></Id></DbtrAcct>`);
    expect(xml).toContain(`<BICFI>${BIC_AGENCE}</BICFI>`);
    expect(xml).toContain(`<EndToEndId>REV${reversement.id}-C${a}</EndToEndId>`);
    expect(xml).toContain(`<EndToEndId>REV${reversement.id}-C${b}</EndToEndId>`);
    expect(xml).toContain("<Nm>Muller Zoe</Nm>");
    expect(xml).toContain('<InstdAmt Ccy="EUR">1000.01</InstdAmt>');
    expect(xml).toContain(
      `<Ustrd>Reversement loyers novembre 2026 - virement groupe ${reversement.id}</Ustrd>`,
    );
    // ADR 137: the journal names the file issued, without its IBANs.
    expect(await fichierAuJournal(t, "Reversement")).toBe(
      `Fichier pain.001.001.09 « REV-2026-11-30-${reversement.id} » : 2 opérations, 1001,00 €, ${xml.length} caractères`,
    );
    await t.close();
  });

  it("400 in French without the trust account in Paramètres > Agence; 409 for a draft", async () => {
    const { t, preparer } = await app();
    await proprietaire(t, 1000);
    const { reversement } = await preparer("2026-11-30");
    await t.call("POST", `/api/Reversement/${reversement.id}/valider`, "comptable");
    const r = await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable");
    expect(erreur(r, 400)).toBe(
      "Renseignez un IBAN et un BIC valides pour le compte séquestre de l'agence dans Paramètres > Agence avant de générer le fichier SEPA.",
    );
    await compteSequestre(t);
    await proprietaire(t, 500);
    const vide = (await preparer("2026-11-30")).reversement;
    const v = await t.call("GET", `/api/Reversement/${vide.id}/sepa`, "comptable");
    expect(erreur(v, 409)).toBe("Validez ce reversement avant de télécharger son fichier SEPA.");
    await t.close();
  });
});

describe("parallel requests", () => {
  it("parallel batch creations never pay one euro twice", async () => {
    const { t } = await app();
    const ids = [
      await proprietaire(t, 10000),
      await proprietaire(t, 2501),
      await proprietaire(t, 99),
    ];
    const dates = [
      "2026-11-30",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-11-30",
      "2026-12-03",
    ];
    const res = await Promise.all(
      dates.map((date) => t.call("POST", "/api/reversements", "user", { date })),
    );
    // Those that found nothing left are 409s naming why, and create no draft (issue 74, item 7).
    const crees = res.filter((r) => r.status === 201);
    for (const r of res.filter((r) => r.status !== 201))
      expect(r.body.error.code).toBe("rien_a_reverser");
    const liste = await t.call("GET", "/api/reversements", "user");
    expect(liste.body.data).toHaveLength(crees.length);
    const paye = new Map<number, number>();
    for (const r of crees)
      for (const l of r.body.reversement.lignes)
        paye.set(l.ClientId, Math.round((paye.get(l.ClientId) ?? 0) * 100 + l.montant * 100) / 100);
    expect(Object.fromEntries(paye)).toEqual({ [ids[0]!]: 100, [ids[1]!]: 25.01, [ids[2]!]: 0.99 });
    await t.close();
  });

  it("of parallel validations one writes the payouts (200), the others get 409", async () => {
    const { t, preparer } = await app();
    const a = await proprietaire(t, 10000);
    const { reversement } = await preparer("2026-11-30");
    const res = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call("POST", `/api/Reversement/${reversement.id}/valider`, "comptable"),
      ),
    );
    expect(res.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const cpt = (await compte(t, a)).body;
    expect(cpt.ecritures.filter((e: any) => e.type === "reversement")).toHaveLength(1);
    expect(cpt.solde).toBe(0);
    await t.close();
  });
});

describe("roles", () => {
  it("a plain user reads, prepares and validates; only those who may delete delete a draft", async () => {
    const { t, preparer } = await app();
    await proprietaire(t, 1000);
    const { reversement } = await preparer("2026-11-30");
    const r = await t.call("DELETE", `/api/Reversement/${reversement.id}`, "user");
    expect(erreur(r, 403)).toBe(
      "Vous n'avez pas les droits suffisants pour effectuer cette action.",
    );
    expectError(await t.call("GET", "/api/reversements", null), 401);
    await t.close();
  });
});
