import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminToken, startNodeServer, type NodeServer } from "../support/node-server";
import { inspectDataFolder, seededRandom } from "../support/crash-check";
import { fuzzSeed } from "../support/bad-input";
import { PNG, form } from "../support/http";
import { valid } from "../support/factories";
import { routesOf } from "../support/app-tables";
import { createApp } from "../../worker/app";

// The Node server killed (SIGKILL: no handler runs, nothing is flushed or closed) while many writes and uploads are
// in flight, then started again on the same data folder: the database passes its integrity check, every row that
// points at a file has it, no file is left without a row, and every write that was answered is still there.
// The seed (printed) picks the mix of requests and the moment of the kill: FUZZ_SEED replays it.

const SEED = fuzzSeed("crash-recovery.test.ts");
const random = seededRandom(SEED);
const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
const ROUNDS = 2;
const IN_FLIGHT = 40;

const dataDir = mkdtempSync(join(tmpdir(), "pl-crash-"));
let server: NodeServer;
let token = "";
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeAll(async () => {
  server = await startNodeServer({ dataDir });
  token = await adminToken(server);
}, 120_000);

const api = (method: string, path: string, body?: unknown) => {
  const headers: Record<string, string> = { Authorization: `Token ${token}` };
  if (body !== undefined && !(body instanceof FormData))
    headers["Content-Type"] = "application/json";
  const current = server;
  return fetch(`${current.url}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  }).catch((e: unknown) => {
    // Expected while the server is being killed (those failures are caught); otherwise the server's own words say
    // whether it died (and why) or only closed a kept-alive connection: a failed CI run printed neither.
    const sortie = current.output().slice(-3000);
    throw new Error(`${method} ${path} : ${String(e)}\n--- sortie du serveur ---\n${sortie}`, {
      cause: e,
    });
  });
};
const json = async (res: Response) => (await res.json()) as any;

/** A PDF of some hundreds of kB that names itself: what is read back must be exactly what was sent. */
function pdf(name: string): Uint8Array {
  const head = new TextEncoder().encode(`%PDF-1.4\n% ${name}\n`);
  const bytes = new Uint8Array(head.length + 100_000 + Math.floor(random() * 900_000));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = (i * 31 + name.length) & 0xff;
  return bytes;
}
const sent = new Map<string, Uint8Array>();
const pdfForm = (name: string) => {
  const bytes = pdf(name);
  sent.set(name, bytes);
  return form({ nom: name, file: { bytes, name: `${name}.pdf`, type: "application/pdf" } });
};

type Seeded = {
  fichiers: number[];
  appartements: number[];
  locataires: number[];
  dossiers: number[];
};
// Routes that write files besides the uploads, used when the app has them: a generated document, the month's receipt.
const ROUTES = routesOf(
  createApp({
    config: { jwtSecret: "x".repeat(32), version: "0", publicUrl: "", contactEmail: "" },
  } as never),
);
const has = (route: string) => ROUTES.includes(route);
const CONTRACT = "GET /api/Dossier/:id{[0-9]+}/contratLocation/generate";
const RECEIPT = "POST /api/Quitance/generate/:dossierId{[0-9]+}";
/** The first day of the server's month (the real clock's, in Paris). */
const thisMonth = () =>
  `${new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" }).slice(0, 8)}01`;

const KINDS = [
  "upload",
  "upload",
  "upload",
  "images",
  "replace",
  "delete",
  "client",
  "tenant",
  ...(has(CONTRACT) ? (["document"] as const) : []),
  ...(has(RECEIPT) ? (["receipt", "receipt"] as const) : []),
] as const;

/** One write of the mix, by the seeded choice; resolves with what an answer proves, if it came. */
async function oneWrite(round: number, i: number, seeded: Seeded) {
  const kind = pick([...KINDS]);
  const name = `doc-${SEED}-${round}-${i}-${kind}`;
  let res: Response;
  switch (kind) {
    case "upload":
      res = await api("POST", "/api/Fichier", pdfForm(name));
      break;
    case "images": {
      const f = new FormData();
      for (let k = 0; k < 3; k++)
        f.append("url", new File([PNG as BlobPart], `${name}-${k}.png`, { type: "image/png" }));
      res = await api("POST", "/api/Image", f);
      break;
    }
    case "replace":
      res = await api("PUT", `/api/Fichier/${pick(seeded.fichiers)}`, pdfForm(name));
      break;
    case "delete":
      res = await api("DELETE", `/api/Fichier/${pick(seeded.fichiers)}`);
      break;
    case "client":
      res = await api("POST", "/api/Client", { ...valid.Client(), nom: name });
      break;
    case "tenant": {
      const [a, l] = [pick(seeded.appartements), pick(seeded.locataires)];
      res = await api("PUT", `/api/Appartement/${a}/tenant/add/${l}`, valid.Dossier(a, l));
      break;
    }
    case "document":
      res = await api("GET", `/api/Dossier/${pick(seeded.dossiers)}/contratLocation/generate`);
      break;
    case "receipt":
      res = await api("POST", `/api/Quitance/generate/${pick(seeded.dossiers)}`, {
        date: thisMonth(),
      });
      break;
  }
  return {
    kind,
    status: res.status,
    body: res.status < 300 && res.status !== 204 ? await json(res) : null,
  };
}

it("a SIGKILL in the middle of writes and uploads leaves a whole database and no orphan, and loses no answered write", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const seeded: Seeded = { fichiers: [], appartements: [], locataires: [], dossiers: [] };
    for (let k = 0; k < 6; k++)
      seeded.fichiers.push(
        (await json(await api("POST", "/api/Fichier", pdfForm(`seed-${round}-${k}`)))).id,
      );
    for (let k = 0; k < 3; k++)
      seeded.appartements.push(
        (await json(await api("POST", "/api/Appartement", valid.Appartement()))).id,
      );
    for (let k = 0; k < 3; k++)
      seeded.locataires.push(
        (await json(await api("POST", "/api/Locataire", valid.Locataire()))).id,
      );
    // Running leases, for the documents and the month's receipts.
    for (let k = 0; k < 6; k++) {
      const [a, l] = [
        (await json(await api("POST", "/api/Appartement", valid.Appartement()))).id,
        (await json(await api("POST", "/api/Locataire", valid.Locataire()))).id,
      ];
      seeded.dossiers.push((await json(await api("POST", "/api/Dossier", valid.Dossier(a, l)))).id);
    }

    // Many writes at once; the kill comes once a seeded number of them has been answered.
    const killAfter = 1 + Math.floor(random() * (IN_FLIGHT / 3));
    const answered: Awaited<ReturnType<typeof oneWrite>>[] = [];
    let killed = false;
    const exited = server.exited;
    await Promise.all(
      Array.from(
        { length: IN_FLIGHT },
        (_, i) =>
          oneWrite(round, i, seeded)
            .then((r) => {
              if (killed) return;
              answered.push(r);
              if (answered.length >= killAfter) {
                killed = true;
                server.kill("SIGKILL");
              }
            })
            .catch(() => {}), // cut by the kill
      ),
    );
    expect(killed).toBe(true);
    await exited;

    server = await startNodeServer({ dataDir });
    token = await adminToken(server);
    const state = await inspectDataFolder(dataDir);
    expect(state, `round ${round}, seed ${SEED}, killed after ${killAfter} answers`).toEqual({
      integrity: "ok",
      foreignKeyErrors: [],
      missingFiles: [],
      orphanFiles: [],
      wrongSizes: [],
    });

    // Every answered upload and client is there; every document is, byte for byte, the one its row names.
    const created = { upload: "Fichier", images: "Image", client: "Client" } as Record<
      string,
      string
    >;
    for (const r of answered.filter((a) => a.status === 201 && created[a.kind]))
      for (const row of r.body.data ?? [r.body])
        expect((await api("GET", `/api/${created[r.kind]}/${row.id}`)).status, r.kind).toBe(200);
    for (const f of (await json(await api("GET", "/api/Fichier"))).data) {
      const bytes = new Uint8Array(await (await api("GET", f.url)).arrayBuffer());
      expect(bytes.length, f.nom).toBe(sent.get(f.nom)?.length);
      expect(Buffer.compare(bytes, sent.get(f.nom)!), f.nom).toBe(0);
    }
    // And the server takes writes again; the month's receipts, generated again, are one per lease, each with its file.
    expect((await api("POST", "/api/Fichier", pdfForm(`after-${round}`))).status).toBe(201);
    if (has(RECEIPT)) {
      for (const d of seeded.dossiers)
        expect([200, 201], `reçu du dossier ${d}`).toContain(
          (await api("POST", `/api/Quitance/generate/${d}`, { date: thisMonth() })).status,
        );
      for (const d of seeded.dossiers) {
        const month = (await json(await api("GET", `/api/Quitance?DossierId=${d}`))).data.filter(
          (q: { date: string }) => q.date.startsWith(thisMonth().slice(0, 8)),
        );
        expect(month, `dossier ${d}`).toHaveLength(1);
      }
      expect(await inspectDataFolder(dataDir)).toMatchObject({
        integrity: "ok",
        missingFiles: [],
        orphanFiles: [],
      });
    }
  }
}, 600_000);
