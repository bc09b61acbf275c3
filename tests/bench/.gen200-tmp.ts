// 200 receipts by the generator alone (CPU ms each), for --cpu-prof.
import { quittancePdf } from "/work/wt/speed/worker/documents/quittance";
import { AGENCE_PAR_DEFAUT } from "/work/wt/speed/worker/lib/agence";
const N = Number(process.env.N ?? 200);
const ctx = { agence: { ...AGENCE_PAR_DEFAUT, nom: "Agence Nguyễn & Fils", adresse: "12 rue de la République, 75011 Paris", siret: "12345678900012", carteProfessionnelle: "CPI 7501 2026 000 000 001" }, date: "2026-11-23" };
const data = (i: number) => ({
  type: (["quittance", "avis", "recu"] as const)[i % 3],
  numero: `202610-${String(i).padStart(4, "0")}`,
  bailleurs: [{ nom: `Monsieur Jean-Pierre Dupont ${i}`, adresse: "3 avenue Foch, 75116 Paris" }],
  mandataire: i % 2 === 0,
  locataires: [`Madame Léa Nguyễn-Béranger ${i}`],
  adresseLocal: `${i} rue de la Paix, 75002 Paris`,
  du: "2026-10-01", au: "2026-10-31",
  loyerHC: 85000 + i, charges: 9000,
  montantRegle: i % 3 === 2 ? 40000 : null, dateReglement: "2026-10-05",
  soldeAnterieur: 0, referencePaiement: "LOY-ABC123",
});
const out: number[] = [];
let bytes = 0;
const t0 = process.cpuUsage();
for (let i = 0; i < N; i++) {
  const c = process.cpuUsage();
  const pdf = await quittancePdf(data(i) as never, ctx as never);
  bytes += pdf.length;
  const u = process.cpuUsage(c);
  out.push((u.user + u.system) / 1000);
}
const all = process.cpuUsage(t0);
const s = out.slice(20).sort((a, b) => a - b);
console.log(`first ${out[0]!.toFixed(1)} ms; after 20: p50 ${s[Math.floor(s.length / 2)]!.toFixed(2)} ms, mean ${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(2)} ms; total ${((all.user + all.system) / 1000).toFixed(0)} ms; avg size ${(bytes / N / 1024).toFixed(1)} kB`);
