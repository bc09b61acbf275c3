import { describe, expect, it } from "vitest";
import { regleDureeEtudiant } from "./duree";
import {
  estPassoire,
  MSG_COMPLEMENT_PASSOIRE,
  regleComplementPassoire,
  regleLoyerPassoire,
} from "./energie";
import { MSG_MOTIF_MOBILITE, regleMotifMobilite } from "./mobilite";
import { MOTIFS_MOBILITE } from "../schemas/enums";

describe("energy classes F and G (loi climat et résilience)", () => {
  it("F and G are the passoires, in any case", () => {
    expect(["F", "g", " G "].map(estPassoire)).toEqual([true, true, true]);
    expect(["E", null, undefined].map(estPassoire)).toEqual([false, false, false]);
  });

  it("in zone tendue a new lease's rent may not exceed the previous tenant's", () => {
    expect(regleLoyerPassoire("G", true, 90001, 90000)).toContain(
      "ne peut pas dépasser le dernier loyer du précédent locataire (900,00",
    );
    expect(regleLoyerPassoire("G", true, 90000, 90000)).toBeNull();
    expect(regleLoyerPassoire("G", false, 99000, 90000)).toBeNull();
    expect(regleLoyerPassoire("D", true, 99000, 90000)).toBeNull();
    expect(regleLoyerPassoire("F", true, 99000, null)).toBeNull();
  });

  it("takes no complément de loyer", () => {
    expect(regleComplementPassoire("F", 5000)).toBe(MSG_COMPLEMENT_PASSOIRE("F"));
    expect(regleComplementPassoire("F", 0)).toBeNull();
    expect(regleComplementPassoire("F", -300)).toBeNull();
    expect(regleComplementPassoire("C", 5000)).toBeNull();
  });
});

describe("lease kinds", () => {
  it("a bail mobilité states one of the seven reasons of art. 25-12", () => {
    expect(MOTIFS_MOBILITE).toHaveLength(7);
    expect(regleMotifMobilite("mobilité", null)).toBe(MSG_MOTIF_MOBILITE);
    expect(regleMotifMobilite("mobilité", "stage")).toBeNull();
    expect(regleMotifMobilite("meublé", null)).toBeNull();
  });

  it("a student lease lasts nine months, any other end date is refused", () => {
    expect(regleDureeEtudiant("étudiant", "2026-09-01", "2027-05-31")).toBeNull();
    expect(regleDureeEtudiant("étudiant", "2026-09-01", null)).toBeNull();
    expect(regleDureeEtudiant("étudiant", "2026-09-01", "2027-08-31")).toBe(
      "Un bail étudiant dure neuf mois (article 25-7 de la loi du 6 juillet 1989) : la date de fin doit être le 31/05/2027.",
    );
    expect(regleDureeEtudiant("meublé", "2026-09-01", "2027-08-31")).toBeNull();
  });
});
