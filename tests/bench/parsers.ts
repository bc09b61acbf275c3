// Issue 40's figures: each bank statement reader on a 5 MB file made to be slow (end tags matching nothing, tags
// never ended, blocks 90 deep side by side, a row of a million cells...) beside an ordinary 5 MB file of the same
// format, in process (the reader alone, no HTTP: the import adds the same work to every file). The hostile OFX and
// camt are also read at 1 MB: a reader in linear time takes about 5 times as long at 5 MB, a quadratic one 25.
// run.ts adds them to the table; `npx tsx tests/bench/parsers.ts` prints them alone.
import { pathToFileURL } from "node:url";
import { lireReleve } from "../../worker/domain/banque/lire";
import { ReleveInvalide } from "../../worker/domain/banque/releve";
import { hostiles } from "../support/hostile-statements";
import { fmt, type Figure, type Step } from "./harness";

const MO = 1024 * 1024;
const BUDGET_MS = 3000; // a 5 MB hostile file; the size limit is 10 MB

const CAS: { cle: string; label: string; texte: (taille: number) => string; hostile: boolean }[] = [
  {
    cle: "ofxFermantes",
    label: "OFX 1 : balises fermantes orphelines",
    texte: hostiles.ofxFermantesOrphelines,
    hostile: true,
  },
  {
    cle: "ofxNonFermees",
    label: "OFX 1 : balises jamais fermées par « > »",
    texte: hostiles.ofxBalisesNonFermees,
    hostile: true,
  },
  {
    cle: "ofxFermantesNonTerminees",
    label: "OFX 1 : fermantes jamais terminées",
    texte: hostiles.ofxFermantesNonTerminees,
    hostile: true,
  },
  { cle: "ofxNormal", label: "OFX 1 ordinaire", texte: hostiles.ofxNormal, hostile: false },
  {
    cle: "camtLarge",
    label: "camt.053 : blocs de 90 niveaux côte à côte",
    texte: hostiles.camtLargeEtProfond,
    hostile: true,
  },
  {
    cle: "camtImbrique",
    label: "camt.053 : imbriqué sur toute sa taille",
    texte: (n) => hostiles.camtImbrique(Math.floor(n / 13)),
    hostile: true,
  },
  {
    cle: "camtNonFermees",
    label: "camt.053 : balises jamais fermées",
    texte: hostiles.camtBalisesNonFermees,
    hostile: true,
  },
  { cle: "camtNormal", label: "camt.053 ordinaire", texte: hostiles.camtNormal, hostile: false },
  {
    cle: "csvLigne",
    label: "CSV : une ligne d'un million de cellules",
    texte: hostiles.csvLigneImmense,
    hostile: true,
  },
  {
    cle: "cfonbComplements",
    label: "CFONB 120 : compléments sans fin",
    texte: hostiles.cfonbComplements,
    hostile: true,
  },
];
const LINEAIRES = ["ofxFermantes", "camtLarge"];

const utf8 = (s: string) => new TextEncoder().encode(s);

/** The reader's time on the file (read or refused with its French message: both are answers). */
function chrono(bytes: Uint8Array): { ms: number; issue: string } {
  const t0 = performance.now();
  let issue: string;
  try {
    issue = `lu (${lireReleve(bytes).releves.reduce((n, r) => n + r.lignes.length, 0)} lignes)`;
  } catch (e) {
    if (!(e instanceof ReleveInvalide)) throw e;
    issue = `400 « ${e.message.slice(0, 70)} »`;
  }
  return { ms: performance.now() - t0, issue };
}

/** The files, built once (5 MB each, and 1 MB for the linearity pair). */
function fichiers() {
  const grands = new Map(CAS.map((c) => [c.cle, utf8(c.texte(5 * MO))]));
  const petits = new Map(
    LINEAIRES.map((cle) => [cle, utf8(CAS.find((c) => c.cle === cle)!.texte(MO))]),
  );
  return { grands, petits };
}

export function setUpParsers(): { steps: Step[]; issues: Map<string, string> } {
  const { grands, petits } = fichiers();
  const issues = new Map<string, string>();
  const steps: Step[] = [
    {
      name: "lecteurs de relevés sur 5 Mo hostiles",
      run: async (rec) => {
        for (const c of CAS) {
          const r = chrono(grands.get(c.cle)!);
          rec(`parsers.${c.cle}`, r.ms);
          issues.set(c.cle, r.issue);
        }
        for (const cle of LINEAIRES) rec(`parsers.${cle}.1mo`, chrono(petits.get(cle)!).ms);
      },
    },
  ];
  return { steps, issues };
}

export const PARSERS_FIGURES: Figure[] = [
  ...CAS.map(
    (c): Figure => ({
      label: `Relevé 5 Mo, ${c.label}`,
      target: c.hostile ? `≤ ${fmt.s(BUDGET_MS)}` : "info",
      value: (r) => r.get(`parsers.${c.cle}`),
      format: fmt.ms,
      ...(c.hostile ? { limit: BUDGET_MS, pass: (v: number) => v <= BUDGET_MS } : {}),
    }),
  ),
  ...LINEAIRES.map(
    (cle): Figure => ({
      label: `Relevé ${CAS.find((c) => c.cle === cle)!.label} : temps 5 Mo / 1 Mo (linéaire ≈ 5)`,
      target: "≤ 8",
      value: (r) => {
        const grand = r.get(`parsers.${cle}`);
        const petit = r.get(`parsers.${cle}.1mo`);
        return grand !== undefined && petit ? grand / petit : undefined;
      },
      format: (v) => `× ${v.toFixed(1)}`,
      pass: (v) => v <= 8,
    }),
  ),
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { steps, issues } = setUpParsers();
  const rounds: Map<string, number>[] = [];
  for (let i = 0; i < 3; i++) {
    const values = new Map<string, number>();
    await steps[0]!.run((k, v) => values.set(k, v), i + 1);
    rounds.push(values);
  }
  for (const f of PARSERS_FIGURES) {
    const vs = rounds
      .map((r) => f.value(r))
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    const m = vs[vs.length >> 1]!;
    const verdict = f.pass ? (f.pass(m) ? "PASS" : "MISS") : "";
    console.log(`[bench] ${f.label} : ${f.format(m)} (${f.target}) ${verdict}`);
  }
  for (const c of CAS) console.log(`[bench]   ${c.label} : ${issues.get(c.cle)}`);
}
