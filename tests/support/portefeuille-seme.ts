import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { Appartement, Client, Locataire } from "../../worker/db/schema";
import { create, insertAppartement, insertClient, insertLocataire, valid } from "./factories";
import { ajouterProprietaire, confirmerQuotesParts } from "./quotes-parts";
import type { TestApp } from "./test-app";

// A small agency for the portfolio's export and its round trip (issue 61): two owners (one with an IBAN and a
// reference kept from an earlier import), an apartment shared 60/40, another owned whole, an archived one; two
// tenants (the first with a second holder), two running leases, a guarantor; one term paid (its owners are owed their shares), one left unpaid.
// `t` is a test app whose sessions confirm (makeTestApp({ confirme: true })).

export type Portefeuille = Record<
  "x" | "y" | "a1" | "a2" | "a3" | "l1" | "l2" | "d1" | "d2",
  number
>;

export async function semerPortefeuille(t: TestApp): Promise<Portefeuille> {
  const ids = {} as Portefeuille;
  const ok = async (
    method: string,
    path: string,
    body?: unknown,
    role: "admin" | "user" = "admin",
  ) => {
    const r = await t.call(method, path, role, body);
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    return r.body;
  };
  // Two owners, one with its IBAN and a reference kept from an earlier import; an apartment shared 60/40.
  ids.x = (
    await insertClient(t, {
      nom: "Xavier",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      bic: "AGRIFRPP",
    })
  ).id;
  ids.y = (await insertClient(t, { nom: "Yvon", titre: "Monsieur", naissance: "1970-03-15" })).id;
  await t.db.update(Client).set({ reference: "PX-01" }).where(eq(Client.id, ids.x));
  ids.a1 = (
    await insertAppartement(t, {
      etage: "2",
      copropriete: true,
      syndicNom: "Cabinet Syndic",
      classeEnergie: "D",
    })
  ).id;
  await ok("PUT", `/api/Appartement/${ids.a1}/owner/add/${ids.x}`);
  await ajouterProprietaire(t, ids.a1, ids.y);
  await ok(
    "PUT",
    `/api/Appartement/${ids.a1}/quotesParts`,
    {
      parts: [
        { ClientId: ids.x, quotePart: 60 },
        { ClientId: ids.y, quotePart: 40 },
      ],
    },
    "user",
  );
  await confirmerQuotesParts(t, ids.a1);
  ids.a2 = (
    await insertAppartement(t, {
      adresse: "5 place Bellecour",
      codePostal: "69002",
      ville: "Lyon",
      loyerHC: 540,
    })
  ).id;
  await ok("PUT", `/api/Appartement/${ids.a2}/owner/add/${ids.y}`);
  // An archived apartment with no lease: not in the running portfolio.
  ids.a3 = (await insertAppartement(t, { adresse: "1 impasse Close" })).id;
  await t.db.update(Appartement).set({ archiveLe: "2025-12-31" }).where(eq(Appartement.id, ids.a3));
  ids.l1 = (await insertLocataire(t, { titre: "Madame", nom: "Petit" })).id;
  // A couple: the second holder on the first tenant's record, as the tenant's form keeps it.
  await t.db
    .update(Locataire)
    .set({
      secondTitulaire: true,
      autreTitre: "Monsieur",
      autreNom: "Petit",
      autrePrenom: "Hugo",
      autreMail: "hugo.petit@example.fr",
      autreTel: "06 11 22 33 55",
    })
    .where(eq(Locataire.id, ids.l1));
  ids.l2 = (
    await insertLocataire(t, { titre: "Monsieur", nom: "Bernard", tel: "+33 6 55 44 33 22" })
  ).id;
  const d1 = await create(t, "Dossier", {
    ...valid.Dossier(ids.a1, ids.l1),
    dateEntree: "2025-06-01",
    dateDebutBail: "2025-06-01",
  });
  ids.d1 = d1.id;
  ids.d2 = (
    await create(t, "Dossier", {
      ...valid.Dossier(ids.a2, ids.l2),
      loyerHC: 540,
      loyerCharge: 40,
      depotGarantie: 540,
      dateEntree: "2025-10-01",
      dateDebutBail: "2025-10-01",
      dateFinBail: "2028-09-30",
    })
  ).id;
  await ok("POST", "/api/Caution", { ...valid.Caution(), titre: "Monsieur", DossierId: ids.d1 });
  // D1's January term paid: its owners are owed their shares.
  const q = await ok("POST", `/api/Quitance/generate/${ids.d1}`, { date: "2026-01-05" });
  await ok("POST", `/api/Dossier/${ids.d1}/paiements`, {
    montant: "970,50",
    date: "2026-01-06",
    mode: "Virement",
    QuitanceId: q.id,
  });
  // D2's January term left unpaid: its tenant owes 580 €.
  await ok("POST", `/api/Quitance/generate/${ids.d2}`, { date: "2026-01-05" });
  return ids;
}
