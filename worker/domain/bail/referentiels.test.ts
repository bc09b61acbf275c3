import { describe, expect, it } from "vitest";
import { present } from "../present";
import { PLAFONDS_HONORAIRES, plafondsAu, regleHonoraires, tablePlafonds } from "./honoraires";
import { regleMobilier } from "./mobilier";
import { zoneDeLaListe } from "./zone";
import { preRemplissage } from "../mobilier/pre-remplissage";

describe("the zone from the commune list", () => {
  it("is the listed zone, non tendue when not listed, null without list or code", () => {
    expect(zoneDeLaListe(true, "75056", "très tendue")).toBe("très tendue");
    expect(zoneDeLaListe(true, "23096", null)).toBe("non tendue");
    expect(zoneDeLaListe(false, "75056", null)).toBeNull();
    expect(zoneDeLaListe(true, null, null)).toBeNull();
  });
});

describe("the fee ceilings as dated rows", () => {
  const revision = {
    depuis: "2027-01-01",
    parM2: { "très tendue": 1250, tendue: 1040, "non tendue": 830 },
    etatDesLieuxParM2: 310,
    source: "arrêté 2027",
  };
  it("lays the admin's rows over the shipped ones, oldest first", () => {
    const t = tablePlafonds([
      revision,
      { ...present(PLAFONDS_HONORAIRES[1], "plafonds de 2026"), etatDesLieuxParM2: 304 },
    ]);
    expect(t.map((p) => [p.depuis, p.saisie])).toEqual([
      ["2014-09-15", false],
      ["2026-01-01", true],
      ["2027-01-01", true],
    ]);
    expect(plafondsAu("2026-12-31", t).etatDesLieuxParM2).toBe(304);
    expect(plafondsAu("2027-01-01", t).source).toBe("arrêté 2027");
    // Before the first row: the first row.
    expect(plafondsAu("2010-01-01", t).depuis).toBe("2014-09-15");
  });
  it("the check picks the row in force on the signature date", () => {
    const t = tablePlafonds([revision]);
    // 10 m² non tendue: 2027 11,40 €/m² -> 114,00 €; 2026 11,10 €/m² -> 111,00 €.
    expect(regleHonoraires(11400, 10, "non tendue", "2027-03-01", t)).toBeNull();
    expect(regleHonoraires(11101, 10, "non tendue", "2026-03-01", t)).toMatch(/111,00/);
    expect(regleHonoraires(11401, 10, "non tendue", "2027-03-01", t)).toMatch(/arrêté 2027/);
  });
});

describe("a furnished lease's furniture", () => {
  const complete = preRemplissage();
  const read = (l: typeof complete) => () => Promise.resolve(l);
  it("refuses a furnished kind whose saved list lacks an item; never reads for an unfurnished lease", async () => {
    const sansFour = complete.filter((l) => l.elementObligatoire !== "four");
    expect(await regleMobilier("meublé", read(sansFour))).toMatch(/manque : Four/);
    expect(await regleMobilier("étudiant", read(sansFour))).toMatch(/décret n° 2015-981/);
    expect(await regleMobilier("meublé", read(complete))).toBeNull();
    // Never saved: the pre-filled proposal, complete.
    expect(await regleMobilier("mobilité", read([]))).toBeNull();
    const unread = () => Promise.reject(new Error("read"));
    expect(await regleMobilier("nu", unread)).toBeNull();
  });
});
