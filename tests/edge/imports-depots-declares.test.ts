// Issue 74 item 4 on the edge entry (ADR 113): the same portfolio as tests/api/imports-depots-declares.test.ts in
// workerd over libSQL HTTP: the dry run's totals and the billion's warning, the import waiting « à vérifier », its
// balances apart in the trust check, the importer's own confirmation refused, a second admin's counted in round
// trips, then the deposits as declared (1 000 €, not the leases' 1 800 €), as the export writes them.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { classeur } from "../support/imports";
import { JOUR_SOLDES, PORTEFEUILLE_SOLDES, REPRISE_SOLDES } from "../support/imports-depots";
import { type secondAdmin, avecSecondAdmin } from "./iban";
import { counted, type Instance, jsonOf as json } from "./instance";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
beforeAll(async () => {
  ({ edge, second } = await avecSecondAdmin("second-soldes@edge.test"));
});

const envoi = async (essai: boolean) => {
  const f = await classeur("portefeuille.xlsx", PORTEFEUILLE_SOLDES);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", REPRISE_SOLDES);
  return edge.call("POST", `/api/imports${essai ? "?essai=1" : ""}`, data);
};

// On the edge's own clock: the owners' « Avoir repris » entries are dated the day the credit paid the term (ADR 124).
const sequestre = async () =>
  json(await edge.call("GET", `/api/sequestre?au=${parisDate(new Date())}`));

describe("declared balances on the edge", () => {
  it("warns of the billion, holds the balances until a second admin confirms them, counts the declared deposits only", async () => {
    const essai = await json(await envoi(true));
    expect(essai.totaux.proprietaire).toEqual({ nombre: 2, total: 1_000_001_199.99 });
    expect(essai.totaux.depot).toEqual({ nombre: 1, total: 1000 });
    expect(essai.avertissements.join("\n")).toMatch(
      /propriétaire P1 \(999\s999\s999,99\s€\) dépasse/,
    );

    const ecrit = await json(await envoi(false), 201);
    expect(ecrit.import.soldes).toBe("a_verifier");
    const id = ecrit.import.id as number;

    const avant = await sequestre();
    expect([avant.soldesMandants, avant.depotsDetenus]).toEqual([0, 0]);
    expect(avant.repriseAVerifier).toEqual({
      proprietaires: 1_000_001_199.99,
      locataires: 150,
      depots: 1000,
    });

    const soi = await json(await edge.call("POST", `/api/Import/${id}/confirmer`), 403);
    expect(soi.error.message).toBe(
      "Les soldes d'une reprise sont confirmés par un autre administrateur ou comptable que celui qui l'a importée.",
    );
    const confirme = await counted(edge, () => second("POST", `/api/Import/${id}/confirmer`));
    expect((await json(confirme.res)).import.soldes).toBe("confirme");
    console.log(
      `[edge] allers-retours libSQL : confirmer les soldes d'une reprise ${confirme.trips}`,
    );
    // The session's check, the conditional update with its read in one batch, then the import read back as
    // GET /Import/{id} answers it (its row, then whether it can still be undone).
    expect(confirme.trips).toBe(4);
    await json(await second("POST", `/api/Import/${id}/confirmer`), 409);

    const apres = await sequestre();
    // B2's 150 € credit paid its November term: its owners' rent now (ADR 124).
    expect(apres.soldesMandants).toBe(1_000_001_349.99);
    expect(apres.depotsDetenus).toBe(1000);
    expect(apres.repriseAVerifier).toEqual({ proprietaires: 0, locataires: 0, depots: 0 });

    const xlsx = await edge.call("GET", `/api/exports/portefeuille.xlsx?date=${JOUR_SOLDES}`);
    expect(xlsx.status).toBe(200);
    const v = verifierImport(
      await lireClasseur(new Uint8Array(await xlsx.arrayBuffer())),
      JOUR_SOLDES,
    );
    expect(
      (v.lus.Soldes ?? [])
        .filter((l) => l.champs.type === "depot")
        .map((l) => [l.champs.reference, l.champs.montant]),
    ).toEqual([["B1", 100_000]]);
  });
});
