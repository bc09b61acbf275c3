import { describe, expect, it } from "vitest";
import { estLigne, lignesDe, lignesJson } from "./lignes-sql";

const PHOTO = { cle: "texte", taille: "nombre", positif: "booleen?" } as const;

describe("lignes-sql", () => {
  it("takes rows whose described columns have their kinds, null where `?` lets it, other members kept", () => {
    const rows = lignesJson(
      '[{"cle":"a","taille":3,"positif":null,"autre":1},{"cle":"b","taille":0,"positif":true}]',
      PHOTO,
      "photos",
    );
    expect(rows).toEqual([
      { cle: "a", taille: 3, positif: null, autre: 1 },
      { cle: "b", taille: 0, positif: true },
    ]);
    expect(lignesJson("[]", PHOTO, "photos")).toEqual([]);
  });

  it("refuses a missing column, a wrong kind, a null where none is let through, or no array", () => {
    expect(estLigne({ cle: "a", positif: null }, PHOTO)).toBe(false);
    expect(estLigne({ cle: "a", taille: "3", positif: null }, PHOTO)).toBe(false);
    expect(estLigne({ cle: null, taille: 3, positif: null }, PHOTO)).toBe(false);
    expect(estLigne(null, PHOTO)).toBe(false);
    expect(() => lignesDe({ cle: "a" }, PHOTO, "photos")).toThrow("Lignes inattendues : photos.");
    expect(() => lignesJson('[{"cle":1,"taille":1,"positif":null}]', PHOTO, "photos")).toThrow(
      "Lignes inattendues : photos.",
    );
  });
});
