// The ladder's per-request figures (issue 64) on one Node server of a size: a record read, a page of a list, the
// dashboard (kept, then its first request after a write: issue 72), a payment and an account of 120 terms, each as the server's CPU time per request read from /proc (the
// figure that holds on a shared machine), measured as the default bench measures them (load.ts, compte.ts), but for
// the dashboard, asked 500 times one at a time; and the server's RSS at the end of the round.
import { parisDate } from "../../../worker/domain/dates";
import type { Step } from "../harness";
import { measureLoad, rotating } from "../load";
import { measureCompte } from "../compte";
import { cpuMs, rssMb } from "../processes";
import type { ApiServer } from "../servers";

export interface SizedServer {
  size: number;
  api: ApiServer;
  headers: Record<string, string>;
}

/**
 * The paged list's contract (`?page=1&taille=50`, answered `{ data, total, page, taille }`) once the server has it,
 * else the first 50 rows by `?limit=50`: asked of the server itself.
 */
export async function pagePath(s: SizedServer): Promise<string> {
  const paged = "/api/Appartement?page=1&taille=50";
  const res = await fetch(`${s.api.url}${paged}`, { headers: s.headers });
  const body = res.ok ? ((await res.json()) as { taille?: unknown; data?: unknown[] }) : {};
  return body.taille === 50 && body.data?.length === 50 ? paged : "/api/Appartement?limit=50";
}

// /proc's CPU time counts in 10 ms ticks: 20 requests of a kept dashboard (~0.1 ms each) read 0 or 0.5 ms by chance,
// and an exponent from 0 to 0.5 is infinite. 500 requests make the tick 0.02 ms a request.
const DASHBOARD_REQUESTS = 500;

/**
 * Server CPU per request of `n` GETs sent one at a time: for an answer too slow to measure under autocannon's 50
 * connections (the dashboard at 20,000 leases answered none within 5 s: every request queued behind 49 others).
 */
async function oneAtATime(s: SizedServer, path: string, n: number): Promise<number> {
  await (await fetch(`${s.api.url}${path}`, { headers: s.headers })).arrayBuffer(); // warm
  const c0 = cpuMs(s.api.pid);
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${s.api.url}${path}`, { headers: s.headers });
    if (!res.ok) throw new Error(`GET ${path} : ${res.status}`);
    await res.arrayBuffer();
  }
  const c1 = cpuMs(s.api.pid);
  return c0 === null || c1 === null ? Number.NaN : (c1 - c0) / n;
}

/**
 * Issue 72's search figure (ADR 098): a page of a search for the one apartment at « 3 ulica Księży Młyn, Łódź »
 * (seed.ts `lodz`), half the apartments in Łódź; and, for information, a search that keeps that half. Searches
 * are not kept in the list cache: each request searches.
 */
export const RECHERCHE = "/api/Appartement?q=ksiezy%20mlyn%20lodz&taille=50";
export const RECHERCHE_LARGE = "/api/Appartement?q=lodz&taille=50";

// /proc's clock ticks every 10 ms: at 40 writes a request's figure moved by 0.25 ms steps, and one full ladder read
// 1.5 ms at 2,000 and 4.0 at 20,000 (exponent 0.43) where the same lines alone read 3.0 and 3.0. At 200, 0.05 ms.
const AFTER_A_WRITE = 200;

/**
 * Server CPU of the dashboard's first request after a write (issue 72 item 3): `n` times, a payment recorded (which
 * drops the kept answer and moves the month's collections), a pause for anything it left running, then the
 * dashboard alone timed. Each answer must be new (its ETag): a kept copy would not be the figure.
 */
async function afterAWrite(s: SizedServer, n: number): Promise<number> {
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${s.api.url}${path}`, {
      ...init,
      headers: { ...s.headers, "Content-Type": "application/json" },
    });
    if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path} : ${res.status}`);
    return res;
  };
  const [dossier] = (
    (await (await get("/api/Dossier?limit=1")).json()) as { data: { id: number }[] }
  ).data;
  if (!dossier) throw new Error("aucun dossier");
  let etag = (await get("/api/dashboard")).headers.get("ETag");
  let total = 0;
  for (let i = 0; i < n; i++) {
    const body = { montant: 1, date: parisDate(new Date()), mode: "Virement" };
    await (
      await get(`/api/Dossier/${dossier.id}/paiements`, {
        method: "POST",
        body: JSON.stringify(body),
      })
    ).arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    const c0 = cpuMs(s.api.pid);
    const res = await get("/api/dashboard");
    await res.arrayBuffer();
    const c1 = cpuMs(s.api.pid);
    if (c0 === null || c1 === null) return Number.NaN;
    if (res.headers.get("ETag") === etag)
      throw new Error("tableau de bord gardé après une écriture");
    etag = res.headers.get("ETag");
    total += c1 - c0;
  }
  return total / n;
}

/** Records read in turn by the record-read figure, at both sizes. */
const LECTURES_TOURNANTES = 2000;

export function requestSteps(
  s: SizedServer,
  page: string,
  rec: (key: string, v: number) => void,
  only?: readonly string[],
): Step[] {
  const { api, headers, size } = s;
  // The same 2,000 records at both sizes: the figure is what one read costs as the database grows, not the record
  // cache's hit rate (16 MB holds about 3,000 apartment reads; a day's reads at an agency touch a working set, and a
  // miss costs the uncached read, itself flat: « Lecture sans cache » of the default bench).
  const reads = rotating("/api/Appartement/", Math.min(size, LECTURES_TOURNANTES));
  const at = `${size} baux`;
  const search = (key: string, path: string): Step => ({
    name: `${at} : GET ${path}`,
    run: async () =>
      rec(
        key,
        (await measureLoad({ url: `${api.url}${path}`, pid: api.pid, headers }, key)).cpuPerReq,
      ),
  });
  const steps: (Step & { keys: string[] })[] = [
    {
      keys: ["lecture"],
      name: `${at} : GET /api/Appartement/:id`,
      run: async () =>
        rec(
          "lecture",
          (await measureLoad({ url: api.url, pid: api.pid, headers, paths: reads }, "lecture"))
            .cpuPerReq,
        ),
    },
    {
      keys: ["page"],
      name: `${at} : GET ${page}`,
      run: async () =>
        rec(
          "page",
          (await measureLoad({ url: `${api.url}${page}`, pid: api.pid, headers }, "page"))
            .cpuPerReq,
        ),
    },
    { keys: ["recherche"], ...search("recherche", RECHERCHE) },
    { keys: ["recherche.large"], ...search("recherche.large", RECHERCHE_LARGE) },
    {
      keys: ["dashboard"],
      name: `${at} : GET /api/dashboard`,
      run: async () => rec("dashboard", await oneAtATime(s, "/api/dashboard", DASHBOARD_REQUESTS)),
    },
    {
      keys: ["dashboard.apres"],
      name: `${at} : GET /api/dashboard après une écriture`,
      run: async () => rec("dashboard.apres", await afterAWrite(s, AFTER_A_WRITE)),
    },
    {
      keys: ["paiement", "compte"],
      name: `${at} : compte du locataire`,
      run: async () => {
        const c = await measureCompte({ api: api.url, headers, pid: api.pid });
        rec("paiement", c.paymentCpuMs), rec("compte", c.accountCpuMs);
      },
    },
    {
      keys: ["rss"],
      name: `${at} : mémoire du serveur`,
      run: async () => rec("rss", rssMb(api.pid) ?? NaN),
    },
  ];
  return steps
    .filter((st) => !only || st.keys.some((k) => only.includes(k)))
    .map(({ name, run }) => ({ name, run }));
}
