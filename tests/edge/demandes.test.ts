// Issue 62, item 5 on the edge entry (workerd, miniflare's R2): a tenant's request with a photo streamed into R2, a
// photo that is not one refused with nothing left in the bucket, the space's list read in one round trip (its
// session's check riding with the list's statement), and the photo opened by its signed link with no session.
import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { signEspaceToken } from "../../worker/auth/espace/token";
import { agenceIdOf, type Config } from "../../worker/ports";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0,
]);
let edge: Instance;
let token = "";
let dossierId = 0;

/** A tenant with a lease, and a space session written as an accepted invitation leaves it. */
beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  dossierId = (
    await json(
      await edge.call(
        "PUT",
        `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        valid.Dossier(a.id, l.id),
      ),
    )
  ).dossier.id;
  const db = createClient({ url: edge.env.LIBSQL_URL });
  const at = new Date().toISOString();
  const sid = crypto.randomUUID();
  await db.batch([
    {
      sql: `insert into "CompteEspace" ("email", "createdAt", "updatedAt") values ('lea@example.fr', ?, ?)`,
      args: [at, at],
    },
    {
      sql: `insert into "AccesEspace" ("CompteEspaceId", "espace", "LocataireId", "statut", "inviteAt", "invitePar", "activeAt", "createdAt", "updatedAt")
        values ((select "id" from "CompteEspace" where "email" = 'lea@example.fr'), 'locataire', ?, 'actif', ?, 'admin', ?, ?, ?)`,
      args: [l.id, at, at, at, at],
    },
    {
      sql: `insert into "SessionEspace" ("id", "AccesEspaceId", "createdAt", "derniereUtilisation") values (?, (select max("id") from "AccesEspace"), ?, ?)`,
      args: [sid, at, at],
    },
  ]);
  const acces = Number((await db.execute(`select max("id") as id from "AccesEspace"`)).rows[0]?.id);
  db.close();
  const now = new Date();
  token = await signEspaceToken(
    {
      sid,
      AccesEspaceId: acces,
      espace: "locataire",
      recordId: l.id,
      version: 0,
      email: "lea@example.fr",
    },
    env.JWT_SECRET ?? "",
    agenceIdOf({ agenceId: env.AGENCE_ID } as Config),
    now,
    Math.floor(now.getTime() / 1000) + 3600,
  );
});

const espace = (method: string, path: string, body?: FormData) =>
  edge.send(method, path, body, { Authorization: `Token ${token}` }, false);
const demande = (photo: { bytes: Uint8Array; name: string; type: string }) => {
  const f = new FormData();
  f.append("objet", "Fuite");
  f.append("texte", "Sous l'évier");
  f.append("photos", new File([photo.bytes as BlobPart], photo.name, { type: photo.type }));
  return f;
};
const stored = async () => (await edge.files.list({ prefix: "files/demandes/" })).objects.length;

describe("a tenant's request on the edge", () => {
  it("stores the photo in R2, lists in one round trip, opens the photo by its signed link", async () => {
    const r = await json(
      await espace(
        "POST",
        "/api/espace/locataire/demandes",
        demande({ bytes: PNG, name: "l’évier\u202Egnp.exe.png", type: "image/png" }),
      ),
      201,
    );
    expect(r.photos).toHaveLength(1);
    // The right-to-left override typed in the name is gone (issue 75 item 5).
    expect(r.photos[0].nom).toBe("l’éviergnp.exe.png");
    expect(await stored()).toBe(1);
    const before = await edge.roundTrips();
    const list = await json(await espace("GET", "/api/espace/locataire/demandes"));
    expect(await edge.roundTrips()).toBe(before + 1);
    expect(list.data.map((d: { objet: string }) => d.objet)).toEqual(["Fuite"]);
    const photo = await edge.send("GET", list.data[0].photos[0].url, undefined, {}, false);
    expect(photo.status).toBe(200);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
  });

  it("refuses a text named .jpg (415) and keeps nothing of it", async () => {
    const texte = new TextEncoder().encode("pas une photo, du texte seulement");
    const res = await espace(
      "POST",
      "/api/espace/locataire/demandes",
      demande({ bytes: texte, name: "b.jpg", type: "image/jpeg" }),
    );
    expect(res.status).toBe(415);
    expect(await stored()).toBe(1);
  });

  it("takes the insurance certificate (a PDF named .png), staff read it by its signed link", async () => {
    const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    const f = new FormData();
    f.append("file", new File([PDF], "attestation.png", { type: "image/png" }));
    f.append("dateFin", "30/06/2099");
    const r = await json(await espace("POST", "/api/espace/locataire/assurance", f), 201);
    expect(r).toEqual({ dateFin: "2099-06-30", assureur: null, nom: "attestation.png" });
    const liste = await json(await edge.call("GET", `/api/Dossier/${dossierId}/assurances`));
    expect(liste.data).toHaveLength(1);
    const doc = await edge.send("GET", liste.data[0].url, undefined, {}, false);
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await doc.arrayBuffer())).toEqual(PDF);
  });
});
