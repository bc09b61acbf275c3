import { describe, expect, it } from "vitest";
import { ApiError, NetworkError, RequestTimeout } from "@/api/client";
import { draftDate, draftKey, draftValues, drafts } from "./drafts";
import { SAVE_FAILURES, saveFailure } from "./save-failure";

/** localStorage's interface over a Map (the unit tests run in Node). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe("brouillons des formulaires", () => {
  it("un brouillon par utilisateur, ressource et fiche (« new » pour une création)", () => {
    const store = memoryStorage();
    const at = new Date("2026-11-25T13:05:00Z");
    drafts.write(draftKey(1, { resource: "Client", id: 7 }), { nom: "Durand" }, at, store);
    drafts.write(draftKey(1, { resource: "Client", id: "new" }), { nom: "Neuf" }, at, store);
    drafts.write(draftKey(2, { resource: "Client", id: 7 }), { nom: "Autre" }, at, store);

    expect(drafts.read(draftKey(1, { resource: "Client", id: 7 }), store)).toEqual({
      savedAt: "2026-11-25T13:05:00.000Z",
      values: { nom: "Durand" },
    });
    expect(drafts.read(draftKey(1, { resource: "Client", id: "new" }), store)?.values).toEqual({
      nom: "Neuf",
    });
    expect(drafts.read(draftKey(2, { resource: "Client", id: 7 }), store)?.values).toEqual({
      nom: "Autre",
    });
    expect(drafts.read(draftKey(1, { resource: "Appartement", id: 7 }), store)).toBeNull();
  });

  it("enregistré ou abandonné, le brouillon disparaît", () => {
    const store = memoryStorage();
    const key = draftKey(1, { resource: "Client", id: 7 });
    drafts.write(key, { nom: "Durand" }, new Date(), store);
    drafts.clear(key, store);
    expect(drafts.read(key, store)).toBeNull();
  });

  it("la déconnexion efface les brouillons de l'utilisateur, pas ceux des autres", () => {
    const store = memoryStorage();
    store.setItem("jwt_access_token", "jeton");
    drafts.write(draftKey(1, { resource: "Client", id: 7 }), { nom: "A" }, new Date(), store);
    drafts.write(draftKey(1, { resource: "Dossier", id: "new" }), { nom: "B" }, new Date(), store);
    drafts.write(draftKey(12, { resource: "Client", id: 7 }), { nom: "C" }, new Date(), store);
    drafts.clearUser(1, store);
    expect(drafts.read(draftKey(1, { resource: "Client", id: 7 }), store)).toBeNull();
    expect(drafts.read(draftKey(1, { resource: "Dossier", id: "new" }), store)).toBeNull();
    expect(drafts.read(draftKey(12, { resource: "Client", id: 7 }), store)?.values).toEqual({
      nom: "C",
    });
    expect(store.getItem("jwt_access_token")).toBe("jeton");
  });

  it("aucun mot de passe ni secret, seulement des données simples", () => {
    const file = new Blob(["x"]);
    expect(
      draftValues(
        {
          nom: "Durand",
          password: "s3cret",
          motDePasse: "s3cret",
          confirmPassword: "s3cret",
          code: "1234",
          loyer: 750.5,
          meuble: true,
          pieces: [{ nom: "Cuisine", photo: file }],
          justificatif: file,
          vide: null,
        },
        ["code"],
      ),
    ).toEqual({
      nom: "Durand",
      loyer: 750.5,
      meuble: true,
      pieces: [{ nom: "Cuisine" }],
      vide: null,
    });
  });

  it("un brouillon illisible ou d'une autre forme est ignoré ; un stockage qui refuse ne casse rien", () => {
    const store = memoryStorage();
    store.setItem("brouillon:1:Client:7", "{pas du json");
    store.setItem("brouillon:1:Client:8", JSON.stringify({ values: "x" }));
    expect(drafts.read("brouillon:1:Client:7", store)).toBeNull();
    expect(drafts.read("brouillon:1:Client:8", store)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("plein", "QuotaExceededError");
      },
    };
    expect(() =>
      drafts.write("brouillon:1:Client:9", { nom: "A" }, new Date(), full),
    ).not.toThrow();
  });

  it("la date du brouillon se lit à l'heure de Paris : JJ/MM/AAAA à HH:MM", () => {
    expect(draftDate("2026-11-25T13:05:00.000Z")).toBe("25/11/2026 à 14:05");
    expect(draftDate("2026-07-01T22:30:00.000Z")).toBe("02/07/2026 à 00:30");
  });
});

describe("échec d'un enregistrement", () => {
  it("distingue hors ligne, serveur injoignable, erreur du serveur et délai dépassé", () => {
    expect(saveFailure(new NetworkError(), false)).toEqual({
      kind: "offline",
      message: SAVE_FAILURES.offline,
    });
    expect(saveFailure(new NetworkError(), true)?.kind).toBe("unreachable");
    expect(saveFailure(new ApiError(500, "500", "Erreur"), true)?.kind).toBe("server");
    expect(saveFailure(new ApiError(503, "503", "Erreur"), true)?.kind).toBe("server");
    expect(saveFailure(new ApiError(504, "504", "Erreur"), true)?.kind).toBe("timeout");
    expect(saveFailure(new RequestTimeout(), true)?.kind).toBe("timeout");
    expect(SAVE_FAILURES.offline).toContain("hors ligne");
    expect(SAVE_FAILURES.server).toContain("Vos saisies sont conservées");
  });

  it("une réponse sur la saisie (400, 409) reste l'affaire des champs", () => {
    expect(saveFailure(new ApiError(400, "invalid", "Champs", { nom: "Requis" }), true)).toBeNull();
    expect(saveFailure(new ApiError(409, "conflict", "Conflit"), true)).toBeNull();
    expect(saveFailure(new Error("bug"), true)).toBeNull();
  });
});
