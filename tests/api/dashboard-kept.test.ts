import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp, JWT_SECRET } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertDossier,
  insertLocataire,
  valid,
} from "../support/factories";
import { backupOf, restoreInto } from "../support/backup-archive";
import { login } from "../support/http";
import { signToken } from "../../worker/auth/token";
import { tableauDeBord, tableauDeBordRecompte } from "../../worker/services/dashboard";
import { same, sameAsRefill } from "../support/dashboard-kept";

// The dashboard's figures kept by the writes (ADR 099) held equal to the plain recount they mirror, after writes of
// every kind that move one, on the days and months after them, and after a restore; and the figures the triggers
// kept equal to those the definition makes again from the rows.
const apps: TestApp[] = [];
/** `vide`: a fresh install's, with the initial admin alone (what a restore needs). */
const app = async (vide = false) => {
  const t = await makeTestApp({ now: "2026-11-21T10:00:00Z", confirme: true, otherRoles: !vide });
  apps.push(t);
  return t;
};
afterEach(() => {
  for (const t of apps.splice(0)) t.close();
});

const moveTo = async (t: TestApp, iso: string) => {
  t.setNow(iso);
  t.tokens.admin = await signToken(t.ids.admin, JWT_SECRET, false, new Date(iso));
};

/** Every kind of write that moves a figure, each followed by the check. */
async function scenario(t: TestApp) {
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await t.call(method, path, "admin", body);
    expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body;
  };
  await same(t, "vide");
  const vacant = await insertAppartement(t, { adresse: "1 rue Vacante" });
  const travaux = await insertAppartement(t, { wip: true });
  await same(t, "appartements créés");
  const d1 = await insertDossier(t, {
    dateEntree: "2026-01-01",
    dateCreationBail: "2026-01-01",
    dateDebutBail: "2026-01-01",
  });
  const d2 = await insertDossier(t, {
    dateEntree: "2025-06-01",
    dateCreationBail: "2025-06-01",
    dateDebutBail: "2025-06-01",
    dateFinBail: "2027-01-31",
    dateDebutPreavis: "2026-10-31",
    dateFinPreavis: "2027-01-31",
  });
  expect((await same(t, "baux créés")).preavisOuVacants.map((r) => r.preavis)).toContain(
    "En préavis",
  );
  // Terms: one a month, some paid, one partly, one reversed.
  const termes = [];
  for (const date of ["2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"])
    termes.push(await ok("POST", `/api/Quitance/generate/${d1.id}`, { date }));
  await ok("POST", `/api/Quitance/generate/${d2.id}`, { date: "2026-11-01" });
  await same(t, "quittances");
  const paye = await ok("POST", `/api/Dossier/${d1.id}/paiements`, {
    montant: 970.5,
    date: "2026-09-05",
    mode: "Virement",
    QuitanceId: termes[1].id,
  });
  await ok("POST", `/api/Dossier/${d1.id}/paiements`, {
    montant: 300.25,
    date: "2026-10-07",
    mode: "Virement",
    QuitanceId: termes[2].id,
  });
  await same(t, "paiements");
  await ok("POST", `/api/Paiement/${paye.paiement.id}/annuler`, { motif: "Virement rejeté" });
  await same(t, "paiement annulé");
  // Caretaking: covering today, starting tomorrow, ending in the month; an expense; a mandate.
  await create(t, "Intendance", {
    ...valid.Intendance(vacant.id),
    dateDepart: "2026-11-01",
    dateFin: "2026-11-25",
  });
  const demain = await create(t, "Intendance", {
    ...valid.Intendance(travaux.id),
    dateDepart: "2026-11-22",
    dateFin: "2027-11-21",
  });
  await create(t, "Intendance", {
    nature: "depense",
    intitule: "Serrurier",
    montant: 90,
    numFacture: "F-2",
  });
  await same(t, "intendances");
  await ok("PUT", `/api/Intendance/${demain.id}`, { renouvele: true, dateFin: "2026-12-01" });
  await same(t, "intendance renouvelée");
  const mandat = await ok("POST", "/api/Mission", {
    type: "Mandat de gestion",
    nbAppart: 1,
    honorairesGestionHT: 6,
  });
  await ok("PUT", `/api/Mission/${mandat.id}/appartement/add/${d1.AppartementId}`);
  await same(t, "mandat de gestion");
  await ok("PUT", `/api/Mission/${mandat.id}`, { type: "Mandat de location" });
  await same(t, "mandat changé de type");
  await ok("PUT", `/api/Appartement/${vacant.id}`, { adresse: "3 rue Neuve" });
  expect((await same(t, "adresse changée")).preavisOuVacants).toContainEqual(
    expect.objectContaining({ id: vacant.id, adresse: "3 rue Neuve" }),
  );
  await ok("PUT", `/api/Appartement/${travaux.id}`, { wip: false });
  await same(t, "travaux finis");
  // A lease closed: its keys back, its deposit to pay back, then paid back.
  await ok("PUT", `/api/Dossier/${d2.id}`, {
    dateFinBail: "2026-09-20",
    dateRestitutionCles: "2026-09-20",
  });
  expect((await same(t, "bail clos")).depotsARestituer).toHaveLength(1);
  await ok("PUT", `/api/Dossier/${d2.id}/restitutionDepot`, {
    deductions: [],
    dateRestitution: "2026-11-20",
  });
  expect((await same(t, "dépôt rendu")).depotsARestituer).toHaveLength(0);
  // An apartment archived, then restored.
  const seul = await insertAppartement(t);
  await ok("POST", `/api/Appartement/${seul.id}/archiver`);
  await same(t, "appartement archivé");
  await ok("POST", `/api/Appartement/${seul.id}/restaurer`);
  await same(t, "appartement restauré", [{ page: 2, taille: 1, offset: 1 }]);
  return { d1, d2, mandat: mandat as { id: number } };
}

describe("le tableau de bord tenu par les écritures (ADR 099)", () => {
  it("après chaque sorte d'écriture, les chiffres tenus sont ceux du recomptage ; ceux des déclencheurs, ceux du remplissage", async () => {
    const t = await app();
    await scenario(t);
    await sameAsRefill(t);
  });

  it("des lignes effacées en SQL, les liens effacés en cascade (gardes de l'argent levées pour l'essai) : tenus comme recomptés", async () => {
    const t = await app();
    const { d1, d2, mandat } = await scenario(t);
    // The database refuses to delete money's history (migrations' guards); a restore or an import's undo deletes
    // rows without it. Lifted here so that every cascade runs through the kept figures' triggers.
    for (const guard of [
      "Ecriture_sans_suppression",
      "Paiement_sans_suppression",
      "Appartement_historique_argent",
      "Dossier_historique_argent",
    ])
      await t.client.execute(`drop trigger "${guard}"`);
    // The mandate's link to its apartment (the mission itself is named by other rows).
    await t.client.execute({
      sql: `delete from "MissionAppartement" where "MissionId" = ?`,
      args: [mandat.id],
    });
    await same(t, "mandat détaché");
    // A lease with a reversed payment: its terms, payments and entries go with it (ON DELETE CASCADE), the
    // reversal's entry with its payment, before any AFTER trigger.
    await t.client.execute({ sql: `delete from "Dossier" where "id" = ?`, args: [d1.id] });
    await same(t, "bail effacé avec ses paiements");
    await t.client.execute({ sql: `delete from "Dossier" where "id" = ?`, args: [d2.id] });
    await same(t, "bail en préavis effacé");
    await t.client.execute({
      sql: `delete from "Appartement" where "id" = ?`,
      args: [d2.AppartementId],
    });
    await same(t, "appartement effacé, ses intendances avec lui");
    await sameAsRefill(t);
  });

  it("les jours et les mois suivants (l'horloge seule) : les chiffres du jour, sans écriture", async () => {
    const t = await app();
    await scenario(t);
    // Every day of the next 100 (month changes, the end of a notice, a mission's last day, the buckets' ages).
    for (let i = 1; i <= 100; i++) {
      const day = new Date(Date.parse("2026-11-21T10:00:00Z") + i * 86_400_000).toISOString();
      await moveTo(t, day);
      const kept = await tableauDeBord(t.ports);
      expect(kept, day).toEqual(await tableauDeBordRecompte(t.ports));
      // The list's second row alone: its page read from the kept periods, in the apartments' order (ADR 126).
      const deuxieme = { page: 2, taille: 1, offset: 1 };
      expect(await tableauDeBord(t.ports, deuxieme), day).toEqual(
        await tableauDeBordRecompte(t.ports, deuxieme),
      );
    }
  });

  it("une sauvegarde restaurée dans une instance vide : les mêmes chiffres, tenus comme recomptés", async () => {
    const source = await app();
    await scenario(source);
    const attendu = await tableauDeBord(source.ports);
    const { zip } = await backupOf(source);
    const target = await app(true);
    const r = await restoreInto(target, zip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The accounts are the backup's: its admin signs in again.
    target.tokens.admin = (
      await login(target, "admin@agence.test", "admin-secret")
    ).body.user.token;
    expect(await same(target, "restauré")).toEqual(attendu);
    await sameAsRefill(target);
    // And the restored instance goes on: a write there moves its figures as anywhere.
    const l = await insertLocataire(target);
    const a = await insertAppartement(target);
    await create(target, "Dossier", valid.Dossier(a.id, l.id));
    await same(target, "après la restauration, un bail");
  });
});
