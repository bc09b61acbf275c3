import { describe, expect, it } from "vitest";
import { cleLibelle, suggerer, type Candidat } from "./suggestions";
import { referencePaiement, referencesDans } from "./reference-paiement";
import { empreintes } from "./empreinte";

const candidats: Candidat[] = [
  {
    DossierId: 12,
    loyer: 85000,
    noms: ["Thị Nguyễn-Béranger", "Paul Caution"],
    termes: [
      { QuitanceId: 101, mois: "2026-10", reste: 20000 },
      { QuitanceId: 102, mois: "2026-11", reste: 85000 },
    ],
  },
  {
    DossierId: 13,
    loyer: 85000,
    noms: ["Jean Durand"],
    termes: [{ QuitanceId: 201, mois: "2026-11", reste: 85000 }],
  },
];
const ligne = (id: number, montant: number, libelle: string, reference: string | null = null) => ({
  id,
  montant,
  libelle,
  reference,
  contrepartie: null,
});

describe("suggestions", () => {
  it("prints and finds the payment reference of a term", () => {
    expect(referencePaiement(12, "2026-11")).toBe("LOY-12-202611");
    expect(referencesDans("VIR SEPA loy 12 202611 merci")).toEqual([
      { DossierId: 12, mois: "2026-11" },
    ]);
  });

  it("puts the reference first, with its term", () => {
    const [s] = suggerer(
      [ligne(1, 85000, "VIR DE M DURAND", "LOY-12-202611")],
      candidats,
      new Map(),
    );
    expect(s).toMatchObject({ ligneId: 1, DossierId: 12, QuitanceId: 102, score: 100 });
    expect(s?.raison).toMatch(/^Référence de paiement du terme de novembre 2026/);
  });

  it("finds a name without its accents and the rest due of a term", () => {
    const s = suggerer([ligne(2, 20000, "VIR SEPA NGUYEN BERANGER THI")], candidats, new Map());
    expect(s).toEqual([
      {
        ligneId: 2,
        DossierId: 12,
        QuitanceId: 101,
        montant: 20000,
        score: 80,
        raison:
          "Nom « Thị Nguyễn-Béranger » dans le libellé ; Montant égal au reste dû d'octobre 2026 (200,00\u00a0€)",
      },
    ]);
  });

  it("learns labels confirmed before, and suggests nothing on debits or without any sign", () => {
    const appris = new Map([[cleLibelle("VIR SCI LES TILLEULS 0001234"), [13]]]);
    expect(
      suggerer([ligne(3, 1000, "VIR SCI LES TILLEULS 0009999")], candidats, appris)[0],
    ).toMatchObject({ DossierId: 13, score: 60 });
    expect(suggerer([ligne(4, -85000, "LOY-12-202611")], candidats, new Map())).toEqual([]);
    expect(suggerer([ligne(5, 1234, "VIR INCONNU")], candidats, new Map())).toEqual([]);
  });
});

describe("empreintes", () => {
  it("tells identical movements of one file apart by their rank, and finds them again in the next file", () => {
    const l = {
      date: "2026-11-02",
      montant: -100,
      libelle: "FRAIS",
      reference: null,
      contrepartie: null,
      mode: "Autre" as const,
    };
    const a = empreintes([l, l]);
    expect(new Set(a).size).toBe(2);
    expect(empreintes([l, l, { ...l, montant: -200 }]).slice(0, 2)).toEqual(a);
  });
});

describe("the month a label names", () => {
  // Karim Benali owes September, October and November, 850 € each.
  const karim: Candidat[] = [
    {
      DossierId: 7,
      loyer: 85000,
      noms: ["Karim Benali"],
      termes: [
        { QuitanceId: 709, mois: "2026-09", reste: 85000 },
        { QuitanceId: 710, mois: "2026-10", reste: 85000 },
        { QuitanceId: 711, mois: "2026-11", reste: 85000 },
      ],
    },
  ];
  const terme = (libelle: string) => suggerer([ligne(1, 85000, libelle)], karim, new Map())[0];

  it("puts the payment against the term of the month the label names, whatever its accents and case", () => {
    expect(terme("VIR SEPA KARIM BENALI LOYER NOVEMBRE")).toMatchObject({ QuitanceId: 711 });
    expect(terme("VIR SEPA KARIM BENALI LOYER NOVEMBRE")?.raison).toContain(
      "reste dû de novembre 2026",
    );
    expect(terme("vir karim benali loyer Octobre 2026")).toMatchObject({ QuitanceId: 710 });
    expect(terme("VIR BENALI LOYER 11/2026")).toMatchObject({ QuitanceId: 711 });
  });

  it("keeps the oldest term when the label names no month, or one not open", () => {
    expect(terme("VIR SEPA KARIM BENALI LOYER")).toMatchObject({ QuitanceId: 709 });
    expect(terme("VIR SEPA KARIM BENALI LOYER NOVEMBRE 2025")).toMatchObject({ QuitanceId: 709 });
  });
});
