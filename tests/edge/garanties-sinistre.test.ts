// Issue 78 items 3 to 5 on the edge entry (ADR 130): the claim file's zip, each entry a PDF read back, the step
// letters (Visale's formal notice by registered mail), the claim's steps, and a tenant's later payment of the
// insurer's claim written in one batch after the session's check, the trust check's liability.
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { diagnosticsValidesEdge } from "./diagnostics-sql";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { pdfText } from "./pdf-text";

let edge: Instance;
let d: number;
const termes: number[] = [];

const pdf = (bytes: Uint8Array) =>
  pdfText(new Response(new Uint8Array(bytes), { headers: { "content-type": "application/pdf" } }));

beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(
    await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), nom: "Sinistré" }),
    201,
  );
  d = (await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201)).id;
  await diagnosticsValidesEdge(edge.env.LIBSQL_URL, a.id, "2025-12-15");
  const m = await json(await edge.call("POST", "/api/Mission", valid.Mission()), 201);
  await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`));
  await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
  await json(
    await edge.call("PUT", `/api/Dossier/${d}/garantie`, {
      type: "visale",
      visale: { numeroVisa: "V555000111", dateVisa: "2025-12-01" },
    }),
  );
  for (const date of ["2026-09-05", "2026-10-05"]) {
    const q = await json(await edge.call("POST", `/api/Quitance/generate/${d}`, { date }), 201);
    await json(await edge.call("GET", `/api/Quitance/switchState/false/${q.id}`));
    termes.push(q.id);
  }
});

describe("a claim on the edge", () => {
  it("the claim's steps: Visale's constituted at the second unpaid term, the formal notice recorded", async () => {
    await json(
      await edge.call("POST", `/api/Dossier/${d}/sinistre/etapes`, {
        QuitanceId: termes[1],
        etape: "visale_mise_en_demeure",
        date: "2026-10-12",
      }),
      201,
    );
    const s = await json(await edge.call("GET", `/api/Dossier/${d}/sinistre`));
    expect(
      s.etapes.map((e: { etape: string; date: string; etat: string }) => [e.etape, e.date, e.etat]),
    ).toEqual([
      ["visale_mise_en_demeure", "2026-10-16", "faite"],
      ["visale_declaration", "2026-10-31", "expiree"],
    ]);
  });

  it("Visale's formal notice says registered mail, for the tenant's whole debt", async () => {
    const text = await pdf(
      new Uint8Array(
        await (
          await edge.call("GET", `/api/Dossier/${d}/sinistre/lettre?etape=mise_en_demeure`)
        ).arrayBuffer(),
      ),
    );
    expect(text).toContain("Lettre recommandée avec avis de réception");
    expect(text).toContain("1 941,00");
  });

  it("the claim zip holds the lease, the statement, the formal notice, the mandate and Visale's sheet", async () => {
    const res = await edge.call("GET", `/api/Dossier/${d}/sinistre/dossier.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(zip)).toEqual([
      "01 Contrat de location.pdf",
      "03 Relevé de compte du locataire.pdf",
      "05 Mise en demeure - Sinistré.pdf".replace(
        "Sinistré",
        `${valid.Locataire().prenom} Sinistré`,
      ),
      "06 Mandat de gestion.pdf",
      "08 Déclaration Visale.pdf",
      "pieces-manquantes.txt",
    ]);
    const lit = async (nom: string) => pdf(zip[nom] as Uint8Array);
    expect(await lit("01 Contrat de location.pdf")).toContain("Garantie Visale");
    expect(await lit("03 Relevé de compte du locataire.pdf")).toContain("Relevé de compte");
    expect(await lit("06 Mandat de gestion.pdf")).toMatch(/mission/i);
    expect(await lit("08 Déclaration Visale.pdf")).toContain("V555000111");
    // No entry inventory was recorded: the file says so rather than leaving it out silently.
    expect(strFromU8(zip["pieces-manquantes.txt"] as Uint8Array)).toContain(
      "État des lieux d'entrée",
    );
  });

  it("a tenant's payment of the insurer's claim: one batch after the session's check, a liability of the trust check", async () => {
    await json(
      await edge.call("POST", `/api/Dossier/${d}/indemnites`, {
        date: "2026-11-02",
        montant: 970.5,
        organisme: "Action Logement",
        periodes: ["2026-09"],
      }),
      201,
    );
    const { res, trips } = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d}/recuperations`, { date: "2026-11-10", montant: 100 }),
    );
    expect((await json(res, 201)).duAssureur).toBe(870.5);
    expect(trips).toBe(2);
    expect(
      (await json(await edge.call("GET", "/api/sequestre?au=2026-11-15"))).recuperationsAssureurs,
    ).toBe(100);
    const liste = await json(await edge.call("GET", "/api/sinistres/recuperations"));
    expect(liste.lignes.filter((l: { DossierId: number }) => l.DossierId === d)).toMatchObject([
      { montant: 100, organisme: "Action Logement" },
    ]);
  });

  it("a GLI's claim starts at its adhesion: an older unpaid term gives no step", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const bail = (
      await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201)
    ).id;
    const c = await json(
      await edge.call("POST", "/api/ContratGli", {
        assureur: "Assur",
        numeroContrat: "E-ADH",
        taux: 3,
      }),
      201,
    );
    await json(
      await edge.call("PUT", `/api/Dossier/${bail}/garantie`, {
        type: "gli",
        gli: { ContratGliId: c.id, dateAdhesion: "2026-10-10" },
      }),
    );
    for (const date of ["2026-09-05", "2026-10-05"])
      await json(await edge.call("POST", `/api/Quitance/generate/${bail}`, { date }), 201);
    const s = await json(await edge.call("GET", `/api/Dossier/${bail}/sinistre`));
    // Only October's term, the adhesion's month, is a claim: 20, 35 and 40 days after its 01/10.
    expect(s.etapes.map((e: { date: string }) => e.date)).toEqual([
      "2026-10-21",
      "2026-11-05",
      "2026-11-10",
    ]);
  });
});
