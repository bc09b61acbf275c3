// Issue 76 item 6 on the edge entry (workerd, libSQL over HTTP): the supplier's space reads its orders and the
// agency's contact in one round trip (the session's check riding with the read), never another supplier's (404); staff and owners are 403 on its
// routes and the supplier 403 on theirs; its invoice lands on the order through staff's service, staff see it.
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { formFacture, fournisseurValide } from "../support/travaux";
import { ouvrirEspaceFournisseur, ouvrirEspaceProprietaire } from "./espace-session";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let lot = 0;
let owner = 0;
const f = { martin: 0, durand: 0 };
const jetons = { martin: "", durand: "", proprietaire: "" };
const jour = parisDate(new Date());

const avec = (jeton: string, method: string, path: string, body?: BodyInit, json = false) =>
  edge.send(
    method,
    path,
    body,
    { Authorization: `Token ${jeton}`, ...(json ? { "Content-Type": "application/json" } : {}) },
    false,
  );

async function ordre(FournisseurId: number, objet: string) {
  const o = await json(
    await edge.call("POST", "/api/interventions", {
      AppartementId: lot,
      FournisseurId,
      metier: "plomberie",
      objet,
    }),
    201,
  );
  return o.id as number;
}

beforeAll(async () => {
  edge = await signedInInstance();
  // A supplier with an IBAN is a money move's record: a confirmed session (issue 59).
  await edge.confirm();
  lot = (await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201)).id;
  const c = await json(
    await edge.call("POST", "/api/Client", {
      ...valid.Client(),
      mailPerso: "proprio.f@example.fr",
    }),
    201,
  );
  owner = c.id;
  await sqlDe(
    edge,
    `insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart") values (?, ?, 100)`,
    [lot, owner],
  );
  const decennale = { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" };
  f.martin = (
    await json(
      await edge.call("POST", "/api/Fournisseur", fournisseurValide({ siret: null, decennale })),
      201,
    )
  ).id;
  f.durand = (
    await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({ siret: null, raisonSociale: "Durand Élec", decennale }),
      ),
      201,
    )
  ).id;
  jetons.martin = await ouvrirEspaceFournisseur(edge, f.martin, "martin.edge@example.fr");
  jetons.durand = await ouvrirEspaceFournisseur(edge, f.durand, "durand.edge@example.fr");
  jetons.proprietaire = await ouvrirEspaceProprietaire(edge, owner, "proprio.f@example.fr");
});

describe("the supplier's space on the edge", () => {
  it("reads only its own orders, in one round trip", async () => {
    const sien = await ordre(f.martin, "Fuite sous l'évier");
    const autre = await ordre(f.durand, "Tableau électrique");
    const { res, trips } = await counted(edge, () =>
      avec(jetons.martin, "GET", "/api/espace/fournisseur/interventions"),
    );
    console.log(`[edge] allers-retours libSQL : ordres de l'espace fournisseur ${trips}`);
    expect(trips).toBe(1);
    const page = await json(res);
    const ids = page.data.map((i: { id: number }) => i.id);
    expect(ids).toContain(sien);
    expect(ids).not.toContain(autre);
    expect(JSON.stringify(page)).not.toMatch(/FR\d{2}/);
    // How to reach the agency (Paramètres > Agence), read in the same round trip.
    expect(Object.keys(page.agence).sort()).toEqual(["email", "nom", "telephone"]);
    expect(
      (await avec(jetons.martin, "GET", `/api/espace/fournisseur/interventions/${autre}`)).status,
    ).toBe(404);
  });

  it("is a realm of its own: staff and owners 403 on its routes, the supplier 403 on theirs", async () => {
    expect((await edge.call("GET", "/api/espace/fournisseur/interventions")).status).toBe(403);
    expect(
      (await avec(jetons.proprietaire, "GET", "/api/espace/fournisseur/interventions")).status,
    ).toBe(403);
    for (const chemin of ["/api/Fournisseur", "/api/interventions", "/api/espace/proprietaire"])
      expect((await avec(jetons.martin, "GET", chemin)).status, chemin).toBe(403);
  });

  it("accepts, marks done and sends its invoice: it lands on the order, staff see it « facturée »", async () => {
    const id = await ordre(f.martin, "Chauffe-eau");
    await json(await edge.call("POST", `/api/Intervention/${id}/etat`, { etat: "commandee" }));
    const base = `/api/espace/fournisseur/interventions/${id}`;
    const ok = await json(
      await avec(
        jetons.martin,
        "POST",
        `${base}/reponse`,
        JSON.stringify({ decision: "accepte" }),
        true,
      ),
    );
    expect(ok.acceptee).toBe(true);
    const faite = await json(
      await avec(jetons.martin, "POST", `${base}/realisee`, JSON.stringify({}), true),
    );
    expect(faite.etat).toBe("realisee");
    const { res, trips } = await counted(edge, () =>
      avec(
        jetons.martin,
        "POST",
        `${base}/facture`,
        formFacture({ numero: "EDGE-1", date: jour, montant: "480,00" }),
      ),
    );
    console.log(`[edge] allers-retours libSQL : facture depuis l'espace fournisseur ${trips}`);
    const lue = await json(res, 201);
    expect(lue.facture).toEqual({ numero: "EDGE-1", date: jour, montant: 480 });
    const staff = await json(await edge.call("GET", `/api/Intervention/${id}`));
    expect(staff.etat).toBe("facturee");
    // Durand cannot send an invoice for Martin's order.
    const intrus = await avec(
      jetons.durand,
      "POST",
      `${base}/facture`,
      formFacture({ numero: "EDGE-2", date: jour, montant: "10" }),
    );
    expect(intrus.status).toBe(404);
  });
});
