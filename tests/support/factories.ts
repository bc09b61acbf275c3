import type { TestApp } from "./test-app";

// Valid payloads per entity (API shape, euros), and inserters that go through the real API.
export const valid = {
  Client: () => ({
    titre: "Madame",
    nom: "Durand",
    prenom: "Élise",
    adresse: "12 rue de la Paix",
    codePostal: "75002",
    ville: "Paris",
    adresseDefaut: "adresse",
    mailPerso: "elise.durand@example.fr",
    mailDefaut: "mailPerso",
    mobilePerso: "0612345678",
    telDefaut: "mobilePerso",
  }),
  Appartement: () => ({
    adresse: "8 boulevard Voltaire",
    codePostal: "75011",
    ville: "Paris",
    loyerHC: 850,
    charge: 120.5,
    surface: 42.5,
    nbPiece: 2,
  }),
  Locataire: () => ({
    nom: "Martin",
    prenom: "Léa",
    mail: "lea.martin@example.fr",
    tel: "0698765432",
    adresse: "3 rue Oberkampf",
    codePostal: "75011",
    ville: "Paris",
  }),
  Mission: () => ({
    type: "Gestion locative",
    nbAppart: 3,
    accompte1: 500,
    accompte2: 500,
    reliquat: 200,
    valeurMissionAppt: 400,
  }),
  Variable: () => ({ nom: "indice", valeur: 135.84 }),
  Equipement: () => ({ nom: "Lave-linge", collectif: false }),
  Caution: () => ({
    nom: "Petit",
    prenom: "Jean",
    mobile: "0611223344",
    mail: "jean.petit@example.fr",
  }),
  EtatLieux: () => ({
    lieu: "Paris",
    date: "2026-11-01",
    clef: "2 clés",
    eauFroide: "OK",
    eauChaude: "OK",
    chauffage: "OK",
    antenne: "OK",
    amenagement: "Cuisine équipée",
  }),
  Accompte: () => ({ dateDepart: "2026-01-01", dateFin: "2026-12-31", prix: 120, tva: 20 }),
  Intendance: (AppartementId: number) => ({
    AppartementId,
    dateDepart: "2026-01-01",
    dateFin: "2026-12-31",
    prix: 120,
    tva: 20,
  }),
  Dossier: (AppartementId: number, LocataireId: number) => ({
    AppartementId,
    LocataireId,
    dateEntree: "2026-01-01",
    jourQuitance: 5,
    loyerHC: 850,
    loyerCharge: 120.5,
    dateCreationBail: "2025-12-15",
    dateDebutBail: "2026-01-01",
    depotGarantie: 850,
    numFraisDossier: "FD-2026-001",
    // The lots above are in Paris: a lease there states its reference rents (issue 75, mentions of the contract).
    encadrement: { loyerReference: 25.3, loyerReferenceMajore: 30.36 },
  }),
  Quitance: () => ({ date: "2026-11-01", prixHC: 850, charge: 120.5 }),
};

export async function create(
  t: Pick<TestApp, "call"> & Partial<Pick<TestApp, "confirm">>,
  resource: string,
  body: unknown,
): Promise<any> {
  // An owner's IBAN is a money move (issue 59): a factory's admin has just confirmed.
  const fields = body as Record<string, unknown> | null;
  if (resource === "Client" && (fields?.iban || fields?.bic)) await t.confirm?.("admin");
  const r = await t.call("POST", `/api/${resource}`, "admin", body);
  if (r.status !== 201)
    throw new Error(`create ${resource} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export const insertClient = (t: TestApp, o = {}) =>
  create(t, "Client", { ...valid.Client(), ...o });
export const insertAppartement = (t: TestApp, o = {}) =>
  create(t, "Appartement", { ...valid.Appartement(), ...o });
export const insertLocataire = (t: TestApp, o = {}) =>
  create(t, "Locataire", { ...valid.Locataire(), ...o });
export async function insertDossier(t: TestApp, o: Record<string, unknown> = {}) {
  const a = o.AppartementId ?? (await insertAppartement(t)).id;
  const l = o.LocataireId ?? (await insertLocataire(t)).id;
  return create(t, "Dossier", { ...valid.Dossier(a as number, l as number), ...o });
}
