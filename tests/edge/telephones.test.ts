// Phone numbers on the edge entry, the same rules as tests/api/telephones.test.ts: French numbers as typed, another
// country's with « + », letters or too few digits a 400 at the field, an old unparsable one kept through an update.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG_TELEPHONE } from "../../worker/domain/francais/telephone";
import { valid } from "../support/factories";
import { sqlDe } from "./iban";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const locataire = (tel: string) =>
  edge.call("POST", "/api/Locataire", { ...valid.Locataire(), tel });

describe("phone numbers on the edge", () => {
  it("takes « +33 6 12 34 56 78 » as typed, refuses letters at the field", async () => {
    expect((await json(await locataire("+33 6 12 34 56 78"), 201)).tel).toBe("+33 6 12 34 56 78");
    const r = await json(await locataire("06 12 AB 56 78"), 400);
    expect(r.error.fields).toEqual({ tel: MSG_TELEPHONE });
  });

  it("an old number that does not parse does not block an update of the other fields", async () => {
    const l = await json(await locataire("0612345678"), 201);
    await sqlDe(edge, `update "Locataire" set "tel" = 'voir gardien' where "id" = ?`, [l.id]);
    const apres = await json(await edge.call("PUT", `/api/Locataire/${l.id}`, { ville: "Lyon" }));
    expect(apres).toMatchObject({ ville: "Lyon", tel: "voir gardien" });
    await json(await edge.call("PUT", `/api/Locataire/${l.id}`, { tel: "voir la loge" }), 400);
  });
});
