// Issue 63's figure (ADR 090): the agency's calendar of 2,000 open leases and their lots (each lot with its
// diagnostics, a boiler on one in four, rent control on one in ten), 200 management mandates and the agency's dates,
// GET /api/echeances timed in-process on a database of its own (its four reads, then every date in memory),
// checked as a ratio to the calibration loop (the table's ratio column). run.ts adds it to the table;
// `npx tsx tests/bench/echeances.ts` prints the one line alone.
import { pathToFileURL } from "node:url";
import { makeTestApp, type TestApp } from "../support/test-app";
import { REFERENCE_MS, calibrate } from "./calibration";
import { fmt, runRounds, table, type Figure, type Step } from "./harness";

const BAUX = 2000;
const MANDATS = 200;
/** Calls per round: the median is the round's value. */
const APPELS = 7;

/** The lots, tenants, leases, diagnostics and mandates, written in SQL (a few statements, whatever BAUX). */
export async function remplir(t: TestApp) {
  const at = "2026-01-01T00:00:00Z";
  const n = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${BAUX})`;
  await t.client.executeMultiple(`
    ${n} insert into "Appartement" ("adresse", "codePostal", "ville", "classeEnergie", "chaudiere", "anneeInstallationElectricite", "createdAt", "updatedAt")
      select i || ' rue du Banc d''Essai', case when i % 3 = 0 then '69003' else '75011' end, case when i % 3 = 0 then 'Lyon' else 'Paris' end,
        substr('ABCDEFG', 1 + i % 7, 1), i % 4 = 0, 1990 + i % 30, '${at}', '${at}' from n;
    ${n} insert into "Locataire" ("nom", "prenom", "createdAt", "updatedAt") select 'Locataire' || i, 'Banc', '${at}', '${at}' from n;
    ${n} insert into "Dossier" ("AppartementId", "LocataireId", "typeBail", "dateEntree", "dateCreationBail", "dateDebutBail",
        "depotGarantie", "loyerHC", "loyerCharge", "loyerTTC", "numFraisDossier", "assuranceDateFin", "soumisEncadrement", "createdAt", "updatedAt")
      select i, i, case when i % 5 = 0 then 'meublé' else 'nu' end, d, d, d, 80000, 80000, 10000, 90000, 'FD-' || i,
        case when i % 2 = 0 then date(d, '+' || (i % 24) || ' months') end, i % 10 = 0, '${at}', '${at}'
      from (select i, date('2019-01-01', '+' || (i % 2400) || ' days') as d from n);
    ${n} insert into "Diagnostic" ("AppartementId", "type", "dateRealisation", "classe", "createdAt", "updatedAt")
      select i, t.type, date('2016-01-01', '+' || (i % 3000) || ' days'), case when t.type = 'dpe' then substr('ABCDEFG', 1 + i % 7, 1) end, '${at}', '${at}'
      from n, (select 'dpe' as type union all select 'electricite' union all select 'erp' union all select 'surface') t;
    with recursive m(i) as (select 1 union all select i + 1 from m where i < ${MANDATS})
      insert into "Mission" ("type", "nbAppart", "dateSignature", "dureeMandatMois", "accompte1", "accompte2", "reliquat",
        "valeurMissionAppt", "valeurTotalMission", "createdAt", "updatedAt")
      select 'Mandat de gestion', 10, date('2020-01-01', '+' || (i * 7) || ' days'), 12 * (1 + i % 3), 0, 0, 0, 0, 0, '${at}', '${at}' from m;
  `);
}

/** One calendar, its time (ms) and its number of items. */
async function calendrier(t: TestApp) {
  const t0 = performance.now();
  const res = await t.app.request("/api/echeances", {
    headers: { Authorization: `Token ${t.tokens.admin}` },
  });
  const body = (await res.json()) as { data: unknown[] };
  if (res.status !== 200) throw new Error(`GET /api/echeances : ${res.status}`);
  return { ms: performance.now() - t0, items: body.data.length };
}

/** run.ts's step and its figures. */
export async function setUpEcheances() {
  const t = await makeTestApp({ now: new Date().toISOString() });
  await remplir(t);
  const premier = await calendrier(t);
  console.log(
    `[bench] calendrier : ${BAUX} baux, ${MANDATS} mandats, ${premier.items} échéances (premier appel ${premier.ms.toFixed(0)} ms)`,
  );
  const steps: Step[] = [
    {
      name: `calendrier de ${BAUX} baux`,
      run: async (rec) => {
        const ms: number[] = [];
        for (let i = 0; i < APPELS; i++) ms.push((await calendrier(t)).ms);
        ms.sort((a, b) => a - b);
        rec("echeances.ms", ms[Math.floor(APPELS / 2)]!);
      },
    },
  ];
  return { steps, dispose: () => t.close() };
}

// The budget: four reads of ~2,000 rows, then ~15,000 items dated, sorted and sent as ~4 MB of JSON (no period: the
// overdue and the year ahead, the heaviest read of the screen). Measured at ~7 × the calibration loop (ADR 090);
// the target leaves room for the noise of a shared machine: 1 s on the reference machine.
export const ECHEANCES_FIGURES: Figure[] = [
  {
    label: `Calendrier des échéances, ${BAUX} baux et leurs lots (GET /api/echeances, en processus)`,
    target: "≤ 1 s",
    value: (r) => r.get("echeances.ms"),
    format: fmt.ms,
    limit: 1000,
    pass: (v) => v <= 1000,
  },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { steps, dispose } = await setUpEcheances();
  try {
    const rounds = await runRounds(Number(process.env.BENCH_ROUNDS ?? 3), steps);
    const ms = Math.min(...(await calibrate()));
    console.log(`\n${table(ECHEANCES_FIGURES, rounds, { ms, referenceMs: REFERENCE_MS })}`);
  } finally {
    dispose();
  }
}
