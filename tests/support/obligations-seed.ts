import { valid } from "./factories";

// A small agency for the calendar's items of issue 73 (item 6), written through the API so that the Node and the
// edge tests seed it alike (each passes its own caller):
// - lease A (lot 1, Léa Martin) from 1 February 2025: an IRL revision each 1 February, charges provisions (so a
//   yearly regularisation), the tenant's notice ending on `finPreavis`, no insurance certificate;
// - lease B (lot 2, Paul Bernard) whose keys came back on 10 November 2026, no inventories: its deposit is due two
//   months later, 10 January 2027;
// - a management mandate with an owner (Élise Durand, a consumer) signed 1 February 2024 for 12 months,
//   at most `reconductionsMax` renewals, on lot 1.

export type Appel = (method: string, path: string, body?: unknown) => Promise<unknown>;

export interface SeedObligations {
  lot1: { id: number };
  lot2: { id: number };
  bailA: { id: number };
  bailB: { id: number };
  mandat: { id: number; numeroMandat: string };
  proprietaire: { id: number };
}

export async function seedObligations(
  appel: Appel,
  o: { finPreavis: string; reconductionsMax?: number | null },
): Promise<SeedObligations> {
  const post = (path: string, body: unknown) => appel("POST", path, body) as Promise<any>;
  const proprietaire = await post("/api/Client", valid.Client());
  const lot1 = await post("/api/Appartement", valid.Appartement());
  const lot2 = await post("/api/Appartement", {
    ...valid.Appartement(),
    adresse: "4 rue des Lilas",
    codePostal: "69003",
    ville: "Lyon",
  });
  const lea = await post("/api/Locataire", valid.Locataire());
  const paul = await post("/api/Locataire", {
    ...valid.Locataire(),
    nom: "Bernard",
    prenom: "Paul",
    mail: "paul@example.fr",
  });
  const bailA = await post("/api/Dossier", {
    ...valid.Dossier(lot1.id, lea.id),
    dateEntree: "2025-02-01",
    dateCreationBail: "2025-01-20",
    dateDebutBail: "2025-02-01",
    dateDebutPreavis: "2026-11-01",
    dateFinPreavis: o.finPreavis,
    numFraisDossier: "FD-73-A",
  });
  const bailB = await post("/api/Dossier", {
    ...valid.Dossier(lot2.id, paul.id),
    dateEntree: "2024-01-01",
    dateCreationBail: "2023-12-15",
    dateDebutBail: "2024-01-01",
    assuranceDateFin: "2099-12-31",
    numFraisDossier: "FD-73-B",
  });
  await appel("PUT", `/api/Dossier/${bailB.id}`, { dateRestitutionCles: "2026-11-10" });
  const mandat = await post("/api/Mission", {
    type: "Mandat de gestion",
    nbAppart: 1,
    honorairesGestionHT: 6,
    dateSignature: "2024-02-01",
    dureeMandatMois: 12,
    reconductionsMax: o.reconductionsMax ?? null,
  });
  await appel("PUT", `/api/Mission/${mandat.id}/client/add/${proprietaire.id}`);
  await appel("PUT", `/api/Mission/${mandat.id}/appartement/add/${lot1.id}`);
  return { lot1, lot2, bailA, bailB, mandat, proprietaire };
}
