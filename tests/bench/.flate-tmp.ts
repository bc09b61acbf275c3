import { zlibSync } from "fflate";
import pako from "pako";
import { PDFDocument } from "pdf-lib";
import { quittancePdf } from "../../worker/documents/quittance";
import { AGENCE_PAR_DEFAUT } from "../../worker/lib/agence";
const sizes: number[] = []; let t = 0; let tp = 0; const inputs: Uint8Array[] = [];
const orig = Object.getOwnPropertyDescriptor(PDFDocument.prototype, "save")!.value;
PDFDocument.prototype.save = function (this: PDFDocument, o: unknown) {
  const ctx = this.context; const f = ctx.flateStream.bind(ctx);
  ctx.flateStream = (c: any, d?: any) => { const a = typeof c === "string" ? new TextEncoder().encode(c) : c; inputs.push(a); sizes.push(a.length); const t0 = performance.now(); const r = f(c, d); t += performance.now() - t0; return r; };
  return orig.call(this, o);
};
const ctx = { agence: { ...AGENCE_PAR_DEFAUT, nom: "Agence" }, date: "2026-11-23" };
for (let i = 0; i < 100; i++) await quittancePdf({ type: "quittance", numero: "1", bailleurs: [{ nom: `Jean Dupont ${i}`, adresse: "x" }], mandataire: false, locataires: ["Léa"], adresseLocal: "1 rue", du: "2026-10-01", au: "2026-10-31", loyerHC: 1000, charges: 10, montantRegle: null, dateReglement: "2026-10-05" } as never, ctx as never);
console.log("calls", sizes.length, "avg in", sizes.reduce((a, b) => a + b, 0) / sizes.length, "fflate ms/doc", t / 100);
for (const lvl of [1, 3, 6, 9]) { const t0 = performance.now(); let out = 0; for (const x of inputs.slice(-100)) out += zlibSync(x, { level: lvl as 6 }).length; console.log("lvl", lvl, ((performance.now() - t0) / 50).toFixed(2), "ms/doc", (out / 50 / 1024).toFixed(1), "kB/doc"); }
{ const t0 = performance.now(); let out = 0; for (const x of inputs.slice(-100)) out += pako.deflate(x).length; console.log("pako", ((performance.now() - t0) / 50).toFixed(2), "ms/doc", (out / 50 / 1024).toFixed(1), "kB/doc"); }
console.log("--- careful");
const xs = inputs.slice(-200);
for (let round = 0; round < 3; round++) for (const lvl of [1, 2, 3, 4, 6]) { const t0 = performance.now(); let out = 0; for (let k = 0; k < 5; k++) for (const x of xs) out += zlibSync(x, { level: lvl as 6 }).length; console.log("round", round, "lvl", lvl, ((performance.now() - t0) / 250).toFixed(3), "ms/doc", (out / 250 / 1024).toFixed(2), "kB/doc"); }
console.log("sizes", xs.slice(0, 8).map((x) => x.length).join(" "));
