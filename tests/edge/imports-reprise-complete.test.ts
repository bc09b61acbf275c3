import { beforeAll, expect, it } from "vitest";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { classeur } from "../support/imports";
import { PORTEFEUILLE_COMPLET } from "../support/imports-complet";
import { counted, type Instance, signedInInstance } from "./instance";

// Issue 74, items 1-2 on the edge entry: the portfolio with an SCI, a co-tenancy, a Paris lot, blank IRL and end
// date imported in workerd; exported again, every field given reads back as it was, nothing invented; the rules
// from the communes add no round trip per row.

const REPRISE = "2026-12-31";
let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const form = async (feuilles: typeof PORTEFEUILLE_COMPLET, essai = false) => {
  const f = await classeur("portefeuille.xlsx", feuilles);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", REPRISE);
  return edge.call("POST", `/api/imports${essai ? "?essai=1" : ""}`, data);
};

async function parReference(bytes: Uint8Array) {
  const v = verifierImport(await lireClasseur(bytes), REPRISE);
  expect(v.erreurs).toEqual([]);
  return Object.fromEntries(
    Object.entries(v.lus).map(([f, rs]) => [
      f,
      Object.fromEntries(rs.map((r) => [String(r.champs.reference), r.champs])),
    ]),
  );
}

/** The portfolio with `n` more Paris lots and leases (blank IRL and end), all in the file. */
function plus(n: number): typeof PORTEFEUILLE_COMPLET {
  const p = structuredClone(PORTEFEUILLE_COMPLET);
  for (let i = 0; i < n; i++) {
    p.Appartements!.push([
      `AX${i}`,
      "P1",
      `${i} rue Oberkampf`,
      "75011",
      "Paris",
      900,
      50,
      null,
      null,
      null,
      null,
    ]);
    p.Locataires!.push([`LX${i}`, "Mme", `Loc${i}`, "Léa", `lx${i}@exemple.fr`, "oui"]);
    p.Baux!.push([
      `BX${i}`,
      `AX${i}`,
      `LX${i}`,
      null,
      "01/01/2026",
      null,
      900,
      50,
      900,
      null,
      null,
      null,
    ]);
  }
  return p;
}

it("imports in workerd: « colonne ignorée » in the dry run, every field given round-trips, nothing invented", async () => {
  const essai = (await (await form(PORTEFEUILLE_COMPLET, true)).json()) as {
    erreurs: unknown[];
    avertissements: string[];
  };
  expect(essai.erreurs).toEqual([]);
  expect(essai.avertissements).toContain(
    "Feuille Appartements : colonne ignorée « Code couleur » (aucun champ ne lui correspond).",
  );
  const petit = await counted(edge, () => form(PORTEFEUILLE_COMPLET));
  expect(petit.res.status, await petit.res.clone().text()).toBe(201);
  const grand = await counted(edge, () => form(plus(20)));
  expect(grand.res.status, await grand.res.clone().text()).toBe(201);
  console.log(
    `[edge] allers-retours libSQL : import complet ${petit.trips}, avec 20 baux de plus ${grand.trips}`,
  );
  expect(grand.trips).toBe(petit.trips);

  const e = await edge.call("GET", `/api/exports/portefeuille.xlsx?date=${REPRISE}`);
  expect(e.status).toBe(200);
  const apres = await parReference(new Uint8Array(await e.arrayBuffer()));
  const avant = await parReference((await classeur("p.xlsx", PORTEFEUILLE_COMPLET)).bytes);
  for (const [feuille, records] of Object.entries(avant))
    for (const [ref, champs] of Object.entries(records))
      for (const [champ, valeur] of Object.entries(champs))
        if (valeur !== null)
          expect(apres[feuille]?.[ref]?.[champ], `${feuille} ${ref} ${champ}`).toEqual(valeur);
  // Nothing invented: no IRL, no construction period; the signature day, the term and rent control as a new lease's.
  expect(apres.Baux?.B1).toMatchObject({
    indice: null,
    indiceTrim: null,
    dateCreationBail: "2024-08-15",
    dateFinBail: "2027-08-31",
    soumisEncadrement: true,
  });
  expect(apres.Appartements?.A1?.periodeConstruction ?? null).toBeNull();
  expect(apres.Proprietaires?.P1).toMatchObject({ personneMorale: true, nom: "SCI Les Tilleuls" });
});
