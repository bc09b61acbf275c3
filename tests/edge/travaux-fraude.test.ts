// A fraudster's review of the works' money on the edge entry (workerd, libSQL over HTTP; ADR 175): staff cannot
// order by hand an order waiting for its owners, and an invoice cannot ask more than the quote chosen. The same
// rules as tests/api/travaux/fraude.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { devisChoisi as devisChoisiSur } from "./devis";
import { fournisseurValide } from "../support/travaux";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let plombier = 0;
let lot = 0;
const jour = parisDate(new Date());

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  plombier = (await json(await edge.call("POST", "/api/Fournisseur", fournisseurValide()), 201)).id;
  lot = (await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201)).id;
  // The lot's mandate orders works up to 500 € TTC; above, its owner decides.
  const m = await json(
    await edge.call("POST", "/api/Mission", { ...valid.Mission(), plafondTravauxTTC: 500 }),
    201,
  );
  await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${lot}`));
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  await sqlDe(
    edge,
    `insert into "AppartementProprietaire" ("AppartementId", "ClientId") values (?, ?)`,
    [lot, c.id],
  );
});

/** An order on the lot from the plumber, their quote of `ht` € HT at 20 % chosen by staff; the order's id. */
const devisChoisi = (ht: string) =>
  devisChoisiSur(edge, { lot, fournisseur: plombier, ht, commande: { FournisseurId: plombier } });

const etatDe = async (id: number) =>
  (await json(await edge.call("GET", `/api/Intervention/${id}`))).etat;

function facture(id: number, montant: string) {
  const f = new FormData();
  f.append("fichier", new File(["%PDF-1.4\n%%EOF\n"], "facture.pdf", { type: "application/pdf" }));
  f.append("numero", `E-${id}-${montant}`);
  f.append("date", jour);
  f.append("montant", montant);
  f.append(
    "lignes",
    JSON.stringify([
      { montant: Number(montant), imputation: "proprietaires", nature: "entretien" },
    ]),
  );
  return edge.call("POST", `/api/Intervention/${id}/facture`, f);
}

describe("the works' money on the edge: what the owners approved is what they pay", () => {
  it("refuses staff's « Commander » on an order waiting for its owners", async () => {
    const id = await devisChoisi("1000"); // 1,200 € TTC, above the ceiling
    expect(await etatDe(id)).toBe("attente_proprietaire");
    const r = await json(
      await edge.call("POST", `/api/Intervention/${id}/etat`, { etat: "commandee" }),
      409,
    );
    expect(r.error.message).toContain("accord des propriétaires");
    expect(await etatDe(id)).toBe("attente_proprietaire");
  });

  it("takes an invoice above the quote chosen (a supplement): the batch's second person sees its amount", async () => {
    const id = await devisChoisi("400"); // 480 € TTC: ordered by the choice
    await json(await edge.call("POST", `/api/Intervention/${id}/etat`, { etat: "realisee" }));
    await json(await facture(id, "525.5"), 201);
    expect(await etatDe(id)).toBe("facturee");
  });
});
