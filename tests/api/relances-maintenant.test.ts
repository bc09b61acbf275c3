import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { fetchDocument, pdfText, seedDossier } from "../support/quitances";
import { runScheduled } from "../../worker/jobs/scheduled";
import { keepForReview } from "../support/pdf";

// Issue 42 item 5, "Relancer maintenant": staff remind one tenant now of the dossier's unpaid terms at the stage
// they choose, preview the letters, then send them by e-mail (outbox) or download the letter. Recorded like the
// daily job's reminder: the job does not send that stage again.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-12-10T08:00:00Z" });
});
afterAll(() => t.close());

const runAt = (day: string) =>
  runScheduled({ ...t.ports, clock: { now: () => new Date(`${day}T09:00:00Z`) } });
let n = 0;
const mailsTo = (to: string) => t.sent.filter((m) => m.to === to && !m.subject.startsWith("Avis"));

/** A dossier with its November and December terms unpaid (970,50 € each) and a guarantor with an e-mail. */
async function dossierImpaye() {
  const mail = `maintenant${++n}@exemple.fr`;
  const s = await seedDossier(t, {
    auto: false,
    locataire: { mail },
    dossier: { jourQuitance: 1 },
  });
  const caution = `garant.${mail}`;
  const c = await t.call("POST", "/api/Caution", "admin", {
    titre: "Monsieur",
    nom: "Garant",
    prenom: "Paul",
    mobile: "0611223344",
    mail: caution,
    DossierId: s.dossier.id,
  });
  expect(c.status).toBe(201);
  const termes = [];
  for (const date of ["2026-11-01", "2026-12-01"]) {
    const q = (await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date }))
      .body;
    expect((await t.call("GET", `/api/Quitance/switchState/false/${q.id}`)).status).toBe(200);
    termes.push(q);
  }
  return { s, termes, mail, caution, id: s.dossier.id as number };
}
const stageOf = async (id: number) => (await t.call("GET", `/api/Quitance/${id}`)).body;

describe("GET /api/Dossier/{id}/relance/apercu?etape=", () => {
  it("shows each stage's letters: the tenant's, and from stage 2 the guarantor's; both terms and their total", async () => {
    const d = await dossierImpaye();
    const r1 = await t.call("GET", `/api/Dossier/${d.id}/relance/apercu?etape=1`, "user");
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body).toMatchObject({
      etape: 1,
      libelle: "Relance amiable",
      total: 1941,
      pieceJointe: null,
      envoiParMail: true,
      termes: [
        { QuitanceId: d.termes[0].id, du: "2026-11-01", au: "2026-11-30", reste: 970.5 },
        { QuitanceId: d.termes[1].id, du: "2026-12-01", au: "2026-12-31", reste: 970.5 },
      ],
    });
    expect(r1.body.lettres).toHaveLength(1);
    expect(r1.body.lettres[0]).toMatchObject({
      destinataire: "locataire",
      mail: d.mail,
      objet: "Rappel : loyer impayé du 01/11/2026 au 31/12/2026",
    });
    expect(r1.body.lettres[0].texte).toContain(
      "les loyers des périodes du 01/11/2026 au 30/11/2026, du 01/12/2026 au 31/12/2026",
    );
    expect(r1.body.lettres[0].texte).toContain("1\u00a0941,00\u00a0€ restent dus");
    expect(r1.body.lettres[0].texte).toContain("aucun frais de relance");

    const r3 = await t.call("GET", `/api/Dossier/${d.id}/relance/apercu?etape=3`, "user");
    expect(r3.body).toMatchObject({
      libelle: "Mise en demeure",
      pieceJointe: "Mise en demeure de payer",
    });
    expect(r3.body.delai).toBe("2026-12-18");
    expect(r3.body.lettres.map((l: { mail: string }) => l.mail)).toEqual([d.mail, d.caution]);
    expect(r3.body.lettres[1].texte).toContain("Bonjour Monsieur Paul Garant");
  });

  it("400 for a stage that does not exist, 404 for an unknown dossier, 409 when nothing is unpaid", async () => {
    const d = await dossierImpaye();
    for (const etape of ["4", "", "deux"]) {
      const r = await t.call("GET", `/api/Dossier/${d.id}/relance/apercu?etape=${etape}`, "user");
      expect(r.status).toBe(400);
      expect(r.body.error.fields.etape).toMatch(/^(Choisissez l'étape|Ce champ)/);
    }
    expect((await t.call("GET", "/api/Dossier/999999/relance/apercu?etape=1", "user")).status).toBe(
      404,
    );
    const paye = await seedDossier(t, { auto: false });
    const r = await t.call("GET", `/api/Dossier/${paye.dossier.id}/relance/apercu?etape=1`, "user");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Ce dossier n'a aucun loyer impayé : il n'y a rien à relancer.",
    );
  });
});

describe("POST /api/Dossier/{id}/relancer", () => {
  it("sends the chosen stage now by e-mail, records it on the terms, and the daily job does not send it again", async () => {
    const d = await dossierImpaye();
    const r = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 2,
      envoi: "email",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ etape: 2, envoi: "email", termes: 2, envois: 2, envoyes: 2 });
    expect(mailsTo(d.mail).map((m) => m.subject)).toEqual([
      "Deuxième relance : loyer impayé du 01/11/2026 au 31/12/2026",
    ]);
    expect(mailsTo(d.caution)).toHaveLength(1);
    for (const q of d.termes)
      expect(await stageOf(q.id)).toMatchObject({ etapeRelance: 2, relance: true, nbRelances: 1 });
    // In the outbox like the job's reminders, on the dossier's oldest unpaid term.
    const outbox = (await t.call("GET", "/api/Outbox", "admin")).body.data;
    const row = outbox.find((o: { to: string }) => o.to === d.mail);
    expect(row).toMatchObject({ status: "sent", QuitanceId: d.termes[0].id });

    // A double click the same day sends nothing more, and counts nothing more.
    const again = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 2,
      envoi: "email",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      "Cette étape a déjà été envoyée aujourd'hui pour ce dossier : elle ne part qu'une fois par jour.",
    );
    expect(mailsTo(d.mail)).toHaveLength(1);
    expect(await stageOf(d.termes[0].id)).toMatchObject({ nbRelances: 1 });

    // The job on the 16th: December's stage 2 (D+15) is done, so nothing for it; November is at D+45, so only its
    // formal notice (stage 3) leaves.
    await runAt("2026-12-16");
    expect(mailsTo(d.mail).map((m) => m.subject)).toEqual([
      "Deuxième relance : loyer impayé du 01/11/2026 au 31/12/2026",
      "Mise en demeure de payer : loyer impayé du 01/11/2026 au 30/11/2026",
    ]);
    // A lower stage chosen by hand never lowers the recorded one.
    await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", { etape: 1, envoi: "email" });
    expect(await stageOf(d.termes[1].id)).toMatchObject({ etapeRelance: 2, nbRelances: 2 });
  });

  it("downloads the letter instead (stage 1 or 2: the reminder; stage 3: the formal notice), recorded the same", async () => {
    const d = await dossierImpaye();
    const r = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 1,
      envoi: "telechargement",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ etape: 1, envoi: "telechargement", termes: 2 });
    expect(r.body.generated).toMatch(/^\/files\//);
    const bytes = await fetchDocument(t, r.body.generated);
    keepForReview("lettre-relance", bytes);
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain("Relance amiable");
    expect(text).toContain("Objet : Rappel : loyer impayé du 01/11/2026 au 31/12/2026");
    expect(text).toContain("1 941,00 € restent dus");
    expect(mailsTo(d.mail)).toHaveLength(0);
    expect(await stageOf(d.termes[0].id)).toMatchObject({ etapeRelance: 1 });

    const notice = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 3,
      envoi: "telechargement",
    });
    const pdf = pdfText(await fetchDocument(t, notice.body.generated)).replace(/\s+/g, " ");
    expect(pdf).toContain("Mise en demeure de payer");
    expect(pdf).toContain("Total restant dû");
  });

  it("409 in French when the tenant has no e-mail (the letter can still be downloaded) or nothing is unpaid; 400 for a bad body", async () => {
    const d = await dossierImpaye();
    await t.db.run(sql`UPDATE "Locataire" SET "mail" = '' WHERE "id" = ${d.s.locataire.id}`);
    const r = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 1,
      envoi: "email",
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Le locataire n'a pas d'adresse e-mail : téléchargez la lettre pour l'envoyer par courrier.",
    );
    expect(await stageOf(d.termes[0].id)).toMatchObject({ etapeRelance: 0 });
    const apercu = await t.call("GET", `/api/Dossier/${d.id}/relance/apercu?etape=1`, "user");
    expect(apercu.body.envoiParMail).toBe(false);
    const dl = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 1,
      envoi: "telechargement",
    });
    expect(dl.status).toBe(200);

    const bad = await t.call("POST", `/api/Dossier/${d.id}/relancer`, "user", {
      etape: 0,
      envoi: "pigeon",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      etape:
        "Choisissez l'étape : 1 (relance amiable), 2 (deuxième relance) ou 3 (mise en demeure).",
      envoi: "Choisissez l'envoi : « email » ou « telechargement ».",
    });
    const paye = await seedDossier(t, { auto: false });
    const none = await t.call("POST", `/api/Dossier/${paye.dossier.id}/relancer`, "user", {
      etape: 1,
      envoi: "telechargement",
    });
    expect(none.status).toBe(409);
    expect(
      (await t.call("POST", "/api/Dossier/999999/relancer", "user", { etape: 1, envoi: "email" }))
        .status,
    ).toBe(404);
  });
});
