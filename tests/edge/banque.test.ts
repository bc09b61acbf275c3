// Bank statements on the edge entry (issue 26): a statement imported, its line matched to a rent by two requests at
// once (one payment), a duplicate import adding nothing; with the round trips of the match and the lists.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BNP, cfonbBnp, csvSansCompte, ofxSg, SG } from "../support/releves-banques";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const releve = (texte: string) => {
  const f = new FormData();
  f.append("file", new File([texte], "releve.csv"));
  f.append("nouveauCompte", "Compte principal");
  return f;
};

describe("bank statements on the edge", () => {
  it("imports, suggests, matches once under parallel requests, and refuses a duplicate", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(
      await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), nom: "Nguyễn-Béranger" }),
      201,
    );
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-11-05" }),
      201,
    );
    const texte = `Date;Libellé;Montant\n20/11/2026;VIR SEPA NGUYEN BERANGER LOY-${d.id}-202611;970,50\n21/11/2026;FRAIS;-3,00\n`;
    const imp = await json(await edge.call("POST", "/api/banque/releves", releve(texte)), 201);
    expect(imp.releve).toMatchObject({ lignes: 2, doublons: 0 });
    expect(imp.suggestions[0]).toMatchObject({ DossierId: d.id, QuitanceId: q.id, score: 100 });
    const again = await json(await edge.call("POST", "/api/banque/releves", releve(texte)), 201);
    expect(again.releve).toMatchObject({ lignes: 0, doublons: 2 });

    const ligneId = imp.suggestions[0].ligneId;
    const sansDossier = await json(
      await edge.call("POST", `/api/banque/lignes/${ligneId}/rapprocher`, {}),
      400,
    );
    expect(sansDossier.error.fields).toEqual({ DossierId: "Ce champ est obligatoire." });
    const [first, ...others] = await Promise.all([
      counted(edge, () =>
        edge.call("POST", `/api/banque/lignes/${ligneId}/rapprocher`, {
          DossierId: d.id,
          QuitanceId: q.id,
        }),
      ),
      edge
        .call("POST", `/api/banque/lignes/${ligneId}/rapprocher`, {
          DossierId: d.id,
          QuitanceId: q.id,
        })
        .then((res) => ({ res, trips: 0 })),
      edge
        .call("POST", `/api/banque/lignes/${ligneId}/rapprocher`, {
          DossierId: d.id,
          QuitanceId: q.id,
        })
        .then((res) => ({ res, trips: 0 })),
    ]);
    const statuses = [first, ...others].map((x) => x.res.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect((await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`))).solde).toBe(0);
    const lignes = await counted(edge, () =>
      edge.call("GET", "/api/banque/lignes?statut=rapprochée"),
    );
    expect((await json(lignes.res)).data).toEqual([
      expect.objectContaining({ id: ligneId, DossierId: d.id }),
    ]);
    console.log(`[edge] allers-retours libSQL : lignes rapprochées ${lignes.trips}`);
    expect(lignes.trips).toBeLessThanOrEqual(2);
  });

  it("suggests the term of the month the label names, and the matched line says which term it paid", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(
      await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), nom: "Benali" }),
      201,
    );
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const termes = [];
    for (const date of ["2026-09-05", "2026-10-05", "2026-11-05"])
      termes.push(
        await json(await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date }), 201),
      );
    const texte = "Date;Libellé;Montant\n24/11/2026;VIR SEPA BENALI LOYER NOVEMBRE;970,50\n";
    const imp = await json(await edge.call("POST", "/api/banque/releves", releve(texte)), 201);
    const s = imp.suggestions.find((x: { DossierId: number }) => x.DossierId === d.id);
    expect(s).toMatchObject({ QuitanceId: termes[2].id });
    expect(s.raison).toContain("reste dû de novembre 2026");
    await json(
      await edge.call("POST", `/api/banque/lignes/${s.ligneId}/rapprocher`, {
        DossierId: d.id,
        QuitanceId: s.QuitanceId,
      }),
    );
    const lignes = await json(await edge.call("GET", "/api/banque/lignes?statut=rapprochée"));
    expect(lignes.data.find((x: { id: number }) => x.id === s.ligneId)).toMatchObject({
      terme: "2026-11",
    });
  });

  it("deletes a statement imported by mistake in one write, and keeps one whose line pays a rent", async () => {
    const texte =
      "Date;Libellé;Montant\n02/09/2025;VIR ERREUR;12,00\n03/09/2025;VIR ERREUR 2;13,00\n";
    const imp = await json(await edge.call("POST", "/api/banque/releves", releve(texte)), 201);
    const gone = await counted(edge, () =>
      edge.call("DELETE", `/api/banque/releves/${imp.releve.id}`),
    );
    expect(await json(gone.res)).toEqual({ id: imp.releve.id, lignes: 2 });
    console.log(`[edge] allers-retours libSQL : suppression d'un relevé ${gone.trips}`);
    // The session's check, then the one conditional DELETE (its lines go by cascade).
    expect(gone.trips).toBeLessThanOrEqual(2);
    const lignes = await json(
      await edge.call("GET", `/api/banque/lignes?releveId=${imp.releve.id}`),
    );
    expect(lignes.data).toEqual([]);
    const rapproche = (await json(await edge.call("GET", "/api/banque/lignes?statut=rapprochée")))
      .data[0];
    // The list says it first: its matched lines counted, the screen's delete button off.
    const releves = (await json(await edge.call("GET", "/api/banque/releves"))).data as {
      id: number;
      rapprochees: number;
    }[];
    expect(releves.find((r) => r.id === rapproche.releveId)?.rapprochees).toBeGreaterThan(0);
    expect((await edge.call("DELETE", `/api/banque/releves/${rapproche.releveId}`)).status).toBe(
      409,
    );
  });

  it("puts two banks' statements into two accounts, one under parallel imports, and refuses a mismatch", async () => {
    const form = (texte: string, champs: Record<string, string> = {}) => {
      const f = new FormData();
      f.append("file", new File([texte], "releve.txt"));
      for (const [k, v] of Object.entries(champs)) f.append(k, v);
      return f;
    };
    const mouvements = [{ date: "2026-10-05", libelle: "VIR LOYER EDGE", cents: 97050 }];
    const bnp = cfonbBnp("2026-10-01", "2026-10-21", mouvements);
    const imports = await Promise.all([
      counted(edge, () => edge.call("POST", "/api/banque/releves", form(bnp))),
      counted(edge, () => edge.call("POST", "/api/banque/releves", form(bnp))),
    ]);
    const [a, b] = await Promise.all(imports.map((i) => json(i.res, 201)));
    expect(a.comptes).toEqual([{ id: a.releve.compteId, libelle: BNP.libelle, numero: BNP.iban }]);
    expect(b.releve.compteId).toBe(a.releve.compteId);
    expect(a.releve.lignes + b.releve.lignes).toBe(1);
    const sg = await counted(edge, () =>
      edge.call("POST", "/api/banque/releves", form(ofxSg("2026-10-01", "2026-10-21", mouvements))),
    );
    const sgBody = await json(sg.res, 201);
    expect(sgBody.comptes[0]).toMatchObject({ libelle: SG.libelle, numero: SG.iban });
    console.log(
      `[edge] allers-retours libSQL : import d'un relevé d'un nouveau compte ${sg.trips}`,
    );
    expect(sg.trips).toBeLessThanOrEqual(12);
    const comptes = (await json(await edge.call("GET", "/api/banque/comptes"))).data;
    expect(comptes.filter((c: { numero: string }) => c.numero === BNP.iban)).toHaveLength(1);

    const refus = await counted(edge, () =>
      edge.call(
        "POST",
        "/api/banque/releves",
        form(ofxSg("2026-11-01", "2026-11-21", mouvements), {
          CompteBancaireId: String(a.releve.compteId),
        }),
      ),
    );
    expect((await json(refus.res, 409)).error.message).toContain(
      "Ce relevé est celui du compte FR76 …4509",
    );
    const sans = await json(
      await edge.call("POST", "/api/banque/releves", form(csvSansCompte(mouvements))),
      400,
    );
    expect(sans.error.fields.CompteBancaireId).toBe("Choisissez le compte bancaire de ce relevé.");
    // Issue 26's `compte` names an account by its label: created the first time, found again after.
    const nomme = await json(
      await edge.call(
        "POST",
        "/api/banque/releves",
        form(csvSansCompte(mouvements), { compte: "Compte loyers edge" }),
      ),
      201,
    );
    expect(nomme.comptes).toEqual([
      { id: nomme.releve.compteId, libelle: "Compte loyers edge", numero: null },
    ]);
    const encore = await json(
      await edge.call(
        "POST",
        "/api/banque/releves",
        form(csvSansCompte(mouvements), { compte: "Compte loyers edge" }),
      ),
      201,
    );
    expect(encore.releve).toMatchObject({ compteId: nomme.releve.compteId, doublons: 1 });
    console.log(`[edge] allers-retours libSQL : import refusé (autre numéro) ${refus.trips}`);
  });
});
