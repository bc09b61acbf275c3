import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { PDF, PNG, expectError, expectFieldError } from "../../support/http";
import { insertAppartement, insertClient } from "../../support/factories";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { JPEG, locataireAvecBail, objets, photo } from "../../support/demandes";

// Issue 62, item 5: a tenant's request with photos (sniffed by their bytes, 5 at most, 10 MB each), staff's list
// « Demandes », its state and replies (the author e-mailed), an owner's messages; each space sees its own only.

let t: TestApp;
let lea: Awaited<ReturnType<typeof locataireAvecBail>>;
let paul: Awaited<ReturnType<typeof locataireAvecBail>>;
beforeAll(async () => {
  t = await makeTestApp();
  lea = await locataireAvecBail(t, "lea@example.fr");
  paul = await locataireAvecBail(t, "paul@example.fr");
});
afterAll(() => t.close());

type Piece = { bytes: Uint8Array; name: string; type: string };
function demande(objet: string, texte: string, photos: Piece[] = []) {
  const f = new FormData();
  f.append("objet", objet);
  f.append("texte", texte);
  for (const p of photos)
    f.append("photos", new File([p.bytes as BlobPart], p.name, { type: p.type }));
  return f;
}
const count = async (table: string) =>
  Number((await t.client.execute(`select count(*) n from "${table}"`)).rows[0]?.n);

describe("POST /api/espace/locataire/demandes", () => {
  it("enregistre la demande et ses photos sur le bail du locataire, avec des liens signés", async () => {
    const r = await appelEspace(
      t,
      lea.token,
      "POST",
      "/api/espace/locataire/demandes",
      demande("Fuite sous l'évier", "L'eau coule depuis ce matin.", [
        // A right-to-left override typed in the name (issue 75 item 5): « evier », U+202E, « gnp.exe.png ».
        photo("evier\u202Egnp.exe.png"),
        photo("joint.jpg", JPEG, "image/jpeg"),
      ]),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.photos.map((p: { nom: string }) => p.nom)).toEqual([
      "eviergnp.exe.png",
      "joint.jpg",
    ]);
    expect(r.body).toMatchObject({
      espace: "locataire",
      objet: "Fuite sous l'évier",
      statut: "nouvelle",
      LocataireId: lea.locataire.id,
      DossierId: lea.dossier.id,
      AppartementId: lea.dossier.AppartementId,
      auteur: "Léa Martin",
      reponses: [],
    });
    expect(r.body.logement).toMatch(/8 boulevard Voltaire, 75011 Paris/);
    expect(r.body.photos.map((p: { type: string }) => p.type)).toEqual(["image/png", "image/jpeg"]);
    // The signed link opens the photo with no session at all (an <img> in the space, a phone's browser).
    const url = r.body.photos[0].url as string;
    expect(url).toMatch(/^\/files\/demandes\/.+\?exp=\d+&sig=[\w-]{43}&s=[\w-]+$/);
    const img = await t.app.request(url);
    expect(img.status).toBe(200);
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG);
    expect(img.headers.get("content-disposition")).toMatch(
      /^inline; filename="eviergnp\.exe\.png"/,
    );
    // The journal names the tenant, from their space.
    const journal = await t.client.execute({
      sql: `select "userEmail" from "Journal" where "resource" = 'Demande' and "resourceId" = ? and "action" = 'create'`,
      args: [String(r.body.id)],
    });
    expect(journal.rows.map((x) => x.userEmail)).toEqual(["lea@example.fr (espace locataire)"]);
    // A tampered link opens nothing.
    expect((await t.app.request(url.replace(/sig=[\w-]+/, `sig=${"A".repeat(43)}`))).status).toBe(
      403,
    );
  });

  it("refuse un fichier texte nommé .jpg et un PDF nommé .png (415), sans rien garder", async () => {
    const avant = [
      await count("Demande"),
      await count("DemandePhoto"),
      (await objets(t, "demandes")).length,
    ];
    const texte = new TextEncoder().encode("ceci n'est pas une image, juste du texte");
    for (const p of [
      photo("photo.jpg", texte, "image/jpeg"),
      photo("scan.png", PDF, "image/png"),
    ]) {
      const r = await appelEspace(
        t,
        lea.token,
        "POST",
        "/api/espace/locataire/demandes",
        demande("Panne", "Le chauffe-eau", [photo(), p]),
      );
      expectError(r, 415);
      expect(r.body.error.message).toMatch(/n'est pas une photo/);
    }
    expect([
      await count("Demande"),
      await count("DemandePhoto"),
      (await objets(t, "demandes")).length,
    ]).toEqual(avant);
  });

  it("refuse une sixième photo (400) et une photo de plus de 10 Mo (413)", async () => {
    const six = await appelEspace(
      t,
      lea.token,
      "POST",
      "/api/espace/locataire/demandes",
      demande(
        "Panne",
        "Six photos",
        Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`)),
      ),
    );
    expect(expectFieldError(six, "photos")).toMatch(/5 photos/);
    const grosse = new Uint8Array(10 * 1024 * 1024 + 1);
    grosse.set(PNG);
    const r = await appelEspace(
      t,
      lea.token,
      "POST",
      "/api/espace/locataire/demandes",
      demande("Panne", "Une grosse photo", [photo("grosse.png", grosse)]),
    );
    expectError(r, 413);
    expect(r.body.error.message).toMatch(/10 Mo/);
  });

  it("demande un objet et un texte (400 en français), et garde les photos hors du magasin", async () => {
    const avant = (await objets(t, "demandes")).length;
    const r = await appelEspace(
      t,
      lea.token,
      "POST",
      "/api/espace/locataire/demandes",
      demande(" ", "", [photo()]),
    );
    expect(expectFieldError(r, "objet")).toBe("Ce champ est obligatoire.");
    expect(r.body.error.fields.texte).toBe("Ce champ est obligatoire.");
    const long = await appelEspace(
      t,
      lea.token,
      "POST",
      "/api/espace/locataire/demandes",
      demande("x".repeat(201), "ok"),
    );
    expect(expectFieldError(long, "objet")).toMatch(/200 caractères/);
    expect((await objets(t, "demandes")).length).toBe(avant);
  });
});

describe("chaque espace ne voit que ses demandes", () => {
  it("liste les demandes du locataire seulement ; le personnel les voit toutes", async () => {
    await appelEspace(
      t,
      paul.token,
      "POST",
      "/api/espace/locataire/demandes",
      demande("Clés", "Double des clés ?"),
    );
    const deLea = await appelEspace(t, lea.token, "GET", "/api/espace/locataire/demandes");
    expect(deLea.status).toBe(200);
    expect(deLea.body.data.map((d: { objet: string }) => d.objet)).toEqual(["Fuite sous l'évier"]);
    const dePaul = await appelEspace(t, paul.token, "GET", "/api/espace/locataire/demandes");
    expect(dePaul.body.data.map((d: { objet: string }) => d.objet)).toEqual(["Clés"]);
    const staff = await t.call("GET", "/api/demandes", "user");
    expect(staff.status).toBe(200);
    // The newest first.
    expect(staff.body.data.map((d: { objet: string }) => d.objet)).toEqual([
      "Clés",
      "Fuite sous l'évier",
    ]);
  });
});

describe("le personnel traite les demandes", () => {
  it("filtre par état, refuse un état inconnu (400), change l'état, répond : l'auteur reçoit un e-mail", async () => {
    expect((await t.call("GET", "/api/demandes?statut=nouvelle", "user")).body.data).toHaveLength(
      2,
    );
    expect(
      expectFieldError(await t.call("GET", "/api/demandes?statut=fermee", "user"), "statut"),
    ).toMatch(/nouvelle/);
    const [clés, fuite] = (await t.call("GET", "/api/demandes", "user")).body.data;
    expect(
      expectFieldError(
        await t.call("PUT", `/api/Demande/${clés.id}`, "user", { statut: "x" }),
        "statut",
      ),
    ).toMatch(/en_cours/);
    const traitee = await t.call("PUT", `/api/Demande/${clés.id}`, "user", { statut: "traitee" });
    expect(traitee.status).toBe(200);
    expect(traitee.body.statut).toBe("traitee");
    expect((await t.call("GET", "/api/demandes?statut=traitee", "user")).body.data).toHaveLength(1);

    expect(
      expectFieldError(
        await t.call("POST", `/api/Demande/${fuite.id}/reponses`, "user", { texte: " " }),
        "texte",
      ),
    ).toBe("Ce champ est obligatoire.");
    const r = await t.call("POST", `/api/Demande/${fuite.id}/reponses`, "user", {
      texte: "Le plombier passe demain à 9 h.",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.statut).toBe("en_cours");
    const parStaff = await t.client.execute({
      sql: `select "userEmail" from "Journal" where "resource" = 'DemandeReponse' and "action" = 'create'`,
    });
    expect(parStaff.rows.map((x) => x.userEmail)).toEqual(["user@agence.test"]);
    expect(r.body.reponses).toMatchObject([
      { texte: "Le plombier passe demain à 9 h.", auteur: "user@agence.test" },
    ]);
    const mails = (
      await t.client.execute(
        `select "to", "subject", "body" from "Outbox" where "dedupeKey" like 'demande-reponse:%'`,
      )
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("lea@example.fr");
    expect(mails[0]?.subject).toBe("Réponse à votre demande : Fuite sous l'évier");
    expect(String(mails[0]?.body)).toMatch(/\/espace/);
    // The tenant reads the reply in the space; the other tenant still sees none of it.
    const deLea = await appelEspace(t, lea.token, "GET", "/api/espace/locataire/demandes");
    expect(deLea.body.data[0]).toMatchObject({
      statut: "en_cours",
      reponses: [{ texte: "Le plombier passe demain à 9 h." }],
    });
    expect(
      JSON.stringify(
        (await appelEspace(t, paul.token, "GET", "/api/espace/locataire/demandes")).body,
      ),
    ).not.toMatch(/plombier/);
    expect((await t.call("GET", `/api/Demande/${fuite.id}`, "user")).body.reponses).toHaveLength(1);
  });

  it("répond 404 à une demande qui n'existe pas", async () => {
    expectError(await t.call("GET", "/api/Demande/999999", "user"), 404);
    expectError(await t.call("PUT", "/api/Demande/999999", "user", { statut: "traitee" }), 404);
    expectError(await t.call("POST", "/api/Demande/999999/reponses", "user", { texte: "?" }), 404);
  });
});

describe("les messages du propriétaire", () => {
  it("écrit à l'agence, sur un de ses lots seulement (404 sinon), et lit ses messages", async () => {
    const client = await insertClient(t, { mailPerso: "proprio@example.fr" });
    const sien = await insertAppartement(t);
    await t.call("PUT", `/api/Appartement/${sien.id}/owner/add/${client.id}`, "user");
    const autre = await insertAppartement(t);
    const { token } = await ouvrirEspace(t, { ClientId: client.id }, "proprio@example.fr");
    const refus = await appelEspace(t, token, "POST", "/api/espace/proprietaire/demandes", {
      objet: "Travaux",
      texte: "Devis ?",
      AppartementId: autre.id,
    });
    expectError(refus, 404);
    expect(
      expectFieldError(
        await appelEspace(t, token, "POST", "/api/espace/proprietaire/demandes", { texte: "x" }),
        "objet",
      ),
    ).toBe("Ce champ est obligatoire.");
    const r = await appelEspace(t, token, "POST", "/api/espace/proprietaire/demandes", {
      objet: "Travaux",
      texte: "Où en est le devis de la toiture ?",
      AppartementId: sien.id,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      espace: "proprietaire",
      ClientId: client.id,
      AppartementId: sien.id,
      LocataireId: null,
    });
    const liste = await appelEspace(t, token, "GET", "/api/espace/proprietaire/demandes");
    expect(liste.body.data.map((d: { objet: string }) => d.objet)).toEqual(["Travaux"]);
    // Tenants see none of it.
    expect(
      JSON.stringify(
        (await appelEspace(t, lea.token, "GET", "/api/espace/locataire/demandes")).body,
      ),
    ).not.toMatch(/toiture/);
    await t.call("POST", `/api/Demande/${r.body.id}/reponses`, "user", {
      texte: "Reçu, nous relançons l'artisan.",
    });
    const mail = (
      await t.client.execute({
        sql: `select "to" from "Outbox" where "subject" like ?`,
        args: ["%Travaux%"],
      })
    ).rows[0];
    expect(mail?.to).toBe("proprio@example.fr");
  });
});
