// Issue 76 on the edge (ADR 121, 128): a lot of one owner, a done order of a supplier and its invoice, for the supplier
// batches' tests.
import { valid } from "../support/factories";
import { type Instance, jsonOf as json } from "./instance";
import { sqlDe } from "./iban";

/** A lot of one owner holding `cents`, and a done order of `fournisseur` invoiced `montant` euros to the owners. */
export async function factureSurUnLot(
  edge: Instance,
  fournisseur: number,
  numero: string,
  cents: number,
  jour: string,
  montant = 500,
) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(
    await edge.call("POST", "/api/Client", { ...valid.Client(), nom: numero }),
    201,
  );
  await sqlDe(
    edge,
    `insert into "AppartementProprietaire" ("AppartementId", "ClientId") values (?, ?)`,
    [a.id, c.id],
  );
  if (cents)
    await sqlDe(
      edge,
      `insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit", "tva", "auteur", "createdAt")
        values (?, 'loyer', ?, 'Loyer', 0, ?, 0, 'test', ?)`,
      [c.id, jour, cents, new Date().toISOString()],
    );
  const o = await json(
    await edge.call("POST", "/api/interventions", {
      AppartementId: a.id,
      FournisseurId: fournisseur,
      metier: "plomberie",
      objet: numero,
    }),
    201,
  );
  for (const etat of ["commandee", "realisee"])
    await json(await edge.call("POST", `/api/Intervention/${o.id}/etat`, { etat }));
  const f = new FormData();
  f.append("fichier", new File(["%PDF-1.4\n%%EOF\n"], "f.pdf", { type: "application/pdf" }));
  f.append("numero", numero);
  f.append("date", jour);
  f.append("montant", String(montant));
  f.append("lignes", JSON.stringify([{ montant, imputation: "proprietaires", nature: "travaux" }]));
  await json(await edge.call("POST", `/api/Intervention/${o.id}/facture`, f), 201);
  return { intervention: o.id as number, AppartementId: a.id as number, ClientId: c.id as number };
}
