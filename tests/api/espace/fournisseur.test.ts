import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import {
  FactureFournisseur,
  LignePaiementFournisseur,
  Outbox,
  PaiementFournisseur,
} from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { appelEspace } from "../../support/espace";
import { formDevis } from "../../support/devis";
import { deuxFournisseurs, ordre } from "../../support/espace-fournisseur";
import { formFacture } from "../../support/travaux";
import { jetonInvite } from "../../support/espace-mails";

// Issue 76 item 6: the supplier's space. Each supplier sees only its own orders (lot address, access notes, the
// tenant's contact only when they agreed), accepts or declines (staff read the reason), sends a quote and its
// invoice through staff's own services, marks the work done; another supplier's order is a 404, and staff, owners
// and tenants are refused its routes (403), as the supplier is refused theirs.

let t: TestApp;
let s: Awaited<ReturnType<typeof deuxFournisseurs>>;
const moi = (qui: "martin" | "durand", method: string, path: string, body?: unknown) =>
  appelEspace(t, s.jetons[qui], method, `/api/espace/fournisseur${path}`, body);

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  s = await deuxFournisseurs(t);
});
afterAll(() => t.close());

describe("the supplier's orders", () => {
  it("lists only its own orders, with the lot's address and access, the tenant's contact only when agreed", async () => {
    const avecContact = await ordre(t, s.lot, s.martin, { contactLocataire: true });
    const sansContact = await ordre(t, s.lot, s.martin, { objet: "Robinet qui fuit" });
    const autre = await ordre(t, s.lot, s.durand, { metier: "electricite", objet: "Prise" });
    const r = await moi("martin", "GET", "/interventions");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = r.body.data.map((i: { id: number }) => i.id);
    expect(ids).toContain(avecContact);
    expect(ids).toContain(sansContact);
    expect(ids).not.toContain(autre);
    const un = r.body.data.find((i: { id: number }) => i.id === avecContact);
    expect(un.adresse).toMatch(/\d{5} /);
    expect(un.acces).toContain("Digicode : 4821B");
    expect(un.contactLocataire).toEqual({
      nom: "Léa Petit",
      tel: "06 11 22 33 44",
      mail: "lea.petit@example.fr",
    });
    expect(r.body.data.find((i: { id: number }) => i.id === sansContact).contactLocataire).toBe(
      null,
    );
    // Nothing of the owners: no name, no account, no IBAN anywhere in the answer.
    const texte = JSON.stringify(r.body);
    expect(texte).not.toContain('Durand",');
    expect(texte).not.toMatch(/FR\d{2}/);
    expect(texte).not.toContain("Élise");
  });

  it("answers 404 for another supplier's order, on every route", async () => {
    const autre = await ordre(t, s.lot, s.durand, { metier: "electricite", objet: "Tableau" });
    expect((await moi("martin", "GET", `/interventions/${autre}`)).status).toBe(404);
    expect(
      (await moi("martin", "POST", `/interventions/${autre}/reponse`, { decision: "accepte" }))
        .status,
    ).toBe(404);
    expect((await moi("martin", "POST", `/interventions/${autre}/realisee`, {})).status).toBe(404);
    expect(
      (await moi("martin", "POST", `/interventions/${autre}/devis`, formDevis(s.martin))).status,
    ).toBe(404);
    const f = formFacture({ numero: "X-1", date: "2026-11-20", montant: "100" });
    expect((await moi("martin", "POST", `/interventions/${autre}/facture`, f)).status).toBe(404);
    // Durand's order is untouched.
    expect((await moi("durand", "GET", `/interventions/${autre}`)).body.acceptee).toBe(false);
  });
});

describe("accept, decline, quote, done, invoice", () => {
  it("a refusal needs a reason, frees the order for staff, who read it in its history", async () => {
    const id = await ordre(t, s.lot, s.martin);
    const sansMotif = await moi("martin", "POST", `/interventions/${id}/reponse`, {
      decision: "refuse",
    });
    expect(sansMotif.status).toBe(400);
    expect(sansMotif.body.error.fields.motif).toBe(
      "Dites à l'agence pourquoi vous refusez cette intervention.",
    );
    const r = await moi("martin", "POST", `/interventions/${id}/reponse`, {
      decision: "refuse",
      motif: "Pas disponible avant janvier",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.etat).toBe("refusee");
    expect((await moi("martin", "GET", `/interventions/${id}`)).status).toBe(404);
    const staff = await t.call("GET", `/api/Intervention/${id}`);
    expect(staff.body.FournisseurId).toBe(null);
    expect(staff.body.historique.at(-1).commentaire).toBe(
      "Refusée par Plomberie Martin SARL : Pas disponible avant janvier",
    );
  });

  it("the quote lands on the order as staff's would; accepted, ordered, done, invoiced, the payment state read", async () => {
    // Urgent: staff order it on the chosen quote without the owners' approval (ADR 120).
    const id = await ordre(t, s.lot, s.martin, { urgence: true });
    const devis = await moi("martin", "POST", `/interventions/${id}/devis`, formDevis(s.martin));
    expect(devis.status, JSON.stringify(devis.body)).toBe(201);
    expect(devis.body.etat).toBe("devis_recu");
    expect(devis.body.devis).toEqual([
      expect.objectContaining({ montantHT: 1000, tauxTVA: 20, montantTTC: 1200, choisi: false }),
    ]);
    const staff = await t.call("GET", `/api/Intervention/${id}/devis`);
    expect(staff.body.data).toHaveLength(1);
    expect(staff.body.data[0].FournisseurId).toBe(s.martin);
    const accepte = await moi("martin", "POST", `/interventions/${id}/reponse`, {
      decision: "accepte",
    });
    expect(accepte.status).toBe(200);
    expect(accepte.body.acceptee).toBe(true);
    // Staff read when the supplier accepted, and open its quote's PDF (ADR 135).
    expect((await t.call("GET", `/api/Intervention/${id}`)).body.accepteeAt).toBe(
      "2026-11-21T10:00:00.000Z",
    );
    const pdf = await t.call("GET", staff.body.data[0].fichierUrl);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    // Not ordered yet: « réalisée » is refused.
    expect((await moi("martin", "POST", `/interventions/${id}/realisee`, {})).status).toBe(409);
    const choix = await t.call(
      "POST",
      `/api/Intervention/${id}/devis/${staff.body.data[0].id}/choisir`,
      "user",
    );
    expect(choix.status, JSON.stringify(choix.body)).toBe(200);
    const avant = await moi("martin", "GET", `/interventions/${id}`);
    expect(avant.body.etat).toBe("commandee");
    expect(avant.body.prixConvenuTTC).toBe(1200);
    const faite = await moi("martin", "POST", `/interventions/${id}/realisee`, {
      datePassage: "2026-11-20",
    });
    expect(faite.status, JSON.stringify(faite.body)).toBe(200);
    expect(faite.body.etat).toBe("realisee");
    const facture = await moi(
      "martin",
      "POST",
      `/interventions/${id}/facture`,
      formFacture({ numero: "F-77", date: "2026-11-20", montant: "1200,00" }),
    );
    expect(facture.status, JSON.stringify(facture.body)).toBe(201);
    expect(facture.body.etat).toBe("facturee");
    expect(facture.body.facture).toEqual({ numero: "F-77", date: "2026-11-20", montant: 1200 });
    expect(facture.body.paiement).toBe(null);
    // Staff see the invoice on the order, « à ventiler »: the split stays theirs.
    const lue = await t.call("GET", `/api/Intervention/${id}`);
    expect(lue.body.etat).toBe("facturee");
    // Flagged so that no batch pays it before staff split it (ADR 135).
    const aVentiler = await t.call("GET", `/api/Intervention/${id}/facture`);
    expect(aVentiler.body.facture).toMatchObject({ aVentiler: true, ventileePar: null });
    const again = await moi(
      "martin",
      "POST",
      `/interventions/${id}/facture`,
      formFacture({ numero: "F-77", date: "2026-11-20", montant: "1200,00" }),
    );
    expect(again.status).toBe(409);
    // Paid by a validated supplier batch (its rules: tests/api/travaux/paiements-fournisseurs.test.ts), written as
    // the batch leaves it: the supplier reads « Payée le » with the batch's day.
    const [ff] = await t.db
      .select()
      .from(FactureFournisseur)
      .where(eq(FactureFournisseur.InterventionId, id));
    const [lot] = await t.db
      .insert(PaiementFournisseur)
      .values({
        date: "2026-12-03",
        statut: "valide",
        total: 120000,
        cle: `test-${id}`,
        auteur: "user@test",
        createdAt: "2026-12-02T10:00:00.000Z",
        valideAt: "2026-12-02T11:00:00.000Z",
        validePar: "admin@test",
      })
      .returning();
    await t.db.insert(LignePaiementFournisseur).values({
      PaiementFournisseurId: lot?.id ?? 0,
      FactureFournisseurId: ff?.id ?? 0,
      FournisseurId: s.martin,
      InterventionId: id,
      numero: "F-77",
      nom: "Plomberie Martin SARL",
      iban: "FR1420041010050500013M02606",
      montant: 120000,
    });
    const payee = await moi("martin", "GET", `/interventions/${id}`);
    expect(payee.body.paiement).toBe("Payée le 03/12/2026");
    expect(JSON.stringify(payee.body)).not.toContain("FR14");
  });

  it("refuses a bad invoice with French field messages and writes nothing", async () => {
    const id = await ordre(t, s.lot, s.martin);
    await t.call("POST", `/api/Intervention/${id}/etat`, "user", { etat: "commandee" });
    await moi("martin", "POST", `/interventions/${id}/realisee`, {});
    const r = await moi(
      "martin",
      "POST",
      `/interventions/${id}/facture`,
      formFacture({ numero: "", date: "hier", montant: "abc" }),
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.error.fields)).toEqual(expect.arrayContaining(["numero", "date"]));
    expect((await moi("martin", "GET", `/interventions/${id}`)).body.etat).toBe("realisee");
  });
});

describe("photos before and after", () => {
  const photo = (moment: string) => {
    const f = new FormData();
    // A PNG's signature and header: an image by its bytes.
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
      1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
    ]);
    f.append("file", new File([png], "siphon.png", { type: "image/png" }));
    f.append("moment", moment);
    return f;
  };
  it("lands on an ordered order, refused before it is ordered and for an unknown moment", async () => {
    const id = await ordre(t, s.lot, s.martin);
    expect(
      (await moi("martin", "POST", `/interventions/${id}/photos`, photo("avant"))).status,
    ).toBe(409);
    await t.call("POST", `/api/Intervention/${id}/etat`, "user", { etat: "commandee" });
    const bad = await moi("martin", "POST", `/interventions/${id}/photos`, photo("pendant"));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.moment).toBe("Valeur non autorisée.");
    const r = await moi("martin", "POST", `/interventions/${id}/photos`, photo("avant"));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.photos).toEqual([
      expect.objectContaining({ moment: "avant", nom: "siphon.png" }),
    ]);
    // Staff see it on the order and download it (ADR 135).
    const lue = await t.call("GET", `/api/Intervention/${id}`);
    expect(lue.body.photos).toEqual([
      expect.objectContaining({
        moment: "avant",
        nom: "siphon.png",
        url: expect.stringMatching(/^\/files\//),
      }),
    ]);
    const image = await t.call("GET", lue.body.photos[0].url);
    expect(image.status).toBe(200);
    expect(image.bytes.length).toBeGreaterThan(0);
  });
});

describe("the realm's walls", () => {
  it("staff, owners and tenants get 403 on the supplier's routes; the supplier 403 on theirs", async () => {
    expect((await t.call("GET", "/api/espace/fournisseur/interventions")).status).toBe(403);
    for (const jeton of [s.jetons.proprietaire, s.jetons.locataire])
      expect(
        (await appelEspace(t, jeton, "GET", "/api/espace/fournisseur/interventions")).status,
      ).toBe(403);
    for (const chemin of [
      "/api/Fournisseur",
      `/api/Fournisseur/${s.martin}`,
      "/api/interventions",
      `/api/Client/${s.proprio}/compte`,
      "/api/espace/proprietaire",
      "/api/espace/locataire",
    ])
      expect((await appelEspace(t, s.jetons.martin, "GET", chemin)).status, chemin).toBe(403);
  });

  it("staff invite the supplier at its contact address and revoke it: its session ends", async () => {
    const r = await t.call("POST", `/api/Fournisseur/${s.durand}/acces`, "user");
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.acces).toMatchObject({
      espace: "fournisseur",
      email: "contact@elec-durand.test",
    });
    const [mail] = await t.db
      .select()
      .from(Outbox)
      .where(eq(Outbox.to, "contact@elec-durand.test"))
      .orderBy(desc(Outbox.id))
      .limit(1);
    expect(mail?.subject).toContain("votre invitation à votre espace fournisseur en ligne");
    expect(mail?.body).toContain(
      "vos ordres d'intervention, vos devis, vos photos et vos factures",
    );
    // The link opens the supplier's space: its token reads its orders, and is refused staff's routes.
    const jeton = await jetonInvite(t, "contact@elec-durand.test");
    const active = await t.call("POST", `/api/espace/invitation/${jeton}`, null, {
      password: "Tournesol-42",
    });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    expect(active.body.espace).toBe("fournisseur");
    const moiEspace = await appelEspace(t, active.body.token, "GET", "/api/espace/moi");
    expect(moiEspace.body).toMatchObject({ espace: "fournisseur", nom: "Électricité Durand" });
    expect(
      (await appelEspace(t, active.body.token, "GET", "/api/espace/fournisseur/interventions"))
        .status,
    ).toBe(200);
    const d = await t.call("DELETE", `/api/Fournisseur/${s.durand}/acces`, "user");
    expect(d.status).toBe(200);
    expect(d.body.acces.statut).toBe("revoque");
    expect((await moi("durand", "GET", "/interventions")).status).toBe(401);
  });
});
