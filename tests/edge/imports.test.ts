import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { type Instance, scopedBucket, signedInInstance } from "./instance";
import { envoi, fileDeTest } from "./imports-support";
import { classeur, portefeuille } from "../support/portefeuille-reprise";
import type { ImportRecord, VerificationImport } from "../../worker/domain/contract/imports";
import { SEUIL_FILE } from "../../worker/services/imports/file-attente";

// Issue 61 on the Workers entry: the dry run, the import written in the request (a small file, 201) or by the queue
// (a large one, 202, followed by GET /api/Import/{id}), all or nothing, the same file again, the undo; the libSQL
// round trips of the dry run and of the write counted, as a request on the edge pays each one.

const fichiers = fileDeTest();
/** Set by a test: the instance's R2 fails its reads (a store unreachable while the queue works). */
let r2EnPanne = false;
let edge: Instance;
beforeAll(async () => {
  const bucket = scopedBucket(env.FILES);
  const enPanne = new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop !== "get" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (r2EnPanne) throw new Error("R2 indisponible (test)");
        return value.apply(target, args);
      };
    },
  });
  edge = await signedInInstance(enPanne, { JOBS: fichiers.binding });
});

const json = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
};
const compte = async (ressource: string) =>
  (await json<{ data: unknown[] }>(await edge.call("GET", `/api/${ressource}`), 200)).data.length;
const lireImport = async (id: number) =>
  (await json<{ import: ImportRecord }>(await edge.call("GET", `/api/Import/${id}`), 200)).import;
/** The request's libSQL round trips and its answer. */
async function mesure(requete: () => Promise<Response>) {
  const avant = await edge.roundTrips();
  const res = await requete();
  return { res, trips: (await edge.roundTrips()) - avant };
}
/** What the file store holds under the queued imports' prefix. */
const paquets = async () => (await edge.files.list({ prefix: "files/imports/" })).objects.length;

describe("small files, written in the request", () => {
  it("dry run: every error at its row and column, nothing written, in a few round trips", async () => {
    const bytes = await classeur(
      portefeuille(3, {
        fautes: { Proprietaires: { 1: { iban: "FR76 1234" } }, Baux: { 2: { loyerHC: "douze" } } },
      }),
    );
    const { res, trips } = await mesure(() =>
      edge.call("POST", "/api/imports?essai=1", envoi(bytes)),
    );
    const v = await json<VerificationImport>(res, 200);
    console.log(`[edge] allers-retours libSQL : essai d'import (12 lignes) ${trips}`);
    expect(v.feuilles.Proprietaires).toMatchObject({ lignes: 3, creer: 3, mettreAJour: 0 });
    expect(v.erreurs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feuille: "Proprietaires", ligne: 3, colonne: "IBAN" }),
        expect.objectContaining({ feuille: "Baux", ligne: 4 }),
      ]),
    );
    expect(v.erreurs.find((e) => e.colonne === "IBAN")!.message).toMatch(/^Ligne 3, colonne IBAN/);
    expect(trips).toBeLessThanOrEqual(4);
    expect(await compte("Client")).toBe(0);
    expect(
      (await json<{ imports: unknown[] }>(await edge.call("GET", "/api/imports"), 200)).imports,
    ).toEqual([]);
  });

  it("takes the workbook under any field name (`file` as the bank's import): issue 61 names none", async () => {
    const bytes = await classeur(portefeuille(2));
    for (const champ of ["file", "fichiers"]) {
      const v = await json<VerificationImport>(
        await edge.call(
          "POST",
          "/api/imports?essai=1",
          envoi(bytes, "reprise.xlsx", undefined, champ),
        ),
        200,
      );
      expect(v.feuilles.Proprietaires).toMatchObject({ lignes: 2, creer: 2 });
    }
  });

  it("a file with one error writes nothing (400, the same errors)", async () => {
    const bytes = await classeur(
      portefeuille(3, { fautes: { Baux: { 2: { appartement: "A9999" } } } }),
    );
    const res = await edge.call("POST", "/api/imports", envoi(bytes));
    const body = await json<VerificationImport>(res, 400);
    expect(body.erreurs).toEqual([expect.objectContaining({ feuille: "Baux", ligne: 4 })]);
    expect(await compte("Client")).toBe(0);
    expect(await compte("Dossier")).toBe(0);
    expect(fichiers.enAttente).toEqual([]);
  });

  let premier: ImportRecord;
  it("writes a small file at once (201), in a few round trips, not one per row", async () => {
    const bytes = await classeur(portefeuille(5));
    const { res, trips } = await mesure(() => edge.call("POST", "/api/imports", envoi(bytes)));
    premier = (await json<{ import: ImportRecord }>(res, 201)).import;
    console.log(`[edge] allers-retours libSQL : import de 20 lignes ${trips}`);
    expect(premier).toMatchObject({
      statut: "termine",
      crees: { Proprietaires: 5, Appartements: 5, Locataires: 5, Baux: 5 },
      lignesTotal: 20,
      lignesEcrites: 20,
    });
    expect(trips).toBeLessThanOrEqual(6);
    expect(await compte("Client")).toBe(5);
    expect(await compte("Dossier")).toBe(5);
    // Nothing went through the queue or the file store.
    expect(fichiers.enAttente).toEqual([]);
    expect(await paquets()).toBe(0);
  });

  it("the same file again creates nothing", async () => {
    const bytes = await classeur(portefeuille(5));
    const again = (
      await json<{ import: ImportRecord }>(
        await edge.call("POST", "/api/imports", envoi(bytes)),
        201,
      )
    ).import;
    expect(again.crees).toMatchObject({
      Proprietaires: 0,
      Appartements: 0,
      Locataires: 0,
      Baux: 0,
    });
    expect(await compte("Client")).toBe(5);
    expect(await compte("Dossier")).toBe(5);
  });

  it("issue 74: undoing an import that updated a record gives its value back (ADR 116)", async () => {
    const nom = async () =>
      (await json<{ data: { nom: string }[] }>(await edge.call("GET", "/api/Client"), 200)).data
        .map((c) => c.nom)
        .sort();
    const avant = await nom();
    const fichier = portefeuille(5, { fautes: { Proprietaires: { 0: { nom: "Renomme" } } } });
    const maj = (
      await json<{ import: ImportRecord }>(
        await edge.call("POST", "/api/imports", envoi(await classeur(fichier))),
        201,
      )
    ).import;
    expect(maj).toMatchObject({ annulable: true, raisonNonAnnulable: null });
    expect(await nom()).toContain("Renomme");
    const { res, trips } = await mesure(() => edge.call("DELETE", `/api/Import/${maj.id}`));
    expect((await json<{ import: ImportRecord }>(res, 200)).import.statut).toBe("annule");
    console.log(`[edge] allers-retours libSQL : annulation d'un import qui a mis à jour ${trips}`);
    expect(await nom()).toEqual(avant);
    expect(await compte("Client")).toBe(5);
  });

  it("undoes the first import: what it created goes", async () => {
    const res = await edge.call("DELETE", `/api/Import/${premier.id}`);
    expect((await json<{ import: ImportRecord }>(res, 200)).import.statut).toBe("annule");
    expect(await compte("Client")).toBe(0);
    expect(await compte("Dossier")).toBe(0);
  });
});

describe("a large file, written by the queue", () => {
  const n = Math.ceil((SEUIL_FILE + 1) / 4); // 4 rows a lease: just above the threshold
  let queued: ImportRecord;

  it("is kept in R2 and queued (202): nothing visible before the queue's write", async () => {
    const bytes = await classeur(portefeuille(n, { debut: 1000 }));
    const res = await edge.call("POST", "/api/imports", envoi(bytes));
    queued = (await json<{ import: ImportRecord }>(res, 202)).import;
    expect(queued).toMatchObject({
      statut: "en_cours",
      lignesTotal: 4 * n,
      lignesEcrites: 0,
      crees: {},
    });
    expect(fichiers.enAttente).toEqual([{ kind: "import", importId: queued.id }]);
    expect(await paquets()).toBe(1);
    expect(await lireImport(queued.id)).toMatchObject({ statut: "en_cours", lignesEcrites: 0 });
    expect(await compte("Client")).toBe(0);
  });

  it("the queue writes it all in one go: termine, every record there, the file removed", async () => {
    expect(await fichiers.livrer(edge.env)).toEqual([]);
    const fini = await lireImport(queued.id);
    expect(fini).toMatchObject({
      statut: "termine",
      lignesEcrites: 4 * n,
      crees: { Proprietaires: n, Appartements: n, Locataires: n, Baux: n },
      erreurs: null,
    });
    expect(await compte("Client")).toBe(n);
    expect(await compte("Dossier")).toBe(n);
    expect(await paquets()).toBe(0);
  });

  it("a message delivered again imports nothing twice", async () => {
    const message = { kind: "import" as const, importId: queued.id };
    expect(await fichiers.livrer(edge.env, [message], 2)).toEqual([]);
    expect(await lireImport(queued.id)).toMatchObject({ statut: "termine", lignesEcrites: 4 * n });
    expect(await compte("Client")).toBe(n);
  });

  it("two deliveries at once write once (the write batch claims the import)", async () => {
    const bytes = await classeur(portefeuille(n, { debut: 3000 }));
    const { import: imp } = await json<{ import: ImportRecord }>(
      await edge.call("POST", "/api/imports", envoi(bytes)),
      202,
    );
    const [message] = fichiers.enAttente.splice(0);
    const retried = await Promise.all([
      fichiers.livrer(edge.env, [message!]),
      fichiers.livrer(edge.env, [message!]),
    ]);
    expect(retried.flat()).toEqual([]);
    expect(await lireImport(imp.id)).toMatchObject({
      statut: "termine",
      crees: { Proprietaires: n, Baux: n },
    });
    expect(await compte("Client")).toBe(2 * n);
    expect(await paquets()).toBe(0);
  });

  it("a large file with an error: echoue with its errors at their rows, nothing written", async () => {
    const bytes = await classeur(
      portefeuille(n, { debut: 5000, fautes: { Baux: { [n - 1]: { appartement: "A9999" } } } }),
    );
    const { import: imp } = await json<{ import: ImportRecord }>(
      await edge.call("POST", "/api/imports", envoi(bytes)),
      202,
    );
    expect(await fichiers.livrer(edge.env)).toEqual([]);
    const fin = await lireImport(imp.id);
    expect(fin.statut).toBe("echoue");
    expect(fin.lignesEcrites).toBe(0);
    expect(fin.erreurs).toEqual([expect.objectContaining({ feuille: "Baux", ligne: n + 1 })]);
    expect(await compte("Client")).toBe(2 * n);
    expect(await paquets()).toBe(0);
  });

  it("a fault mid-way is retried: nothing visible meanwhile, written once by the retry", async () => {
    const bytes = await classeur(portefeuille(n, { debut: 7000 }));
    const { import: imp } = await json<{ import: ImportRecord }>(
      await edge.call("POST", "/api/imports", envoi(bytes)),
      202,
    );
    const avant = await compte("Client");
    r2EnPanne = true;
    const retried = await fichiers.livrer(edge.env).finally(() => {
      r2EnPanne = false;
    });
    expect(retried).toEqual([{ kind: "import", importId: imp.id }]);
    expect(await lireImport(imp.id)).toMatchObject({ statut: "en_cours", lignesEcrites: 0 });
    expect(await compte("Client")).toBe(avant);
    expect(await fichiers.livrer(edge.env, retried, 2)).toEqual([]);
    expect(await lireImport(imp.id)).toMatchObject({ statut: "termine", lignesEcrites: 4 * n });
    expect(await compte("Client")).toBe(avant + n);
    expect(await paquets()).toBe(0);
  });

  it("tries spent (the dead-letter queue): echoue, nothing written, the file removed", async () => {
    const bytes = await classeur(portefeuille(n, { debut: 9000 }));
    const { import: imp } = await json<{ import: ImportRecord }>(
      await edge.call("POST", "/api/imports", envoi(bytes)),
      202,
    );
    const avant = await compte("Client");
    const message = fichiers.enAttente.splice(0);
    expect(await fichiers.livrer(edge.env, message, 6, "patrimoine-jobs-dlq")).toEqual([]);
    const fin = await lireImport(imp.id);
    expect(fin.statut).toBe("echoue");
    expect(fin.erreurs![0]!.message).toMatch(/tentatives épuisées/);
    expect(await compte("Client")).toBe(avant);
    expect(await paquets()).toBe(0);
    // Its message, should it come again, finds it ended: nothing written.
    expect(await fichiers.livrer(edge.env, message, 7)).toEqual([]);
    expect(await compte("Client")).toBe(avant);
  });
});
