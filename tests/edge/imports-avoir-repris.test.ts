// ADR 124 on the edge entry: B1's tenant imported with an opening credit of 150 €. The import's November term is
// settled by it and the lot's owners are credited 60/40 by the replay that follows the import's batch; a comptable
// reads the imports' balances and confirms them, and the trust-account check reads no difference before and after the owners' payout.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { classeur } from "../support/imports";
import { DATE_REPRISE_ARRIERES, releveCsv } from "../support/arrieres-repris";
import { PORTEFEUILLE_AVOIR } from "../support/avoir-repris";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, toutVerifier, confirmerSecond } from "./iban";

let edge: Instance;
// The edge's clock is the host's: a payout is dated today.
// The agency's Paris day, as the server judges dates (not UTC's, a day behind around midnight).
const jour = parisDate(new Date());
const jjmmaaaa = (d: string) => d.split("-").reverse().join("/");
const owners = {} as Record<"P1" | "P2", number>;

async function releve(date: string, libelle: string, montant: string, solde: string) {
  const f = new FormData();
  f.append(
    "file",
    new File([releveCsv(date, libelle, montant, solde)], `r-${date.replaceAll("/", "")}.csv`),
  );
  f.append("nouveauCompte", "Compte séquestre");
  return (await json(await edge.call("POST", "/api/banque/releves", f), 201)).releve
    .compteId as number;
}
const sequestre = async (au: string) => json(await edge.call("GET", `/api/sequestre?au=${au}`));

let importTrips = 0;
beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
  const f = await classeur("reprise.xlsx", PORTEFEUILLE_AVOIR);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", DATE_REPRISE_ARRIERES);
  const envoi = await counted(edge, () => edge.call("POST", "/api/imports", data));
  importTrips = envoi.trips;
  const id = (await json(envoi.res, 201)).import.id as number;
  // A comptable confirms the admin's import (ADR 124): it reads the balances' list, not the imports' one.
  const comptable = await secondAdmin(edge, "comptable-avoir@edge.test", "comptable");
  await json(await comptable("GET", "/api/imports"), 403);
  const liste = await json(await comptable("GET", "/api/imports/soldes"));
  expect(liste.imports).toMatchObject([
    { id, soldes: "a_verifier", proprietaires: 500, locataires: -150, depots: 0 },
  ]);
  await confirmerSecond(comptable);
  await json(await comptable("POST", `/api/Import/${id}/confirmer`));
  const apres = await json(await comptable("GET", "/api/imports/soldes"));
  expect(apres.imports[0]).toMatchObject({
    soldes: "confirme",
    soldesConfirmesPar: "comptable-avoir@edge.test",
  });
  await toutVerifier(edge);
  const clients = await json(await edge.call("GET", "/api/Client"));
  for (const c of Array.isArray(clients) ? clients : clients.data)
    if (c.reference === "P1" || c.reference === "P2") owners[c.reference as "P1" | "P2"] = c.id;
  // P1's 500 € and B1's tenant's 150 € held at the cut-over.
  const compte = await releve("01/11/2026", "REPRISE", "650,00", "650,00");
  await json(await edge.call("PUT", `/api/banque/comptes/${compte}`, { sequestre: true }));
});

describe("an opening credit spent on the November term, on the edge", () => {
  it("credits the owners by share; the check reads 0 after the import and after the payout", async () => {
    console.log(`[edge] allers-retours libSQL : import avec un avoir repris ${importTrips}`);
    // The import's batch, then the credit lease's replay (ADR 112), which writes the owners' entries too.
    expect(importTrips).toBeLessThanOrEqual(13);
    for (const [ref, part, credit] of [
      ["P1", "60", 90],
      ["P2", "40", 60],
    ] as const) {
      const c = await json(await edge.call("GET", `/api/Client/${owners[ref]}/compte`));
      expect(
        c.ecritures
          .filter((e: any) => e.libelle.startsWith("Avoir repris"))
          .map((e: any) => [e.libelle, e.credit]),
      ).toEqual([
        [
          `Avoir repris au 01/11/2026, loyer et charges novembre 2026 (quote-part ${part} %)`,
          credit,
        ],
      ]);
    }
    expect(await sequestre(jour)).toMatchObject({
      soldesMandants: 650,
      soldeBanque: 650,
      ecart: 0,
    });

    await edge.confirm();
    const { reversement } = await json(
      await edge.call("POST", "/api/reversements", { date: jour }),
      201,
    );
    await json(await edge.call("POST", `/api/Reversement/${reversement.id}/valider`));
    await releve(jjmmaaaa(jour), "VIREMENTS PROPRIETAIRES", "-650,00", "0,00");
    expect(await sequestre(jour)).toMatchObject({ soldesMandants: 0, soldeBanque: 0, ecart: 0 });
  });
});
