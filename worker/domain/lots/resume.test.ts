import { describe, expect, it } from "vitest";
import { RAISON, type ResultatLot } from "./lot";
import { resumeLot } from "./resume";

const QUITTANCES = {
  nom: ["quittance", "quittances"] as [string, string],
  fait: ["encaissée", "encaissées"] as [string, string],
  feminin: true,
};
const r = (id: number, statut: ResultatLot["statut"], message = ""): ResultatLot => ({
  id,
  statut,
  message,
});

describe("the summary of a bulk action", () => {
  it("counts what was done, then what was left out with its reason", () => {
    expect(
      resumeLot(
        [
          r(1, "encaissee"),
          r(2, "encaissee"),
          r(3, "encaissee"),
          r(4, "ignoree", RAISON.dejaPayee),
        ],
        QUITTANCES,
        "encaissee",
      ),
    ).toBe("3 quittances encaissées, 1 ignorée : déjà payée");
  });

  it("agrees in number and gender, and counts each reason when there are several", () => {
    expect(resumeLot([r(1, "encaissee")], QUITTANCES, "encaissee")).toBe("1 quittance encaissée");
    expect(
      resumeLot(
        [
          r(1, "ignoree", RAISON.introuvable),
          r(2, "ignoree", RAISON.archive),
          r(3, "ignoree", RAISON.archive),
          r(4, "erreur", "Réessayez."),
        ],
        { nom: ["dossier", "dossiers"], fait: ["relancé", "relancés"], feminin: false },
        "relancee",
      ),
    ).toBe(
      "0 dossier relancé, 3 ignorés : introuvable, dossier archivé (2), 1 en erreur : Réessayez.",
    );
  });
});
