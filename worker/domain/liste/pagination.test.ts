import { describe, expect, it } from "vitest";
import { MSG_PAGE, MSG_TAILLE, lireDemandeListe, msgTri } from "./pagination";

const triable = (c: string) => ["nom", "ville", "statut"].includes(c);
const lire = (q: Record<string, string>) => lireDemandeListe(q, triable);

describe("lireDemandeListe", () => {
  it("reads a page, its offset and an order either way", () => {
    expect(lire({ page: "3", taille: "50", tri: "-nom" })).toEqual({
      ok: true,
      demande: { page: { page: 3, taille: 50, offset: 100 }, tri: { champ: "nom", desc: true } },
    });
    expect(lire({ taille: "500", tri: "ville" })).toEqual({
      ok: true,
      demande: { page: { page: 1, taille: 500, offset: 0 }, tri: { champ: "ville", desc: false } },
    });
  });

  it("without taille, no page: the whole list (page alone is checked, then ignored; tri alone sorts it all)", () => {
    expect(lire({})).toEqual({ ok: true, demande: {} });
    expect(lire({ page: "2" })).toEqual({ ok: true, demande: {} });
    expect(lire({ tri: "statut" })).toEqual({
      ok: true,
      demande: { tri: { champ: "statut", desc: false } },
    });
  });

  it("refuses sizes, pages and orders out of bounds, each on its field in French", () => {
    for (const taille of ["0", "501", "abc", "", "-1", "1.5", "1e2", " 5", "+5", "99999999999"])
      expect(lire({ taille }), taille).toEqual({ ok: false, champs: { taille: MSG_TAILLE } });
    for (const page of ["0", "-1", "x", "1000001", ""])
      expect(lire({ page, taille: "10" }), page).toEqual({ ok: false, champs: { page: MSG_PAGE } });
    for (const tri of ["passwordHash", "-", "", "nom;drop table x", "--nom", "__proto__"])
      expect(lire({ tri }), tri).toEqual({
        ok: false,
        champs: { tri: msgTri(tri.startsWith("-") ? tri.slice(1) : tri) },
      });
    expect(lire({ taille: "0", page: "0", tri: "x" })).toEqual({
      ok: false,
      champs: { taille: MSG_TAILLE, page: MSG_PAGE, tri: msgTri("x") },
    });
  });
});
