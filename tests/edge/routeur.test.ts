// ADR 151: the paths where a parameter sits beside fixed segments (which Hono's RegExpRouter refuses together, so
// the app runs on TrieRouter) each reach their own route on the edge: the record's, the fixed segment's, or none (404).
import { beforeAll, describe, expect, it } from "vitest";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const message = async (res: Response, status: number) => (await json(res, status)).error.message;

describe("the routes set apart beside a parameter, on the edge", () => {
  it("answers the record's route, the fixed segment's route, or no route", async () => {
    expect(await message(await edge.call("GET", "/api/Appartement/999999"), 404)).toBe(
      "L'appartement est introuvable.",
    );
    expect(await message(await edge.call("GET", "/api/Appartement/client/999999"), 404)).toBe(
      "Le client est introuvable.",
    );
    for (const path of ["/api/Appartement/abc", "/api/Appartement/client/abc"])
      expect(await message(await edge.call("GET", path), 404), path).toBe("Ressource introuvable.");
    expect(await json(await edge.call("GET", "/api/Quitance/contact"))).toHaveProperty("email");
    expect(await message(await edge.call("GET", "/api/Quitance/999999"), 404)).toBe(
      "La quittance est introuvable.",
    );
    expect(
      await message(await edge.call("POST", "/api/user/inconnu@exemple.fr/resetPassword", {}), 404),
    ).toBe("L'utilisateur est introuvable.");
    const refus = await json(await edge.call("POST", "/api/Dossier/relancer", {}), 400);
    expect(refus.error.fields).toEqual({ ids: "Sélectionnez au moins une ligne." });
    const login = await edge.call(
      "POST",
      "/api/user/login",
      { credentials: { email: "personne@exemple.fr", password: "mauvais-mot-de-passe" } },
      false,
    );
    expect(login.status).toBe(401);
  });
});
