// The tenant's account figures for run.ts (issue 20): the server CPU of one payment recorded, and of the account of
// a dossier with 120 terms (ten years of rent, each paid; years before the seeded terms), both through the API of a running server.
import { cpuMs } from "./processes";

const PAYMENTS = 100;
const READS = 100;
/** By server (the ladder measures two at once, issue 64): its two dossiers, prepared once. */
const prepared = new Map<string, { small: number; large: number }>();

async function call(
  api: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}

/** Two dossiers: one with 12 terms (where payments are timed), one with 120 terms and their payments. */
async function prepare(api: string, headers: Record<string, string>) {
  const done = prepared.get(api);
  if (done) return done;
  const { data } = (await call(api, headers, "GET", "/api/Dossier?limit=2")) as {
    data: { id: number }[];
  };
  const [small, large] = [data[0]!.id, data[1]!.id];
  const term = (d: number, y: number, m: number) => {
    const mm = String(m).padStart(2, "0");
    return call(api, headers, "POST", `/api/Quitance/generate/manual/${d}`, {
      date: `${y}-${mm}-01`,
      dateFin: `${y}-${mm}-28`,
      prixHC: 850,
      charge: 120.5,
    });
  };
  for (let m = 1; m <= 12; m++) await term(small, 2004, m);
  for (let y = 2005; y < 2015; y++)
    for (let m = 1; m <= 12; m++) {
      const q = await term(large, y, m);
      await call(api, headers, "POST", `/api/Dossier/${large}/paiements`, {
        montant: 970.5,
        date: `${y}-${String(m).padStart(2, "0")}-05`,
        mode: "Virement",
        QuitanceId: q.id,
      });
    }
  prepared.set(api, { small, large });
  return { small, large };
}

export async function measureCompte(o: {
  api: string;
  headers: Record<string, string>;
  pid: number;
}) {
  const { small, large } = await prepare(o.api, o.headers);
  let c0 = cpuMs(o.pid);
  for (let i = 0; i < PAYMENTS; i++)
    await call(o.api, o.headers, "POST", `/api/Dossier/${small}/paiements`, {
      montant: 50,
      date: "2026-01-05",
      mode: "Chèque",
    });
  let c1 = cpuMs(o.pid);
  const paymentCpuMs = c0 !== null && c1 !== null ? (c1 - c0) / PAYMENTS : NaN;
  const check = await call(o.api, o.headers, "GET", `/api/Dossier/${large}/compte`);
  if (check.ecritures.length < 240)
    throw new Error(`compte de ${check.ecritures.length} lignes au lieu d'au moins 240`);
  c0 = cpuMs(o.pid);
  for (let i = 0; i < READS; i++)
    await call(o.api, o.headers, "GET", `/api/Dossier/${large}/compte`);
  c1 = cpuMs(o.pid);
  return { paymentCpuMs, accountCpuMs: c0 !== null && c1 !== null ? (c1 - c0) / READS : NaN };
}
