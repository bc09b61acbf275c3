// The ladder's per-request figures (issue 64) on one Node server of a size: a record read, a page of a list, the
// dashboard, a payment and an account of 120 terms, each as the server's CPU time per request read from /proc (the
// figure that holds on a shared machine), measured as the default bench measures them (load.ts, compte.ts); and the
// server's RSS at the end of the round.
import type { Step } from "../harness";
import { measureLoad, rotating } from "../load";
import { measureCompte } from "../compte";
import { rssMb } from "../processes";
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

export function requestSteps(
  s: SizedServer,
  page: string,
  rec: (key: string, v: number) => void,
): Step[] {
  const { api, headers, size } = s;
  const reads = rotating("/api/Appartement/", size);
  const at = `${size} baux`;
  return [
    {
      name: `${at} : GET /api/Appartement/:id`,
      run: async () =>
        rec(
          "lecture",
          (await measureLoad({ url: api.url, pid: api.pid, headers, paths: reads }, "lecture"))
            .cpuPerReq,
        ),
    },
    {
      name: `${at} : GET ${page}`,
      run: async () =>
        rec(
          "page",
          (await measureLoad({ url: `${api.url}${page}`, pid: api.pid, headers }, "page"))
            .cpuPerReq,
        ),
    },
    {
      name: `${at} : GET /api/dashboard`,
      run: async () =>
        rec(
          "dashboard",
          (
            await measureLoad(
              { url: `${api.url}/api/dashboard`, pid: api.pid, headers },
              "tableau de bord",
            )
          ).cpuPerReq,
        ),
    },
    {
      name: `${at} : compte du locataire`,
      run: async () => {
        const c = await measureCompte({ api: api.url, headers, pid: api.pid });
        rec("paiement", c.paymentCpuMs), rec("compte", c.accountCpuMs);
      },
    },
    { name: `${at} : mémoire du serveur`, run: async () => rec("rss", rssMb(api.pid) ?? NaN) },
  ];
}
