// Invoices on the edge entry (ADR 028): instalments marked paid by parallel requests are invoiced F…-00001 to
// F…-00010 without gap nor duplicate; an invoice is never changed (405); its credit note has its own number.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("invoices on the edge", () => {
  it("numbers the invoices of parallel payments without gap, refuses changes, cancels by a credit note", async () => {
    const m = await json(await edge.call("POST", "/api/Mission", valid.Mission()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`));
    const acomptes = [];
    for (let i = 0; i < 10; i++)
      acomptes.push(
        await json(
          await edge.call("POST", "/api/Accompte", { ...valid.Accompte(), MissionId: m.id }),
          201,
        ),
      );
    const rs = await Promise.all(
      acomptes.map((a) =>
        edge.call("PUT", `/api/Accompte/${a.id}`, { regle: true, datePaiement: "2026-11-02" }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(rs.map(() => 200));
    const factures = (await json(await edge.call("GET", `/api/Facture?ClientId=${c.id}`))).data;
    const numeros = factures.map((f: { numero: string }) => f.numero).sort();
    const annee = numeros[0].slice(1, 5);
    expect(numeros).toEqual(
      Array.from({ length: 10 }, (_, i) => `F${annee}-${String(i + 1).padStart(5, "0")}`),
    );
    const id = factures[0].id;
    expect((await edge.call("DELETE", `/api/Facture/${id}`)).status).toBe(405);
    expect((await edge.call("PUT", `/api/Facture/${id}`, { totalTTC: 1 })).status).toBe(405);
    const avoir = await json(
      await edge.call("POST", `/api/Facture/${id}/avoir`, { motif: "Erreur" }),
      201,
    );
    expect(avoir.facture).toMatchObject({ avoirDe: id });
    expect(avoir.facture.totalTTC).toBe(-factures[0].totalTTC);
    const pdf = await json(await edge.call("GET", `/api/Facture/${id}/generate`));
    expect(pdf.generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
  });
});
