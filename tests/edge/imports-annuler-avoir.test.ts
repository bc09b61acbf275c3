// ADR 153 on the edge entry: an import whose tenant's opening credit of 150 € paid the November term (its owners
// credited 60/40, ADR 124) is undone: the owners' entries reversed by entries of their own, the owners and the lot
// archived, the lease gone; the undo's transaction counted as the other undo tests do.
import { beforeAll, describe, expect, it } from "vitest";
import { classeur } from "../support/imports";
import { DATE_REPRISE_ARRIERES } from "../support/arrieres-repris";
import { PORTEFEUILLE_AVOIR } from "../support/avoir-repris";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let id: number;

beforeAll(async () => {
  edge = await signedInInstance();
  const f = await classeur("reprise.xlsx", PORTEFEUILLE_AVOIR);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", DATE_REPRISE_ARRIERES);
  id = (await json(await edge.call("POST", "/api/imports", data), 201)).import.id as number;
});

const owner = async (reference: string) =>
  (
    await sqlDe(edge, `SELECT "id", "archiveLe" FROM "Client" WHERE "reference" = ?`, [reference])
  )[0];

describe("undoing an import whose opening credit paid a term, on the edge", () => {
  it("reverses the owners' credit, archives the owners and the lot, removes the lease", async () => {
    expect((await json(await edge.call("GET", `/api/Import/${id}`))).import).toMatchObject({
      annulable: true,
      raisonNonAnnulable: null,
    });
    const { res, trips } = await counted(edge, () => edge.call("DELETE", `/api/Import/${id}`));
    expect((await json(res)).import.statut).toBe("annule");
    console.log(`[edge] allers-retours libSQL : annulation d'un import à l'avoir dépensé ${trips}`);
    expect(trips).toBeLessThanOrEqual(27);
    for (const ref of ["P1", "P2"]) {
      const p = await owner(ref);
      expect(p?.archiveLe).toBeTruthy();
      const compte = await json(await edge.call("GET", `/api/Client/${p?.id}/compte`));
      expect(compte.solde).toBe(0);
      const avoir = compte.ecritures.filter((e: { libelle: string }) =>
        e.libelle.startsWith("Avoir repris"),
      );
      const annulations = compte.ecritures.filter((e: { libelle: string }) =>
        e.libelle.startsWith("Annulation : Avoir repris"),
      );
      expect(avoir.length).toBeGreaterThan(0);
      expect(annulations.length).toBe(avoir.length);
    }
    expect(
      await sqlDe(edge, `SELECT "archiveLe" FROM "Appartement" WHERE "reference" = 'A1'`),
    ).toEqual([expect.objectContaining({ archiveLe: expect.any(String) })]);
    expect(await sqlDe(edge, `SELECT 1 FROM "Dossier" WHERE "reference" = 'B1'`)).toEqual([]);
    const encore = await json(await edge.call("DELETE", `/api/Import/${id}`), 409);
    expect(encore.error.message).toBe("Cet import est déjà annulé.");
  });
});
