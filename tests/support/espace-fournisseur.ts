import { insertAppartement, insertClient, insertDossier, insertLocataire } from "./factories";
import { ajouterProprietaire } from "./quotes-parts";
import { ouvrirEspace } from "./espace";
import { fournisseurValide } from "./travaux";
import type { TestApp } from "./test-app";

// Issue 76 item 6: two suppliers with a space each, a let lot whose tenant agreed to be called, an owner with a
// space; the API tests of the supplier's space on both entries' Node side start from here.

export async function deuxFournisseurs(t: TestApp) {
  const a = await insertAppartement(t, { digicode: "4821B", etage: "3e gauche" });
  const proprio = await insertClient(t, { nom: "Durand", prenom: "Élise" });
  await ajouterProprietaire(t, a.id, proprio.id, "admin");
  const loc = await insertLocataire(t, {
    nom: "Petit",
    prenom: "Léa",
    tel: "06 11 22 33 44",
    mail: "lea.petit@example.fr",
  });
  const dossier = await insertDossier(t, { AppartementId: a.id, LocataireId: loc.id });
  const creer = async (o: Record<string, unknown>) => {
    const r = await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide(o));
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return r.body.id as number;
  };
  const martin = await creer({});
  const durand = await creer({
    raisonSociale: "Électricité Durand",
    siret: null,
    mail: "contact@elec-durand.test",
    iban: "FR7630006000011234567890189",
  });
  const espaceMartin = await ouvrirEspace(
    t,
    { FournisseurId: martin },
    "contact@plomberie-martin.test",
  );
  const espaceDurand = await ouvrirEspace(t, { FournisseurId: durand }, "contact@elec-durand.test");
  const espaceProprio = await ouvrirEspace(t, { ClientId: proprio.id }, "elise@example.fr");
  const espaceLocataire = await ouvrirEspace(t, { LocataireId: loc.id }, "lea.petit@example.fr");
  return {
    lot: a.id,
    dossier: dossier.id,
    proprio: proprio.id,
    martin,
    durand,
    jetons: {
      martin: espaceMartin.token,
      durand: espaceDurand.token,
      proprietaire: espaceProprio.token,
      locataire: espaceLocataire.token,
    },
  };
}

/** A work order of `FournisseurId` on `lot` (the tenant agreed to be called when `contact`). */
export async function ordre(
  t: TestApp,
  lot: number,
  FournisseurId: number | undefined,
  o: Record<string, unknown> = {},
) {
  const r = await t.call("POST", "/api/interventions", "user", {
    AppartementId: lot,
    FournisseurId,
    metier: "plomberie",
    objet: "Fuite sous l'évier",
    description: "Le siphon goutte depuis lundi.",
    ...o,
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.id as number;
}
