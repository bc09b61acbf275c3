import { describe, expect, it } from "vitest";
import { changementsFr } from "./journal-format";
import { formatMoney } from "@/lib/format";
import { champJournal } from "./journal-libelles";

// Issue 42: the journal reads as the screens do: fields by their labels, values as shown, secrets never.

describe("the journal's changes in French", () => {
  it("an update: Label : before → after, an empty value as —, a choice by its label", () => {
    expect(
      changementsFr("Client", "update", {
        nom: ["Durand", "Martin"],
        ville: [null, "Paris"],
        mailDefaut: ["mailPerso", "mailPro"],
        updatedAt: ["2026-11-24T10:02:11Z", "2026-11-24T10:05:00Z"],
      }),
    ).toEqual(["Nom : Durand → Martin", "Ville : — → Paris", "E-mail par défaut : Perso → Pro"]);
  });

  it("a creation shows the values given, a deletion the values lost, empty fields left out; dates in French", () => {
    expect(
      changementsFr("Locataire", "create", {
        nom: [null, "Durand"],
        mail2: [null, null],
        naissance: [null, "1961-04-12"],
        createdAt: [null, "2026-11-24T10:02:11.000Z"],
      }),
    ).toEqual(["Nom : Durand", "Date de naissance : 12/04/1961"]);
    expect(
      changementsFr("Dossier", "delete", { loyerHC: [850.5, null], clauses: ["", null] }),
    ).toEqual([`Loyer HC : ${formatMoney(850.5)}`]);
    expect(
      changementsFr("Quitance", "update", { reponduAt: [null, "2026-11-24T10:02:11.000Z"] }),
    ).toEqual(["Réponse du locataire le : — → 24/11/2026 11:02"]);
  });

  it("states read in French (issue 60): « Brouillon → Validé », a revoked mandate, an IBAN to check", () => {
    expect(changementsFr("Prelevement", "update", { statut: ["brouillon", "valide"] })).toEqual([
      "Statut : Brouillon → Validé",
    ]);
    expect(changementsFr("MandatSepa", "update", { statut: ["actif", "revoque"] })).toEqual([
      "Statut : Actif → Révoqué",
    ]);
    expect(changementsFr("Client", "update", { ibanStatut: ["verifie", "a_verifier"] })).toEqual([
      "Statut de l'IBAN : Vérifié → À vérifier",
    ]);
  });

  it("the kinds no form offers in words, a year as it is written: never « depense » nor « 2 026 »", () => {
    expect(
      changementsFr("Intendance", "create", { nature: [null, "depense"], montant: [null, 80.5] }),
    ).toEqual(["Nature : Dépense", `Montant : ${formatMoney(80.5)}`]);
    expect(changementsFr("Intendance", "create", { nature: [null, "mission"] })).toEqual([
      "Nature : Mission d'intendance",
    ]);
    expect(
      changementsFr("Mandat", "create", {
        annee: [null, 2026],
        sequence: [null, 3],
        nature: [null, "gestion"],
      }),
    ).toEqual(["Année : 2026", "Séquence : 3", "Nature : Mandat de gestion"]);
    // Booleans SQLite keeps as 0 and 1: « Oui » / « Non », never « 0 ».
    expect(changementsFr("User", "update", { totpActif: [0, 1] })).toEqual([
      "Second facteur activé : Non → Oui",
    ]);
    expect(changementsFr("AgenceParametres", "update", { exigerDeuxFacteurs: [1, 0] })).toEqual([
      "Exiger deux facteurs : Oui → Non",
    ]);
    expect(changementsFr("Mandat", "create", { nature: [null, "intendance"] })).toEqual([
      "Nature : Mission d'intendance",
    ]);
  });

  it("a secret says only that it changed, never its value", () => {
    expect(
      changementsFr("User", "update", {
        passwordHash: ["(masqué)", "(masqué)"],
        tokenVersion: ["(masqué)", "(masqué)"],
      }),
    ).toEqual(["Mot de passe (modifié)", "Jeton de session (modifié)"]);
  });

  it("every field by its screen's label, the agency's too; a column no form shows by the domain's name", () => {
    expect(champJournal("AgenceParametres", "siret").label).toBe("SIRET");
    expect(champJournal("AgenceParametres", "ics").label).toBe("Identifiant créancier SEPA (ICS)");
    expect(champJournal("Client", "numSiret").label).toBe("N° SIRET");
    expect(champJournal("Dossier", "AppartementId").label).toBe("Appartement");
    expect(champJournal("Paiement", "DossierId").label).toBe("Dossier");
    expect(champJournal("Prelevement", "dateEcheance").label).toBe("Date d'échéance");
    // A column nobody named yet reads as words, never as the column's name.
    expect(champJournal("Inconnue", "uneColonneNouvelle").label).toBe("Une colonne nouvelle");
  });

  it("a download reads in French; a batch's SEPA file by its size, never its text (issue 59)", () => {
    expect(
      changementsFr("Telechargement", "create", {
        quoi: [null, "sepa_reversement"],
        reference: [null, "12"],
        auteur: [null, "admin@example.fr"],
        adresse: [null, "192.0.2.1"],
      }),
    ).toEqual([
      "Fichier téléchargé : Fichier SEPA d'un reversement",
      "Référence (lot, exercice) : 12",
      "Téléchargé par : admin@example.fr",
      "Adresse IP : 192.0.2.1",
    ]);
    expect(
      changementsFr("Reversement", "update", { fichierSepa: [null, "<Document>…</Document>"] }),
    ).toEqual(["Fichier SEPA émis : — → fichier de 22 caractères"]);
    // ADR 137: the journal's line naming the file reads as it is written.
    const resume =
      "Fichier pain.001.001.09 « REV-2026-11-23-4 » : 2 opérations, 1001,00 €, 1480 caractères";
    expect(changementsFr("Reversement", "update", { fichierSepa: [null, resume] })).toEqual([
      `Fichier SEPA émis : — → ${resume}`,
    ]);
  });
});
