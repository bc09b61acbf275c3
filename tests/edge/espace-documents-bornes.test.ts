// Issue 75 item 4 on the edge: the tenant's documents are bounded. The same document asked again with nothing
// changed is the one already made (no new R2 object); a year before the lease or after this one is a 400; a
// session's 31st document in an hour is a French 429.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { espaceLocataire, ouvrirEspaceProprietaire } from "./espace-session";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A tenant with a lease, signed in to the space. */
async function locataire() {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  return espaceLocataire(edge, l.id);
}

const objets = async () => (await edge.files.list()).objects.length;
const chemin = (generated: string) => generated.split("?")[0];

describe("the tenant's documents on the edge", () => {
  it("the same attestation asked again is the one made: the same link, no new object", async () => {
    const espace = await locataire();
    const premier = await json(await espace("GET", "/api/espace/locataire/attestation"));
    const avant = await objets();
    const second = await counted(edge, () => espace("GET", "/api/espace/locataire/attestation"));
    const body = await json(second.res);
    console.log(`[edge] allers-retours libSQL : attestation de loyer de l'espace ${second.trips}`);
    expect(chemin(body.generated)).toBe(chemin(premier.generated));
    expect(await objets()).toBe(avant);
  });

  it("a year before the lease (1900) or after this one is a 400", async () => {
    const espace = await locataire();
    const annee = new Date().getUTCFullYear();
    for (const a of [1900, annee + 1]) {
      const r = await espace("GET", `/api/espace/locataire/quittanceAnnuelle/${a}`);
      expect(r.status, String(a)).toBe(400);
      await r.arrayBuffer();
    }
  });

  it("an owner with no mandate dated: 1900 is a 400, not an empty 2044 summary", async () => {
    const c = await json(
      await edge.call("POST", "/api/Client", {
        ...valid.Client(),
        mailPerso: "sans.mandat@edge.test",
      }),
      201,
    );
    const jeton = await ouvrirEspaceProprietaire(edge, c.id, "sans.mandat@edge.test");
    const corps = await json(
      await edge.send(
        "GET",
        "/api/espace/proprietaire/revenusFonciers/1900",
        undefined,
        {
          Authorization: `Token ${jeton}`,
        },
        false,
      ),
      400,
    );
    expect(corps.error.fields.annee).toBe(
      "Aucun document avant 2000 : l'année 1900 n'est pas tenue.",
    );
  });

  it("the 31st document of the hour is a 429 in French", async () => {
    const espace = await locataire();
    // Every document asked counts, made or not (the bound is taken before the work): 30 asks of an unknown term
    // (404, cheap on the edge), then a real one; tests/api makes 30 real ones.
    for (let i = 0; i < 30; i++) {
      const r = await espace("GET", "/api/espace/locataire/quittances/999999");
      expect(r.status).toBe(404);
      await r.arrayBuffer();
    }
    const trop = await espace("GET", "/api/espace/locataire/attestation");
    expect(trop.status).toBe(429);
    expect(((await trop.json()) as any).error.message).toMatch(
      /^Vous avez demandé beaucoup de documents en une heure\. Réessayez dans/,
    );
  });
});
