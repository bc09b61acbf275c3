import type { SessionUser } from "../../worker/auth/session-user";
import { expect } from "vitest";
import { valid } from "./factories";

// The search index's corpus (issue 72 item 2, ADR 098), shared by tests/api and tests/edge recherche-index: French
// names and addresses, Polish, Hungarian and Irish ones, « Łódź »-style names, hyphens and apostrophes, ligatures,
// Vietnamese letters and a decomposed accent (texts the SQL fold leaves, which foldText folds), derived columns (a
// lease's tenant and apartment, a tenant's apartment of the day, a mission's owners), a lease ended long ago.

/** A request of the entry under test: its status and JSON body. */
export type Call = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: any }>;

/** The searched resources: the indexed ones (search-index.ts INDEXED). */
export const CHERCHEES = [
  "Appartement",
  "Client",
  "Locataire",
  "Dossier",
  "Intendance",
  "Mission",
] as const;

/** What people type: accents or not, case, several words, short words, punctuation, derived columns' words. */
export const REQUETES = [
  "lukasz",
  "Łódź",
  "LODZ",
  "lukasz wrobel",
  "wróbel łódź",
  "erdős",
  "erdos",
  "gyor",
  "saint-etienne",
  "saint etienne",
  "l'eglise",
  "o'brien",
  "eglise",
  "œdipe",
  "oedipe",
  "coeur",
  "lo",
  "z",
  "é",
  "42",
  "rue",
  "rue lyon",
  "lyon rue 8",
  "nguyen",
  "nguyễn",
  "elodie",
  "dupont",
  "marc dupont",
  "piotrkowska",
  "bellecour",
  "vaci",
  "hue",
  'a"b',
  "fd-2026",
  "850",
  "120.5",
  "zolc",
  "żółć",
  "ul",
  "lefevre",
  "martin",
  "sans-résultat",
];

/** The list's forms of `q`: unpaged, a page of all, pages sorted, a picker. */
export const formes = (resource: string, q: string) => {
  const p = `/api/${resource}?q=${encodeURIComponent(q)}`;
  return [p, `${p}&taille=500`, `${p}&taille=2&page=2`, `${p}&taille=3&tri=-id`, `${p}&limit=2`];
};

const ok = async (call: Call, method: string, path: string, body?: unknown) => {
  const r = await call(method, path, body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
};

/** Builds the corpus through the API; answers the ids the later writes need. */
export async function buildCorpus(call: Call) {
  const post = (resource: string, body: unknown) => ok(call, "POST", `/api/${resource}`, body);
  const client = (o: Record<string, unknown>) => post("Client", { ...valid.Client(), ...o });
  const appart = (o: Record<string, unknown>) =>
    post("Appartement", { ...valid.Appartement(), ...o });
  const locataire = (o: Record<string, unknown>) =>
    post("Locataire", { ...valid.Locataire(), ...o });
  const c = {
    wrobel: await client({ titre: "Monsieur", prenom: "Łukasz", nom: "Wróbel", ville: "Łódź" }),
    erdos: await client({ titre: "Madame", prenom: "Zsófia", nom: "Erdős", ville: "Győr" }),
    lefevre: await client({
      prenom: "Éloïse",
      nom: "Lefèvre-Dupont",
      adresse: "12 rue de l'Église",
      codePostal: "42000",
      ville: "Saint-Étienne",
    }),
    obrien: await client({ prenom: "Seán", nom: "O'Brien", ville: "Dublin" }),
    nguyen: await client({ prenom: "Thị", nom: "Nguyễn", ville: "Hà Nội" }),
    elodie: await client({ prenom: "E\u0301lodie", nom: "Durand", ville: "Lyon" }),
    coeur: await client({ prenom: "Œdipe", nom: "Cœur", ville: "Nîmes" }),
    dupont: await client({ prenom: "Jean", nom: "Dupont", ville: "Lyon" }),
  };
  const a = {
    lodz: await appart({ adresse: "5 ulica Piotrkowska", codePostal: "90001", ville: "Łódź" }),
    eglise: await appart({
      adresse: "12 rue de l'Église",
      codePostal: "42000",
      ville: "Saint-Étienne",
    }),
    vaci: await appart({ adresse: "3 Váci utca", codePostal: "10520", ville: "Budapest" }),
    bellecour: await appart({ adresse: "8 place Bellecour", codePostal: "69002", ville: "Lyon" }),
    hue: await appart({ adresse: "1 phố Huế", codePostal: "10000", ville: "Hà Nội" }),
  };
  const l = {
    wrobel: await locataire({ prenom: "Łukasz", nom: "Wróbel", ville: "Łódź" }),
    zolc: await locataire({ prenom: "Małgorzata", nom: "Żółć", ville: "Kraków" }),
    erdos: await locataire({ prenom: "Ödön", nom: "Erdős", ville: "Győr" }),
    lefevre: await locataire({ prenom: "Adèle", nom: "Lefèvre", ville: "Saint-Étienne" }),
    dupont: await locataire({ prenom: "Marc", nom: "Dupont", ville: "Lyon" }),
    tran: await locataire({ prenom: "Ngọc", nom: "Trần", ville: "Huế" }),
  };
  const dossier = (AppartementId: number, LocataireId: number, o: Record<string, unknown> = {}) =>
    post("Dossier", { ...valid.Dossier(AppartementId, LocataireId), ...o });
  const d = {
    wrobel: await dossier(a.lodz.id, l.wrobel.id),
    // Ended long ago: the tenant's apartment of the day is not this one.
    lefevreAncien: await dossier(a.eglise.id, l.lefevre.id, {
      dateDebutBail: "2018-01-01",
      dateEntree: "2018-01-01",
      dateFinBail: "2020-06-30",
      numFraisDossier: "FD-2018-007",
    }),
    dupont: await dossier(a.bellecour.id, l.dupont.id),
    lefevre: await dossier(a.vaci.id, l.lefevre.id),
    erdos: await dossier(a.hue.id, l.erdos.id),
  };
  await post("Intendance", valid.Intendance(a.lodz.id));
  await post("Intendance", valid.Intendance(a.bellecour.id));
  const m1 = await post("Mission", valid.Mission());
  const m2 = await post("Mission", valid.Mission());
  await ok(call, "PUT", `/api/Mission/${m1.id}/client/add/${c.wrobel.id}`);
  await ok(call, "PUT", `/api/Mission/${m1.id}/client/add/${c.erdos.id}`);
  await ok(call, "PUT", `/api/Mission/${m2.id}/client/add/${c.dupont.id}`);
  return { c, a, l, d, m1, m2 };
}

/**
 * Writes that change derived texts: an apartment's address (its leases', caretaking's and tenant's), a tenant's name
 * (its leases'), an owner's name (its missions'), an owner taken off a mission, a lease ended (its tenant's
 * apartment of the day goes back to none), an old one deleted.
 */
export async function changeCorpus(call: Call, ids: Awaited<ReturnType<typeof buildCorpus>>) {
  await ok(call, "PUT", `/api/Appartement/${ids.a.bellecour.id}`, {
    adresse: "8 rue de la Rotonde",
    ville: "Łódź",
  });
  await ok(call, "PUT", `/api/Locataire/${ids.l.dupont.id}`, { prenom: "Mărţişor" });
  await ok(call, "PUT", `/api/Client/${ids.c.erdos.id}`, { nom: "Őrsi" });
  await ok(call, "DELETE", `/api/Mission/${ids.m1.id}/client/remove/${ids.c.wrobel.id}`);
  await ok(call, "PUT", `/api/Dossier/${ids.d.lefevre.id}`, { dateFinBail: "2026-02-28" });
  await ok(call, "DELETE", `/api/Dossier/${ids.d.lefevreAncien.id}`);
}

/** Queries that find what the changes wrote, and no longer what they replaced. */
export const REQUETES_APRES = [
  "rotonde",
  "bellecour",
  "martisor",
  "marc",
  "orsi",
  "erdos",
  "vaci",
  "wrobel",
];

/** The caller the services are called with when a test compares their two forms directly. */
export const ADMIN: SessionUser = {
  id: 1,
  email: "admin@example.fr",
  role: "admin",
  mustSetPassword: false,
  tokenVersion: 0,
  epoch: 0,
  deuxFacteurs: false,
  totpActif: false,
  clesAcces: 0,
  deuxFacteursRequis: false,
};
