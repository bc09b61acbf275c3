// Issue 76, items 1 and 2 on the edge entry (workerd, libSQL over HTTP): a supplier's IBAN held for a second person,
// its décennale's end in the calendar (still one round trip), a work order from a tenant's request once, its states
// with their history, the décennale's warning blocking the payment until an admin lifts it. The same rules as
// tests/api/travaux/*.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, sqlDe } from "./iban";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
let lot = 0;
let DemandeId = 0;
// The edge's clock is the host's: a décennale valid around any day the suite runs.
const decennale = {
  ...fournisseurValide().decennale,
  du: "2020-01-01",
  au: "2099-12-31",
};
beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  second = await secondAdmin(edge, "second@edge.test");
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  lot = a.id;
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call(
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      valid.Dossier(a.id, l.id),
    ),
  );
  const at = new Date().toISOString();
  // The tenant's request as her space writes it (tests/edge/demandes.test.ts sends one through the space).
  const [row] = await sqlDe(
    edge,
    `insert into "Demande" ("espace", "LocataireId", "DossierId", "objet", "texte", "statut", "createdAt", "updatedAt")
      values ('locataire', ?, ?, 'Fuite sous l''évier', 'L''eau coule', 'nouvelle', ?, ?) returning "id"`,
    [l.id, d.dossier.id, at, at],
  );
  DemandeId = Number(row?.id);
});

describe("suppliers and work orders on the edge", () => {
  it("holds a supplier's IBAN until someone else confirms it; its décennale's end in the calendar, one trip", async () => {
    const f = await json(
      await edge.call("POST", "/api/Fournisseur", fournisseurValide({ decennale })),
      201,
    );
    expect(f.ibanStatut).toBe("a_verifier");
    const soi = await json(await edge.call("POST", `/api/Fournisseur/${f.id}/iban/confirmer`), 403);
    expect(soi.error.message).toBe(
      "Vous avez saisi cet IBAN : il doit être confirmé par un autre administrateur ou comptable.",
    );
    const ok = await json(await second("POST", `/api/Fournisseur/${f.id}/iban/confirmer`));
    expect(ok).toMatchObject({ statut: "verifie", confirmePar: "second@edge.test" });
    const cal = await counted(edge, () =>
      edge.call("GET", "/api/echeances?type=fournisseur_decennale&au=2100-12-31"),
    );
    expect(cal.trips).toBe(1);
    expect((await json(cal.res)).data).toContainEqual(
      expect.objectContaining({ FournisseurId: f.id, date: "2099-12-31" }),
    );
  });

  it("orders a repair from the request once; its payment waits for the admin when the décennale does not cover it", async () => {
    const f = await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({ siret: null, raisonSociale: "Edge Plomberie", decennale }),
      ),
      201,
    );
    const body = {
      AppartementId: lot,
      DemandeId,
      FournisseurId: f.id,
      metier: "electricite",
      objet: "Fuite",
    };
    const cree = await counted(edge, () => edge.call("POST", "/api/interventions", body));
    // The write and the answer's reads are one batch; the session's check one trip more.
    expect(cree.trips).toBeLessThanOrEqual(2);
    const o = await json(cree.res, 201);
    expect(o).toMatchObject({
      etat: "ouverte",
      alerteDecennale:
        "L'assurance décennale du fournisseur ne couvre pas l'activité « Électricité ».",
      paiementBloque: true,
    });
    const encore = await json(await edge.call("POST", "/api/interventions", body), 409);
    expect(encore.error.message).toBe(`Cette demande a déjà son intervention (n° ${o.id}).`);
    for (const etat of ["commandee", "realisee", "facturee"]) {
      const { res, trips } = await counted(edge, () =>
        edge.call("POST", `/api/Intervention/${o.id}/etat`, {
          etat,
          ...(etat === "commandee" ? { datePassage: "2026-12-02" } : {}),
        }),
      );
      expect((await json(res)).etat).toBe(etat);
      expect(trips).toBeLessThanOrEqual(2);
    }
    // The request reads the order's progress (the tenant's space shows the same line).
    const { data } = await json(await edge.call("GET", "/api/demandes"));
    expect(data.find((d: { id: number }) => d.id === DemandeId)?.suivi).toBe(
      "L'intervention a été réalisée (passage du 02/12/2026).",
    );
    // Paid is never set by hand (ADR 128): the supplier batch writes it.
    const aLaMain = await json(
      await edge.call("POST", `/api/Intervention/${o.id}/etat`, { etat: "payee" }),
      400,
    );
    expect(aLaMain.error.fields.etat).toMatch(/seulement quand le paiement de sa facture part/);
    const leve = await json(
      await second("POST", `/api/Intervention/${o.id}/decennale/lever`, {
        motif: "Attestation 2027 reçue",
      }),
    );
    expect(leve).toMatchObject({ decennaleForceePar: "second@edge.test", paiementBloque: false });
    // The lift and its reason are a line of the order's history, written by the same batch (ADR 135).
    expect(
      leve.historique.map((h: { etat: string; commentaire: string | null }) => [
        h.etat,
        h.commentaire,
      ]),
    ).toEqual([
      ["ouverte", null],
      ["commandee", null],
      ["realisee", null],
      ["facturee", null],
      ["facturee", "Alerte décennale levée : Attestation 2027 reçue"],
    ]);
  });

  it("orders with the issue's body, no trade typed: the supplier's first works trade, its décennale checked", async () => {
    const homme = await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({
          siret: null,
          raisonSociale: "Edge Dépannages",
          metiers: ["multi-services", "Électricité"],
          decennale: { ...decennale, activites: ["électricité"] },
        }),
      ),
      201,
    );
    expect(homme.metiers).toEqual(["multi_services", "electricite"]);
    const o = await json(
      await edge.call("POST", "/api/interventions", {
        AppartementId: lot,
        objet: "Petites réparations",
        description: "Poignées et prises",
        urgence: false,
        FournisseurId: homme.id,
      }),
      201,
    );
    expect(o).toMatchObject({
      metier: "multi_services",
      alerteDecennale:
        "L'assurance décennale du fournisseur ne couvre pas l'activité « Multi-services ».",
      paiementBloque: true,
    });
  });

  it("refuses « Assurance (primes GLI) » as a trade a décennale covers or an order is placed for", async () => {
    const couverte = await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({ siret: null, decennale: { ...decennale, activites: ["assurance"] } }),
      ),
      400,
    );
    expect(couverte.error.fields["decennale.activites.0"]).toBe("Valeur non autorisée.");
    const commande = await json(
      await edge.call("POST", "/api/interventions", {
        AppartementId: lot,
        metier: "assurance",
        objet: "Primes GLI",
      }),
      400,
    );
    expect(commande.error.fields.metier).toBe("Valeur non autorisée.");
  });

  it("refuses a SIRET already on file with the supplier that has it, at the field, as on Node", async () => {
    const sans = { iban: null, bic: null, decennale };
    const premier = await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({ ...sans, raisonSociale: "Sanitaires Leroy", siret: "44306184100047" }),
      ),
      201,
    );
    const doublon = await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({ ...sans, raisonSociale: "Leroy", siret: "443 061 841 00047" }),
      ),
      409,
    );
    expect(doublon.error.fields.siret).toBe(
      `Ce SIRET est déjà celui du fournisseur « Sanitaires Leroy » (n° ${premier.id}) : ouvrez sa fiche plutôt que d'en créer un second.`,
    );
    await json(
      await edge.call("PUT", `/api/Fournisseur/${premier.id}`, { siret: "44306184100047" }),
      200,
    );
  });
});
