// Issue 74 item 5 on the edge entry (ADR 114): a tenant imported owing 1 234,56 € from before the cut-over. The
// dashboard and a reminder count it, its payment credits the lot's owners 60/40 in the payment's own write batch,
// and the trust-account check reads no difference after the import, the payment and the payout. Round trips counted.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { classeur } from "../support/imports";
import {
  DATE_REPRISE_ARRIERES,
  PORTEFEUILLE_ARRIERES,
  releveCsv,
} from "../support/arrieres-repris";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, toutVerifier, confirmerSecond } from "./iban";

let edge: Instance;
// The edge's clock is the host's: a payout is dated today.
// The agency's Paris day, as the server judges dates (not UTC's, a day behind around midnight).
const jour = parisDate(new Date());
const jjmmaaaa = (d: string) => d.split("-").reverse().join("/");
let b1: number;
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

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
  const f = await classeur("reprise.xlsx", PORTEFEUILLE_ARRIERES);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", DATE_REPRISE_ARRIERES);
  const { import: imp } = await json(await edge.call("POST", "/api/imports", data), 201);
  // The balances count once a second person has confirmed them (ADR 113).
  const second = await secondAdmin(edge, "second-arrieres@edge.test");
  await confirmerSecond(second);
  await json(await second("POST", `/api/Import/${imp.id}/confirmer`));
  await toutVerifier(edge);
  const dossiers = await json(await edge.call("GET", "/api/Dossier"));
  b1 = (Array.isArray(dossiers) ? dossiers : dossiers.data).find(
    (d: any) => d.reference === "B1",
  ).id;
  const clients = await json(await edge.call("GET", "/api/Client"));
  for (const c of Array.isArray(clients) ? clients : clients.data)
    if (c.reference === "P1" || c.reference === "P2") owners[c.reference as "P1" | "P2"] = c.id;
  // P1's 500 € and the two leases' deposits (2 000 €) held at the cut-over.
  const compte = await releve("01/11/2026", "REPRISE", "2 500,00", "2 500,00");
  await json(await edge.call("PUT", `/api/banque/comptes/${compte}`, { sequestre: true }));
});

describe("an opening debt taken over, on the edge", () => {
  it("balances the trust account at the cut-over; the dashboard and a reminder count it", async () => {
    expect(await sequestre("2026-11-01")).toMatchObject({
      totalDu: 2500,
      soldeBanque: 2500,
      ecart: 0,
    });
    const tableau = await counted(edge, () => edge.call("GET", "/api/dashboard"));
    const d = await json(tableau.res);
    const impayes = Object.values(d.impayes as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(impayes).toBeGreaterThanOrEqual(1234.56);
    const apercu = await counted(edge, () =>
      edge.call("GET", `/api/Dossier/${b1}/relance/apercu?etape=1`),
    );
    const a = await json(apercu.res);
    expect(a.arriere).toEqual({ date: "2026-11-01", reste: 1234.56 });
    expect(a.lettres[0].texte).toContain("l'arriéré repris au 01/11/2026");
    console.log(
      `[edge] allers-retours libSQL : tableau de bord avec arriérés repris ${tableau.trips}, aperçu de relance ${apercu.trips}`,
    );
    // The opening debts' statement rides with the dashboard's; the reminder's account read with its first reads.
    expect(tableau.trips).toBe(1);
    expect(apercu.trips).toBeLessThanOrEqual(2);
  });

  it("its payment credits the owners 60/40 in the payment's own batch; the check stays at 0 through the payout", async () => {
    const pay = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${b1}/paiements`, {
        montant: "1234,56",
        date: "2026-11-20",
        mode: "Virement",
      }),
    );
    await json(pay.res, 201);
    console.log(`[edge] allers-retours libSQL : paiement d'un arriéré repris ${pay.trips}`);
    expect(pay.trips).toBeLessThanOrEqual(2);
    for (const [ref, part, credit] of [
      ["P1", "60", 740.74],
      ["P2", "40", 493.82],
    ] as const) {
      const c = await json(await edge.call("GET", `/api/Client/${owners[ref]}/compte`));
      expect(
        c.ecritures
          .filter((e: any) => e.libelle.startsWith("Arriéré repris"))
          .map((e: any) => [e.libelle, e.credit]),
      ).toEqual([[`Arriéré repris au 01/11/2026 (quote-part ${part} %)`, credit]]);
    }
    await releve("20/11/2026", "VIR LOCATAIRE B1", "1 234,56", "3 734,56");
    expect(await sequestre("2026-11-20")).toMatchObject({ soldesMandants: 1734.56, ecart: 0 });

    await edge.confirm();
    const { reversement } = await json(
      await edge.call("POST", "/api/reversements", { date: jour }),
      201,
    );
    await json(await edge.call("POST", `/api/Reversement/${reversement.id}/valider`));
    await releve(jjmmaaaa(jour), "VIREMENTS PROPRIETAIRES", "-1 734,56", "2 000,00");
    expect(await sequestre(jour)).toMatchObject({ soldesMandants: 0, soldeBanque: 2000, ecart: 0 });
  });
});
