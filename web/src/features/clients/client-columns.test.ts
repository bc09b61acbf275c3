import { describe, expect, it } from "vitest";
import { clientLabel } from "./client-columns";

// Issue 74 item 4: the owners' pickers, lists and record titles name a company by its raison sociale.
describe("clientLabel", () => {
  it("names a company owner by its raison sociale, never « Monsieur Gérant SCI … »", () => {
    expect(
      clientLabel({
        titre: "Monsieur",
        nom: "Gérant",
        prenom: "",
        raisonSociale: "SCI Les Tilleuls",
      }),
    ).toBe("SCI Les Tilleuls");
  });
  it("names a person by civilité, prénom and nom; a blank raison sociale changes nothing", () => {
    expect(
      clientLabel({ titre: "Madame", nom: "Durand", prenom: "Anne", raisonSociale: "  " }),
    ).toBe("Madame Anne Durand");
    expect(clientLabel({ titre: "Monsieur", nom: "Martin", prenom: "Paul" })).toBe(
      "Monsieur Paul Martin",
    );
  });
});
