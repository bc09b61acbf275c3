// The dashboard's figures kept by the writes (ADR 099) on the edge: after writes of every kind that move one, the
// answer of GET /api/dashboard (one round trip, as before) equals the plain recount, run by the test on the
// instance's own database over libSQL's HTTP; and after a restore into an empty instance. The days and months that
// pass without a write are tests/api/dashboard-kept.test.ts's (a clock of the test's own).
import { expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { valid } from "../support/factories";
import { freshInstance, type Instance, jsonOf as json, scopedBucket } from "./instance";
import { recompte, same } from "./tableau-recompte";

it("edge: after every kind of write, the kept dashboard is the recount, in one round trip; restored, the same", async () => {
  const files = scopedBucket(env.FILES);
  const edge = await freshInstance(files);
  const signIn = async (i: Instance) => {
    await i.login();
    expect((await i.call("GET", "/api/dashboard")).status).toBe(200);
  };
  await signIn(edge);
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await edge.call(method, path, body);
    expect(res.status, `${method} ${path} ${await res.clone().text()}`).toBeLessThan(300);
    return res.status === 204 ? undefined : ((await res.json()) as any);
  };
  const { jour } = await same(edge, "vide");
  const mois = jour.slice(0, 7);
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const vacant = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      dateFinBail: "2099-12-31",
      dateDebutPreavis: jour,
      dateFinPreavis: "2099-12-31",
    }),
    201,
  );
  await same(edge, "bail en préavis, appartement vacant");
  // Issue 72: the table's pages, each in one round trip, the second holding the apartment the first left out.
  const [premiere, seconde] = [
    await same(edge, "page 1 d'une ligne", { page: 1, taille: 1 }),
    await same(edge, "page 2 d'une ligne", { page: 2, taille: 1 }),
  ] as any[];
  expect(premiere.preavisOuVacantsPage).toEqual({ page: 1, taille: 1, total: 2 });
  expect([...premiere.preavisOuVacants, ...seconde.preavisOuVacants].map((r: any) => r.id)).toEqual(
    [a.id, vacant.id],
  );
  const terme = await ok("POST", `/api/Quitance/generate/${d.id}`, { date: `${mois}-01` });
  await same(edge, "quittance");
  const { paiement } = await ok("POST", `/api/Dossier/${d.id}/paiements`, {
    montant: "500,00",
    date: jour,
    mode: "Virement",
    QuitanceId: terme.id,
  });
  await same(edge, "paiement");
  await edge.confirm();
  await ok("POST", `/api/Paiement/${paiement.id}/annuler`, { motif: "Virement rejeté" });
  await same(edge, "paiement annulé");
  await ok("POST", "/api/Intendance", {
    ...valid.Intendance(vacant.id),
    dateDepart: jour,
    dateFin: "2099-12-31",
  });
  await same(edge, "intendance");
  await ok("PUT", `/api/Appartement/${vacant.id}`, { wip: true });
  await same(edge, "travaux");
  await ok("POST", `/api/Appartement/${vacant.id}/archiver`);
  await same(edge, "archivé");
  await ok("POST", `/api/Appartement/${vacant.id}/restaurer`);
  await same(edge, "restauré");
  await ok("PUT", `/api/Dossier/${d.id}`, { dateFinBail: jour, dateRestitutionCles: jour });
  await same(edge, "bail clos, clés rendues");

  // A backup restored into an empty instance: the same figures, kept as they are recounted.
  await edge.confirm();
  const res = await edge.call("GET", "/api/sauvegarde");
  expect(res.status).toBe(200);
  const zip = new Uint8Array(await res.arrayBuffer());
  const attendu = await recompte(edge);
  const target = await freshInstance(files);
  await signIn(target);
  const restored = await target.send("POST", "/api/sauvegarde/restaurer", zip as BodyInit, {
    "Content-Type": "application/zip",
  });
  expect(restored.status, await restored.clone().text()).toBe(200);
  await signIn(target);
  expect(await same(target, "sauvegarde restaurée")).toEqual(JSON.parse(JSON.stringify(attendu)));
});
