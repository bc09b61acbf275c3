// The renewal of a caretaking mission on the edge entry: each call its own Workers request over libSQL HTTP, so
// the one-renewal rule rests on the conditional UPDATE, not on the Node client's serialization.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { adminToken, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
});

const tally = (rs: Response[]) => rs.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});

describe("renouvellement d'une intendance sur l'edge", () => {
  it("10 renouvellements en parallèle : un 201, neuf 409 en français, une seule nouvelle mission", async () => {
    const a = (await (await call("POST", "/api/Appartement", valid.Appartement())).json()) as { id: number };
    const created = await call("POST", "/api/Intendance", { ...valid.Intendance(a.id), dateDepart: "2028-02-29", dateFin: "2029-02-28" });
    expect(created.status).toBe(201);
    const old = (await created.json()) as { id: number };

    const rs = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/api/Intendance/${old.id}/renouveler`)));
    expect(tally(rs)).toEqual({ 201: 1, 409: 9 });
    const loser = rs.find((r) => r.status === 409)!;
    expect(((await loser.json()) as { error: { message: string } }).error.message).toBe("Cette intendance a déjà été renouvelée.");
    const won = (await rs.find((r) => r.status === 201)!.json()) as { intendance: Record<string, unknown> };
    expect(won.intendance).toMatchObject({ dateDepart: "2029-02-28", dateFin: "2030-02-28", prixHT: 100, regle: false, renouvele: false });

    const { data } = (await (await call("GET", `/api/Intendance?AppartementId=${a.id}`)).json()) as { data: { id: number; renouvele: boolean }[] };
    expect(data).toHaveLength(2);
    expect(data.find((i) => i.id === old.id)?.renouvele).toBe(true);
  });

  it("le tableau de bord répond sur l'edge (une seule requête SQL sur libSQL HTTP)", async () => {
    const res = await call("GET", "/api/dashboard");
    expect(res.status).toBe(200);
    const d = (await res.json()) as { appartements: { total: number; parStatut: Record<string, number> } };
    expect(Object.values(d.appartements.parStatut).reduce((s, n) => s + n, 0)).toBe(d.appartements.total);
    expect(d.appartements.total).toBeGreaterThan(0);
  });
});
