// The register of mandates on the edge entry (ADR 027): 20 creations of missions and caretaking missions at once,
// each its own Workers request against libSQL over HTTP, get the numbers 1..20 of the year's sequence, no duplicate,
// no gap; the register and its PDF answer admins. With the round trips of one creation.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the register of mandates on the edge", () => {
  it("20 parallel creations, mixed: numbers 1..20 of the year, then the register and its PDF", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        edge.call(
          "POST",
          i % 2 === 0 ? "/api/Mission" : "/api/Intendance",
          i % 2 === 0 ? valid.Mission() : valid.Intendance(a.id),
        ),
      ),
    );
    const numeros: string[] = [];
    for (const r of rs) numeros.push((await json(r, 201)).numeroMandat);
    const annee = numeros[0]!.slice(0, 4);
    for (const n of numeros) expect(n.startsWith(`${annee}-`)).toBe(true);
    expect(numeros.map((n) => Number(n.slice(5))).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );

    const before = await edge.roundTrips();
    const one = await json(await edge.call("POST", "/api/Mission", valid.Mission()), 201);
    const trips = (await edge.roundTrips()) - before;
    console.log(`[edge] création d'une mission numérotée : ${trips} allers-retours libSQL`);
    expect(one.numeroMandat).toBe(`${annee}-0021`);
    // A PUT sending the number changes nothing.
    const put = await json(
      await edge.call("PUT", `/api/Mission/${one.id}`, { numeroMandat: "1999-0001" }),
    );
    expect(put.numeroMandat).toBe(one.numeroMandat);
    // Never deleted (ADR 038: its number outlives it, 409): archived, its number stays in the register, open.
    expect((await edge.call("DELETE", `/api/Mission/${one.id}`)).status).toBe(409);
    await json(await edge.call("POST", `/api/Mission/${one.id}/archiver`));
    const reg = await json(await edge.call("GET", `/api/registreMandats?annee=${annee}`));
    expect(reg.data).toHaveLength(21);
    expect(reg.data[20]).toMatchObject({ numero: one.numeroMandat, dateAnnulation: null });
    const pdf = await json(await edge.call("GET", `/api/registreMandats/${annee}/generate`));
    expect(pdf.generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
  });

  it("a mandate's stated term is its duration and period in the register, as on Node", async () => {
    const m = await json(
      await edge.call("POST", "/api/Mission", {
        ...valid.Mission(),
        dateSignature: "2024-01-10",
        dureeMandatMois: 36,
      }),
      201,
    );
    const annee = m.numeroMandat.slice(0, 4);
    const reg = await json(await edge.call("GET", `/api/registreMandats?annee=${annee}`));
    expect(reg.data.find((l: { numero: string }) => l.numero === m.numeroMandat)).toMatchObject({
      date: "2024-01-10",
      duree: "36 mois",
      dateDebut: "2024-01-10",
      dateFin: "2027-01-09",
    });
  });
});
