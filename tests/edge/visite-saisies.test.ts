// What a new user's walk through the screens found the server accepting, on the edge entry as on Node
// (tests/api/visite-saisies.test.ts).
import { beforeAll, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

it("a lot's surface of -3 m² is refused at the field, in French", async () => {
  const bad = await json(
    await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), surface: -3 }),
    400,
  );
  expect(bad.error.fields.surface).toBe("Une surface positive (en m²) est attendue.");
  const ok = await json(
    await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), surface: 45.5 }),
    201,
  );
  expect(ok.surface).toBe(45.5);
});

it("a fixed-price mission sent blank has its amounts flagged with its type, at once", async () => {
  const r = await json(await edge.call("POST", "/api/Mission", {}), 400);
  expect(Object.keys(r.error.fields).sort()).toEqual(
    ["accompte1", "accompte2", "nbAppart", "reliquat", "type", "valeurMissionAppt"].sort(),
  );
});

it("an instalment ending before it starts is refused at its end date", async () => {
  const r = await json(
    await edge.call("POST", "/api/Accompte", {
      dateDepart: "2027-01-15",
      dateFin: "2027-01-01",
      prix: 1200,
      tva: 20,
    }),
    400,
  );
  expect(r.error.fields.dateFin).toBe("La date de fin doit suivre la date de départ.");
});
