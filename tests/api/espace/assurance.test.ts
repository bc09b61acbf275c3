import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { PDF, expectError, expectFieldError, form } from "../../support/http";
import { insertLocataire } from "../../support/factories";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { JPEG, locataireAvecBail, objets } from "../../support/demandes";

// Issue 62, item 5: the tenant sends the home insurance certificate (a PDF or an image, told by its bytes, 10 MB at
// most) and its end date; staff see it on the lease with a signed link.

let t: TestApp;
let lea: Awaited<ReturnType<typeof locataireAvecBail>>;
beforeAll(async () => {
  t = await makeTestApp();
  lea = await locataireAvecBail(t, "lea@example.fr");
});
afterAll(() => t.close());

const envoyer = (champs: Parameters<typeof form>[0], token = lea.token) =>
  appelEspace(t, token, "POST", "/api/espace/locataire/assurance", form(champs));
const fichier = (name: string, bytes: Uint8Array, type = "application/pdf") => ({
  bytes,
  name,
  type,
});

describe("POST /api/espace/locataire/assurance", () => {
  it("reçoit un PDF et sa date (JJ/MM/AAAA) : le bail prend l'assureur et la date, le personnel voit l'attestation", async () => {
    const r = await envoyer({
      file: fichier("attestation.pdf", PDF),
      dateFin: "30/06/2027",
      assureur: "MAIF",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toEqual({ dateFin: "2027-06-30", assureur: "MAIF", nom: "attestation.pdf" });
    const dossier = await t.call("GET", `/api/Dossier/${lea.dossier.id}`, "user");
    expect(dossier.body).toMatchObject({
      assuranceDateFin: "2027-06-30",
      assuranceAssureur: "MAIF",
    });
    const liste = await t.call("GET", `/api/Dossier/${lea.dossier.id}/assurances`, "user");
    expect(liste.status).toBe(200);
    expect(liste.body.data).toMatchObject([
      {
        dateFin: "2027-06-30",
        assureur: "MAIF",
        nom: "attestation.pdf",
        deposePar: "lea@example.fr (espace locataire)",
      },
    ]);
    const res = await t.app.request(liste.body.data[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
  });

  it("reconnaît un PDF nommé .png comme un PDF, et accepte une photo JPEG", async () => {
    const r = await envoyer({ file: fichier("scan.png", PDF, "image/png"), dateFin: "2027-07-01" });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const jpeg = await envoyer({
      file: fichier("photo.jpg", JPEG, "image/jpeg"),
      dateFin: "2027-08-01",
    });
    expect(jpeg.status).toBe(201);
    const types = (
      await t.client.execute(`select "type" from "AttestationAssurance" order by "id"`)
    ).rows.map((x) => x.type);
    expect(types).toEqual(["application/pdf", "application/pdf", "image/jpeg"]);
    // The lease follows the latest certificate sent.
    expect(
      (await t.call("GET", `/api/Dossier/${lea.dossier.id}`, "user")).body.assuranceDateFin,
    ).toBe("2027-08-01");
  });

  it("refuse un texte nommé .pdf (415) et un fichier de plus de 10 Mo (413), sans rien garder", async () => {
    const avant = (await objets(t, "assurances")).length;
    const texte = new TextEncoder().encode("pas un PDF du tout, seulement du texte");
    const r = await envoyer({ file: fichier("attestation.pdf", texte), dateFin: "2027-06-30" });
    expectError(r, 415);
    expect(r.body.error.message).toMatch(/ni un PDF ni une image/);
    const gros = new Uint8Array(10 * 1024 * 1024 + 1);
    gros.set(PDF);
    const big = await envoyer({ file: fichier("gros.pdf", gros), dateFin: "2027-06-30" });
    expectError(big, 413);
    expect(big.body.error.message).toMatch(/10 Mo/);
    expect((await objets(t, "assurances")).length).toBe(avant);
  });

  it("demande une date valide et à venir, et le fichier (400 en français), sans rien garder", async () => {
    const avant = (await objets(t, "assurances")).length;
    const lignes = (await t.client.execute(`select count(*) n from "AttestationAssurance"`)).rows[0]
      ?.n;
    expect(
      expectFieldError(
        await envoyer({ file: fichier("a.pdf", PDF), dateFin: "31/02/2027" }),
        "dateFin",
      ),
    ).toMatch(/Date invalide/);
    expect(
      expectFieldError(
        await envoyer({ file: fichier("a.pdf", PDF), dateFin: "2026-01-01" }),
        "dateFin",
      ),
    ).toMatch(/passée/);
    expect(expectFieldError(await envoyer({ file: fichier("a.pdf", PDF) }), "dateFin")).toBe(
      "Ce champ est obligatoire.",
    );
    expect(expectFieldError(await envoyer({ dateFin: "2027-06-30" }), "file")).toBe(
      "Ce champ est obligatoire.",
    );
    expect((await objets(t, "assurances")).length).toBe(avant);
    expect(
      (await t.client.execute(`select count(*) n from "AttestationAssurance"`)).rows[0]?.n,
    ).toBe(lignes);
  });

  it("répond 404 à un locataire sans bail, et au personnel pour un dossier inconnu", async () => {
    const seul = await insertLocataire(t);
    const { token } = await ouvrirEspace(t, { LocataireId: seul.id }, "seul@example.fr");
    const r = await envoyer({ file: fichier("a.pdf", PDF), dateFin: "2027-06-30" }, token);
    expectError(r, 404);
    expect(r.body.error.message).toMatch(/Aucun bail/);
    expectError(await t.call("GET", "/api/Dossier/999999/assurances", "user"), 404);
  });
});
