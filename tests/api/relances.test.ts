import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { pdfText, seedDossier } from "../support/quitances";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 20, reminders in stages: the daily job writes to the tenant of an unpaid term at D+5, D+15 (guarantors in
// copy) and D+30 (formal notice attached) after its due day, each stage once, through the outbox; never for a paid
// term or one of unknown status; no fee ever. The stages' days are admin settings.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-12-01T08:00:00Z" });
});
afterAll(() => t.close());

// The job runs on its own clock (the API's stays put: moving it weeks ahead would expire the test sessions).
const runAt = (day: string) =>
  runScheduled({ ...t.ports, clock: { now: () => new Date(`${day}T09:00:00Z`) } });
let n = 0;
const uniqueMail = () => `relance${++n}@exemple.fr`;
const mailsTo = (to: string) => t.sent.filter((m) => m.to === to && !m.subject.startsWith("Avis"));

/** A dossier (no automatic receipts) whose December term is due on the 1st, with a guarantor. */
async function termeImpaye(
  o: { etat?: "impaye" | "partiel" | "paye" | "inconnu"; date?: string; caution?: boolean } = {},
) {
  const mail = uniqueMail();
  const s = await seedDossier(t, {
    auto: false,
    locataire: { mail },
    dossier: { jourQuitance: 1 },
  });
  const caution = `garant.${mail}`;
  if (o.caution !== false)
    expect(
      (
        await t.call("POST", "/api/Caution", "admin", {
          titre: "Monsieur",
          nom: "Garant",
          prenom: "Paul",
          mobile: "0611223344",
          mail: caution,
          DossierId: s.dossier.id,
        })
      ).status,
    ).toBe(201);
  const q = (
    await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
      date: o.date ?? "2026-12-01",
    })
  ).body;
  const etat = o.etat ?? "impaye";
  if (etat === "impaye")
    expect((await t.call("GET", `/api/Quitance/switchState/false/${q.id}`)).status).toBe(200);
  if (etat === "paye")
    expect((await t.call("GET", `/api/Quitance/switchState/true/${q.id}`)).status).toBe(200);
  if (etat === "partiel")
    expect(
      (
        await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
          montant: 400,
          date: "2026-12-01",
          mode: "Virement",
          QuitanceId: q.id,
        })
      ).status,
    ).toBe(201);
  return { s, q, mail, caution };
}
const stageOf = async (id: number) => (await t.call("GET", `/api/Quitance/${id}`)).body;

describe("the daily reminder stages", () => {
  it("stage 1 at D+5 (not before) to the tenant only, stage 2 at D+15 with the guarantor, stage 3 at D+30 with the notice attached", async () => {
    const { q, mail, caution } = await termeImpaye();
    await runAt("2026-12-05");
    expect(mailsTo(mail)).toHaveLength(0);

    const r1 = await runAt("2026-12-06");
    expect(r1.relances.relancees).toBeGreaterThanOrEqual(1);
    expect(mailsTo(mail)).toHaveLength(1);
    const [first] = mailsTo(mail);
    expect(first!.subject).toBe("Rappel : loyer impayé du 01/12/2026 au 31/12/2026");
    expect(first!.text).toContain("970,50");
    expect(first!.text).toContain(
      "aucun frais de relance ne peut être mis à la charge du locataire",
    );
    expect(first!.attachments ?? []).toHaveLength(0);
    expect(mailsTo(caution)).toHaveLength(0);
    expect(await stageOf(q.id)).toMatchObject({ etapeRelance: 1, relance: true, nbRelances: 1 });

    await runAt("2026-12-15");
    expect(mailsTo(mail)).toHaveLength(1);
    await runAt("2026-12-16");
    expect(mailsTo(mail).map((m) => m.subject)).toEqual([
      first!.subject,
      "Deuxième relance : loyer impayé du 01/12/2026 au 31/12/2026",
    ]);
    expect(mailsTo(caution)).toHaveLength(1);
    expect(mailsTo(caution)[0]!.text).toContain("Bonjour Monsieur Paul Garant");
    expect(mailsTo(caution)[0]!.text).toContain("Vous vous êtes porté(e) caution de");

    await runAt("2026-12-31");
    const third = mailsTo(mail)[2]!;
    expect(third.subject).toBe(
      "Mise en demeure de payer : loyer impayé du 01/12/2026 au 31/12/2026",
    );
    expect(third.text).toContain("au plus tard le 08/01/2027");
    expect(third.attachments).toHaveLength(1);
    expect(third.attachments![0]!.filename).toBe("Mise en demeure - Léa Martin.pdf");
    const notice = pdfText(third.attachments![0]!.content as Uint8Array).replace(/\s+/g, " ");
    expect(notice).toContain("Mise en demeure de payer");
    expect(notice).toContain("du 01/12/2026 au 31/12/2026 970,50 € 0,00 € 970,50 €");
    expect(notice).toContain("Aucun frais de relance");
    expect(mailsTo(caution)).toHaveLength(2);
    expect(mailsTo(caution)[1]!.attachments).toHaveLength(1);
    expect(await stageOf(q.id)).toMatchObject({ etapeRelance: 3, nbRelances: 3 });

    // Nothing more, ever: the stages are done.
    await runAt("2027-01-20");
    expect(mailsTo(mail)).toHaveLength(3);
    for (const m of [...mailsTo(mail), ...mailsTo(caution)])
      expect(m.text).not.toMatch(/frais (de relance )?(de|d'un montant|facturés?) \d/i);
  });

  it("never twice for the same stage, even when two runs go at once", async () => {
    const { mail, caution } = await termeImpaye();
    await Promise.all([runAt("2026-12-17"), runAt("2026-12-17")]);
    await runAt("2026-12-17");
    // 16 days late: only stage 2 (the highest due), once, to the tenant and to the guarantor.
    expect(mailsTo(mail).map((m) => m.subject)).toEqual([
      "Deuxième relance : loyer impayé du 01/12/2026 au 31/12/2026",
    ]);
    expect(mailsTo(caution)).toHaveLength(1);
    const keys = await t.db.all<{ dedupeKey: string }>(
      sql`SELECT "dedupeKey" FROM "Outbox" WHERE "to" = ${mail}`,
    );
    expect(keys.map((k) => k.dedupeKey)).toEqual([
      expect.stringMatching(/^relance-etape:\d+:2:locataire$/),
    ]);
  });

  it("catches up with the highest stage only: a term 40 days late gets the formal notice once", async () => {
    const { q, mail } = await termeImpaye({ date: "2026-11-01" });
    await runAt("2026-12-11");
    expect(mailsTo(mail).map((m) => m.subject)).toEqual([
      "Mise en demeure de payer : loyer impayé du 01/11/2026 au 30/11/2026",
    ]);
    expect(await stageOf(q.id)).toMatchObject({ etapeRelance: 3 });
  });

  it("a partly paid term is reminded of its rest; paid terms and terms of unknown status get nothing", async () => {
    const partiel = await termeImpaye({ etat: "partiel" });
    const paye = await termeImpaye({ etat: "paye" });
    const inconnu = await termeImpaye({ etat: "inconnu" });
    await runAt("2026-12-07");
    expect(mailsTo(partiel.mail)).toHaveLength(1);
    expect(mailsTo(partiel.mail)[0]!.text).toContain("570,50");
    expect(mailsTo(paye.mail)).toHaveLength(0);
    expect(mailsTo(inconnu.mail)).toHaveLength(0);
    expect(await stageOf(paye.q.id)).toMatchObject({ etapeRelance: 0 });
    expect(await stageOf(inconnu.q.id)).toMatchObject({ etapeRelance: 0 });
  });

  it("skips a term whose tenant has no e-mail, and a term paid before its stage", async () => {
    const sans = await termeImpaye();
    await t.db.run(sql`UPDATE "Locataire" SET "mail" = '' WHERE "id" = ${sans.s.locataire.id}`);
    const paid = await termeImpaye();
    await runAt("2026-12-06");
    expect(await stageOf(sans.q.id)).toMatchObject({ etapeRelance: 0 });
    expect(mailsTo(paid.mail)).toHaveLength(1);
    await t.call("POST", `/api/Dossier/${paid.s.dossier.id}/paiements`, "user", {
      montant: 970.5,
      date: "2026-12-01",
      mode: "Chèque",
      QuitanceId: paid.q.id,
    });
    await runAt("2026-12-16");
    expect(mailsTo(paid.mail)).toHaveLength(1);
    expect(mailsTo(paid.caution)).toHaveLength(0);
  });
});

describe("GET / PUT /api/relances/config", () => {
  it("answers the defaults: 5, 15, 30 days", async () => {
    const r = await t.call("GET", "/api/relances/config");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      etapes: [
        { etape: 1, jours: 5, libelle: "Relance amiable", cautions: false },
        { etape: 2, jours: 15, libelle: "Deuxième relance", cautions: true },
        { etape: 3, jours: 30, libelle: "Mise en demeure", cautions: true },
      ],
    });
  });

  it("refuses what is not whole days in 1..365 strictly increasing (400, French field messages)", async () => {
    const put = (body: unknown) => t.call("PUT", "/api/relances/config", "admin", body);
    const jours = "Un nombre entier de jours entre 1 et 365 est attendu.";
    const croissant =
      "Chaque relance doit venir après la précédente : le nombre de jours doit être strictement croissant.";
    expect((await put({ jours1: 0, jours2: 1.5, jours3: 366 })).body.error.fields).toEqual({
      jours1: jours,
      jours2: jours,
      jours3: jours,
    });
    expect((await put({ jours1: 5 })).body.error.fields).toEqual({ jours2: jours, jours3: jours });
    expect((await put({ jours1: 10, jours2: 10, jours3: 9 })).body.error.fields).toEqual({
      jours2: croissant,
      jours3: croissant,
    });
    expect((await put({ jours1: "a", jours2: 2, jours3: 3 })).status).toBe(400);
    expect(
      (await t.call("GET", "/api/relances/config")).body.etapes.map((e: any) => e.jours),
    ).toEqual([5, 15, 30]);
  });

  it("is for admins only (403 for the other roles, 401 anonymous)", async () => {
    for (const role of ["user", "user_delete", "comptable"] as const) {
      expect((await t.call("GET", "/api/relances/config", role)).status).toBe(403);
      expect(
        (await t.call("PUT", "/api/relances/config", role, { jours1: 1, jours2: 2, jours3: 3 }))
          .status,
      ).toBe(403);
    }
    expect((await t.call("GET", "/api/relances/config", null)).status).toBe(401);
  });

  it("the job follows the days set", async () => {
    const r = await t.call("PUT", "/api/relances/config", "admin", {
      jours1: 2,
      jours2: "10",
      jours3: 20,
    });
    expect(r.status).toBe(200);
    expect(r.body.etapes.map((e: any) => e.jours)).toEqual([2, 10, 20]);
    const { mail } = await termeImpaye();
    await runAt("2026-12-02");
    expect(mailsTo(mail)).toHaveLength(0);
    await runAt("2026-12-03");
    expect(mailsTo(mail).map((m) => m.subject)).toEqual([
      "Rappel : loyer impayé du 01/12/2026 au 31/12/2026",
    ]);
    expect(
      (await t.call("PUT", "/api/relances/config", "admin", { jours1: 5, jours2: 15, jours3: 30 }))
        .status,
    ).toBe(200);
  });
});
