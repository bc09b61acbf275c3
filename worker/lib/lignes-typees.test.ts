import { describe, expect, it } from "vitest";
import { dictionnaireDe, estTexte, forme, jsonLu, tableauDe, verifie } from "./lignes-typees";

const PHOTOS = tableauDe(forme({ cle: "texte", taille: "nombre", positif: "booleen|null" }));

describe("lignes-typees", () => {
  it("takes rows whose described fields have their kinds, null where allowed, other members kept", () => {
    const rows = jsonLu(
      '[{"cle":"a","taille":3,"positif":null,"autre":1},{"cle":"b","taille":0,"positif":true}]',
      PHOTOS,
      "photos",
    );
    expect(rows).toEqual([
      { cle: "a", taille: 3, positif: null, autre: 1 },
      { cle: "b", taille: 0, positif: true },
    ]);
    expect(jsonLu("[]", PHOTOS, "photos")).toEqual([]);
    expect(verifie({ a: "x", b: "y" }, dictionnaireDe(estTexte), "map")).toEqual({
      a: "x",
      b: "y",
    });
  });

  it("refuses a missing field, a wrong kind, a null where none is allowed, or no array", () => {
    const photo = forme({ cle: "texte", taille: "nombre", positif: "booleen|null" });
    expect(photo({ cle: "a", positif: null })).toBe(false);
    expect(photo({ cle: "a", taille: "3", positif: null })).toBe(false);
    expect(photo({ cle: null, taille: 3, positif: null })).toBe(false);
    expect(photo(null)).toBe(false);
    expect(() => verifie({ cle: "a" }, PHOTOS, "photos")).toThrow(
      "Valeur inattendue lue en base : photos.",
    );
    expect(() => jsonLu('[{"cle":1,"taille":1,"positif":null}]', PHOTOS, "photos")).toThrow(
      "Valeur inattendue lue en base : photos.",
    );
  });
});
