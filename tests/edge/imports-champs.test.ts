import { beforeAll, expect, it } from "vitest";
import { COLONNES, type Feuille } from "../../worker/domain/imports/colonnes";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { classeur } from "../support/imports";
import { DATE_REPRISE_CHAMPS, SCI, feuillesChamps } from "../support/imports-champs";
import { counted, type Instance, jsonOf, signedInInstance } from "./instance";

// Issue 74 item 1 on the edge entry: the portfolio with every column filled, a SCI, a three-tenant co-tenancy and
// two mandates imported in workerd; the co-tenants and mandates add no round trip per row; the export gives every
// cell back; the SCI's mandate fee is charged on the first rent collected.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

type Feuilles = ReturnType<typeof feuillesChamps>;
const form = async (feuilles: Feuilles, essai = false) => {
  const f = await classeur("reprise.xlsx", feuilles);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", DATE_REPRISE_CHAMPS);
  return edge.call("POST", `/api/imports${essai ? "?essai=1" : ""}`, data);
};

async function parReference(bytes: Uint8Array) {
  const v = verifierImport(await lireClasseur(bytes), DATE_REPRISE_CHAMPS);
  expect(v.erreurs).toEqual([]);
  return Object.fromEntries(
    Object.entries(v.lus).map(([f, rs]) => [
      f,
      Object.fromEntries(rs.map((r) => [String(r.champs.reference), r.champs])),
    ]),
  ) as Record<string, Record<string, Record<string, unknown>>>;
}

/** The file with `n` more lots each let to three co-tenants, and `n` more mandates. */
function plus(n: number): Feuilles {
  const p = structuredClone(feuillesChamps());
  const copie = (f: Feuille, modele: number, champs: Record<string, string>) => {
    const ligne = [...(p[f]?.[modele] ?? [])];
    for (const [champ, v] of Object.entries(champs))
      ligne[COLONNES[f].findIndex((c) => c.champ === champ)] = v;
    p[f]?.push(ligne);
  };
  for (let i = 0; i < n; i++) {
    copie("Appartements", 2, { reference: `AX${i}` });
    for (const k of [1, 2, 3]) copie("Locataires", 4, { reference: `LX${i}-${k}` });
    copie("Baux", 2, {
      reference: `BX${i}`,
      appartement: `AX${i}`,
      locataires: `LX${i}-1;LX${i}-2;LX${i}-3`,
    });
    copie("Mandats", 2, { reference: `MX${i}`, appartements: `AX${i}` });
  }
  return p;
}

const idPar = async (ressource: string, reference: string) => {
  const r = await jsonOf(await edge.call("GET", `/api/${ressource}`));
  return (r.data as { id: number; reference: string | null }[]).find(
    (x) => x.reference === reference,
  )?.id;
};

it("imports every column in workerd, co-tenants and mandates in the same round trips, and gives every cell back", async () => {
  const essai = await jsonOf(await form(feuillesChamps(), true));
  expect(essai.erreurs).toEqual([]);
  const petit = await counted(edge, () => form(feuillesChamps()));
  const r = await jsonOf(petit.res, 201);
  expect(r.import.crees).toMatchObject({ Locataires: 4, Baux: 2, Mandats: 2 });
  const grand = await counted(edge, () => form(plus(10)));
  const g = await jsonOf(grand.res, 201);
  expect(g.import.crees).toMatchObject({ Locataires: 30, Baux: 10, Mandats: 10 });
  console.log(
    `[edge] allers-retours libSQL : import de chaque colonne ${petit.trips}, avec 10 colocations et 10 mandats de plus ${grand.trips}`,
  );
  expect(grand.trips).toBe(petit.trips);

  const e = await edge.call("GET", "/api/exports/portefeuille.xlsx?date=2026-11-28");
  expect(e.status).toBe(200);
  const apres = await parReference(new Uint8Array(await e.arrayBuffer()));
  const avant = await parReference((await classeur("p.xlsx", feuillesChamps())).bytes);
  for (const [feuille, records] of Object.entries(avant))
    for (const [ref, champs] of Object.entries(records))
      for (const [champ, valeur] of Object.entries(champs))
        if (valeur !== null)
          expect(apres[feuille]?.[ref]?.[champ], `${feuille} ${ref} ${champ}`).toEqual(valeur);
  expect(apres.Baux?.BX0?.locataires).toEqual(["LX0-1", "LX0-2", "LX0-3"]);
  expect(apres.Proprietaires?.P2).toMatchObject({ raisonSociale: SCI, nom: SCI, titre: null });
});

it("charges the imported mandate's fee (6 % HT) on the first rent collected after the import", async () => {
  const b1 = await idPar("Dossier", "B1");
  const p2 = await idPar("Client", "P2");
  // November's term, called by the import itself (ADR 112): asked again, the same one.
  const q = await jsonOf(
    await edge.call("POST", `/api/Quitance/generate/${b1}`, { date: "2026-11-01" }),
    200,
  );
  await edge.confirm();
  await jsonOf(
    await edge.call("POST", `/api/Dossier/${b1}/paiements`, {
      date: "2026-11-28",
      mode: "Virement",
      montant: "850,00",
      QuitanceId: q.id,
    }),
    201,
  );
  const compte = await jsonOf(await edge.call("GET", `/api/Client/${p2}/compte`));
  const duBail = (
    compte.ecritures as { type: string; debit: number; credit: number; DossierId: number }[]
  )
    .filter((x) => x.DossierId === b1)
    .map(({ type, debit, credit }) => ({ type, debit, credit }));
  expect(duBail).toEqual([
    { type: "loyer", debit: 0, credit: 850 },
    { type: "honoraires", debit: 61.2, credit: 0 },
  ]);
});
