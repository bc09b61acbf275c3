import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EcritureProprietaire } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { proprietaire } from "../../support/reversements";

// ADR 159: the owner's space builds its account's entries in SQL (worker/speed/sql-json/compte-proprietaire-sql.ts)
// where staff's GET /Client/{id}/compte reads them through drizzle and `releve`. The owner must read what staff
// reads, to the cent: the same entries in the same order, the same running balance, the same balance and available
// amount, on a ledger with what the plain path handles apart (an expense written before natures, entries of one
// day, odd cents, a reversal, a balance below zero then above the reserve).

let t: TestApp;

const ecriture = (ClientId: number, o: Partial<typeof EcritureProprietaire.$inferInsert>) => ({
  ClientId,
  type: "loyer" as const,
  date: "2026-01-05",
  libelle: "Loyer encaissé",
  debit: 0,
  credit: 0,
  auteur: "test",
  ...o,
});

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
});
afterAll(() => t?.close());

const compteStaff = async (id: number) => {
  const r = await t.call("GET", `/api/Client/${id}/compte`, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const compteEspace = async (token: string) => {
  const r = await appelEspace(t, token, "GET", "/api/espace/proprietaire");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.compte;
};

describe("the owner's account in the space, built by SQLite", () => {
  it("is staff's account to the cent: entries, order, running balance, balance and available", async () => {
    const id = await proprietaire(t, 0, { nom: "Sql", prenom: "Sophie" });
    const c = await t.call("GET", `/api/Client/${id}`, "admin");
    expect(
      (await t.call("PUT", `/api/Client/${id}`, "admin", { ...c.body, reserve: "100,00" })).status,
    ).toBe(200);
    // Inserted out of date order, two entries on each of two days.
    const [depense] = await t.db
      .insert(EcritureProprietaire)
      .values([
        ecriture(id, { date: "2026-03-10", type: "depense", libelle: "Plombier", debit: 12_345 }),
        ecriture(id, { date: "2026-02-05", credit: 97_050, AppartementId: 7, DossierId: 3 }),
        ecriture(id, {
          date: "2026-02-05",
          type: "honoraires",
          libelle: "Honoraires de gestion",
          debit: 7_764,
          tva: 1_294,
        }),
        ecriture(id, {
          date: "2026-03-10",
          type: "depense",
          libelle: "Taxe foncière",
          debit: 1,
          natureCharge: "taxeFonciere",
        }),
        ecriture(id, { date: "2026-01-31", type: "depense", libelle: "Serrurier", debit: 33_333 }),
      ])
      .returning();
    await t.db.insert(EcritureProprietaire).values(
      ecriture(id, {
        date: "2026-03-11",
        type: "annulation",
        libelle: "Annulation : Plombier",
        credit: 12_345,
        annuleId: depense?.id,
      }),
    );
    const { token } = await ouvrirEspace(t, { ClientId: id }, "sophie.sql@example.fr");

    const staff = await compteStaff(id);
    const espace = await compteEspace(token);
    expect(espace.ecritures).toEqual(staff.ecritures);
    expect(espace).toEqual({
      solde: staff.solde,
      disponible: staff.disponible,
      ecritures: staff.ecritures,
    });
    // What the owner reads, as staff's screen shows it: the first entry an expense, its nature « autre », the
    // balance below zero, then the running balance to the cent after each entry.
    // Byte for byte as staff's answer writes them (whole euros without « .0 »).
    const brut = await t.app.request("/api/espace/proprietaire", {
      headers: { Authorization: `Token ${token}` },
    });
    expect(await brut.text()).toContain(`"ecritures":${JSON.stringify(staff.ecritures)}}`);
    expect(espace.ecritures.map((e: { solde: number }) => e.solde)).toEqual([
      -333.33, 637.17, 559.53, 436.08, 436.07, 559.52,
    ]);
    expect(espace.ecritures[0]).toMatchObject({ natureCharge: "autre", debit: 333.33, credit: 0 });
    expect(espace.solde).toBe(559.52);
    expect(espace.disponible).toBe(459.52);
  });

  it("reads an owner without entries as staff does: no entries, nothing available", async () => {
    const id = await proprietaire(t, 0, { nom: "Vide", prenom: "Victor" });
    const { token } = await ouvrirEspace(t, { ClientId: id }, "victor.vide@example.fr");
    const staff = await compteStaff(id);
    expect(await compteEspace(token)).toEqual({ solde: 0, disponible: 0, ecritures: [] });
    expect(staff).toMatchObject({ solde: 0, disponible: 0, ecritures: [] });
  });
});
