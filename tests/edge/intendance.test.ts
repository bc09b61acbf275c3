// The renewal of a caretaking mission on the edge entry: each call its own Workers request over libSQL HTTP, so
// the one-renewal rule rests on the conditional UPDATE, not on the Node client's serialization.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { parisDate } from "../../worker/domain/dates";
import { adminToken, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
});

const tally = (rs: Response[]) => {
  const t: Record<number, number> = {};
  for (const r of rs) t[r.status] = (t[r.status] ?? 0) + 1;
  return t;
};

describe("renouvellement d'une intendance sur l'edge", () => {
  it("10 renouvellements en parallèle : un 201, neuf 409 en français, une seule nouvelle mission", async () => {
    const a = (await (await call("POST", "/api/Appartement", valid.Appartement())).json()) as {
      id: number;
    };
    const created = await call("POST", "/api/Intendance", {
      ...valid.Intendance(a.id),
      dateDepart: "2028-02-29",
      dateFin: "2029-02-28",
    });
    expect(created.status).toBe(201);
    const old = (await created.json()) as { id: number };

    const rs = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", `/api/Intendance/${old.id}/renouveler`)),
    );
    expect(tally(rs)).toEqual({ 201: 1, 409: 9 });
    const loser = rs.find((r) => r.status === 409)!;
    expect(((await loser.json()) as { error: { message: string } }).error.message).toBe(
      "Cette intendance a déjà été renouvelée.",
    );
    const won = (await rs.find((r) => r.status === 201)!.json()) as {
      intendance: Record<string, unknown>;
    };
    expect(won.intendance).toMatchObject({
      dateDepart: "2029-02-28",
      dateFin: "2030-02-28",
      prixHT: 100,
      regle: false,
      renouvele: false,
    });

    const { data } = (await (
      await call("GET", `/api/Intendance?AppartementId=${a.id}`)
    ).json()) as { data: { id: number; renouvele: boolean }[] };
    expect(data).toHaveLength(2);
    expect(data.find((i) => i.id === old.id)?.renouvele).toBe(true);
  });

  it("la fiche d'un appartement dit « En gestion » comme la liste, une mission d'intendance couvrant aujourd'hui", async () => {
    const a = (await (await call("POST", "/api/Appartement", valid.Appartement())).json()) as {
      id: number;
    };
    const fiche = async () =>
      (await (await call("GET", `/api/Appartement/${a.id}`)).json()) as object;
    expect(await fiche()).toMatchObject({ statut: "Vacant", enGestion: false });
    const today = parisDate(new Date());
    const created = await call("POST", "/api/Intendance", {
      ...valid.Intendance(a.id),
      dateDepart: today,
      dateFin: today,
    });
    expect(created.status).toBe(201);
    expect(await fiche()).toMatchObject({ statut: "Vacant", enGestion: true });
  });

  it("le tableau de bord répond sur l'edge (une seule requête SQL sur libSQL HTTP)", async () => {
    const res = await call("GET", "/api/dashboard");
    expect(res.status).toBe(200);
    const d = (await res.json()) as {
      appartements: { total: number; parStatut: Record<string, number> };
    };
    expect(Object.values(d.appartements.parStatut).reduce((s, n) => s + n, 0)).toBe(
      d.appartements.total,
    );
    expect(d.appartements.total).toBeGreaterThan(0);
  });

  it("le tableau de bord donne l'argent sur l'edge : 12 mois jusqu'au mois de Paris, un terme et un paiement du mois comptés au centime", async () => {
    type Board = {
      jour: string;
      encaissements: { mois: string; du: number; encaisse: number }[];
      impayes: Record<string, number>;
    };
    const board = async () => (await (await call("GET", "/api/dashboard")).json()) as Board;
    const today = parisDate(new Date());
    const before = await board();
    expect(before.encaissements).toHaveLength(12);
    expect(before.encaissements.at(-1)!.mois).toBe(before.jour.slice(0, 7));
    expect(Object.keys(before.impayes)).toEqual(["0-30", "31-60", "61-90", "90+"]);
    // A dossier entered on the first of the month: its term is the whole month, 850 + 120,50.
    const debut = `${today.slice(0, 7)}-01`;
    const a = (await (await call("POST", "/api/Appartement", valid.Appartement())).json()) as {
      id: number;
    };
    const l = (await (await call("POST", "/api/Locataire", valid.Locataire())).json()) as {
      id: number;
    };
    const d = (await (
      await call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateEntree: debut,
        dateCreationBail: debut,
        dateDebutBail: debut,
        numFraisDossier: "FD-EDGE-ARGENT",
      })
    ).json()) as { id: number };
    const q = await call("POST", `/api/Quitance/generate/${d.id}`, { date: debut });
    expect(q.status).toBe(201);
    const p = await call("POST", `/api/Dossier/${d.id}/paiements`, {
      montant: 300.1,
      date: today,
      mode: "Virement",
    });
    expect(p.status).toBe(201);
    const after = await board();
    const cents = (n: number) => Math.round(n * 100);
    const [m0, m1] = [before.encaissements.at(-1)!, after.encaissements.at(-1)!];
    expect(cents(m1.du) - cents(m0.du)).toBe(97050);
    expect(cents(m1.encaisse) - cents(m0.encaisse)).toBe(30010);
    expect(cents(after.impayes["0-30"]!) - cents(before.impayes["0-30"]!)).toBe(97050 - 30010);
  });
});
