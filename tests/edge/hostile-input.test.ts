// Issue 40 on the edge entry in workerd: a statement nested 5,000 deep, a 196 KB OFX made to be slow, a control
// character in a path or a JSON body, a JSON body nested deep: each a French 400, with the round trips it costs.
import { beforeAll, describe, expect, it } from "vitest";
import { hostiles } from "../support/hostile-statements";
import { type Instance, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

async function refused(run: () => Promise<Response>) {
  const before = await edge.roundTrips();
  const res = await run();
  const text = await res.text();
  expect(res.status, text).toBe(400);
  return { body: JSON.parse(text), trips: (await edge.roundTrips()) - before };
}
const releve = (texte: string) => {
  const f = new FormData();
  f.append("file", new File([texte], "releve.xml"));
  return edge.call("POST", "/api/banque/releves", f);
};

describe("hostile input on the edge", () => {
  it("a camt.053 nested 5,000 deep and a 196 KB OFX of tags never ended: 400, no write", async () => {
    const camt = await refused(() => releve(hostiles.camtImbrique(5000)));
    expect(camt.body.error.fields.file).toBe(
      "Fichier trop imbriqué (profondeur > 100) à la ligne 101.",
    );
    const ofx = await refused(() => releve(hostiles.ofxBalisesNonFermees(196_000)));
    expect(ofx.body.error.fields.file).toBe("Fichier OFX sans relevé de compte (STMTRS).");
    console.log(
      `[edge] allers-retours libSQL : relevé refusé ${camt.trips}, OFX hostile ${ofx.trips}`,
    );
    // The session's check and the account's CSV profile read at most; nothing written.
    expect(camt.trips).toBeLessThanOrEqual(2);
    expect(ofx.trips).toBeLessThanOrEqual(2);
  });

  it("a NUL in a file's key, a control character in a query: 400 before any store or database", async () => {
    const nul = await refused(() => edge.call("GET", "/files/files/documents/a%00b.pdf"));
    expect(nul.body.error.message).toBe(
      "Adresse invalide : elle contient un caractère de contrôle.",
    );
    const query = await refused(() => edge.call("GET", "/api/Client?search=%1b"));
    console.log(`[edge] allers-retours libSQL : adresse refusée ${nul.trips}, ${query.trips}`);
    expect(nul.trips + query.trips).toBe(0);
  });

  it("a JSON body nested 5,000 deep or with a NUL in a field: 400", async () => {
    const deep = await refused(() =>
      edge.send("POST", "/api/Client", `{\n"nom":\n${"[".repeat(5000)}${"]".repeat(5000)}}`, {
        "Content-Type": "application/json",
      }),
    );
    expect(deep.body.error.message).toBe(
      "Corps JSON trop imbriqué (profondeur > 100) à la ligne 3.",
    );
    const nul = await refused(() => edge.call("POST", "/api/Client", { nom: "Du\u0000rand" }));
    expect(nul.body.error.fields.nom).toBe("Ce champ contient un caractère de contrôle interdit.");
    console.log(`[edge] allers-retours libSQL : corps JSON refusés ${deep.trips}, ${nul.trips}`);
    expect(deep.trips + nul.trips).toBeLessThanOrEqual(2);
  });
});
