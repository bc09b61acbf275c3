import { describe, expect, it } from "vitest";
import type { Config } from "../../ports";
import { mailRevision } from "../revision/lettre";
import { signataireDe, signature } from "./mails";

// Issue 39 item 10: reminders and revision mails are signed with the agency's name and e-mail of Paramètres > Agence.
const config = { contactEmail: "hote@exemple.fr", agence: { nom: "Hôte" } } as unknown as Config;

describe("who signs the tenants' mails", () => {
  it("the settings' name and e-mail, the host's where they are empty", () => {
    expect(
      signataireDe(config, { nom: "Agence Bellecour", email: "gestion@bellecour.fr" }),
    ).toEqual({
      nom: "Agence Bellecour",
      email: "gestion@bellecour.fr",
    });
    expect(signataireDe(config, { nom: "", email: "" })).toEqual({
      nom: "Hôte",
      email: "hote@exemple.fr",
    });
    expect(signature({ nom: "Agence Bellecour", email: "g@b.fr" })).toBe(
      "Pour toute question, écrivez-nous à g@b.fr.\n\nCordialement,\nAgence Bellecour",
    );
  });
  it("the revision mail ends with that signature", () => {
    const revision = {
      dateEffet: "2026-12-01",
      dateRevision: "2026-11-15",
      ancienLoyer: 85000,
      nouveauLoyer: 87000,
      nouvelIndice: 145.77,
      nouveauTrimestre: "2025-T3",
      indiceReference: 142.06,
      trimestreReference: "2024-T3",
    } as Parameters<typeof mailRevision>[0];
    const { body } = mailRevision(revision, 12000, { nom: "Agence Bellecour", email: "g@b.fr" });
    expect(body.endsWith("Cordialement,\nAgence Bellecour")).toBe(true);
    expect(body).toContain("écrivez-nous à g@b.fr");
  });
});
