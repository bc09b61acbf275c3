// Books that stay closed on the edge entry (issue 59 item 5, ADR 067): libSQL over HTTP words the triggers' refusal
// its own way, and the API still answers the French 409; the statements' chain is refused alike, in the import's
// transaction. The year closed is 2024 (ended by the real clock of workerd).
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BNP, cfonbBnp } from "../support/releves-banques";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
/** A plain user's calls (the role "user"), its password set. */
let asUser: (method: string, path: string, body?: unknown) => Promise<Response>;

beforeAll(async () => {
  edge = await signedInInstance();
  const email = "comptes@agence.test";
  const created = await json(
    await edge.call("POST", "/api/user/register", { email, role: "user" }),
    201,
  );
  const login = await json(
    await edge.call(
      "POST",
      "/api/user/login",
      { credentials: { email, password: created.temporaryPassword } },
      false,
    ),
  );
  let token = login.user.token as string;
  const send = (method: string, path: string, body?: unknown) =>
    edge.send(
      method,
      path,
      body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      {
        Authorization: `Token ${token}`,
        ...(body === undefined || body instanceof FormData
          ? {}
          : { "Content-Type": "application/json" }),
      },
      false,
    );
  token = (
    await json(await send("POST", "/api/user/setPassword", { password: "Mon vélo est bleu" }))
  ).user.token;
  asUser = send;
});

/** The FEC of a year exported, its download recorded (the downloads' journal writes it, issue 59 item 4). */
async function exporterFec(exercice: number) {
  // A money move (issue 59): the admin's session confirms first; the download journals itself (Telechargement).
  await edge.confirm();
  const res = await edge.call("GET", `/api/comptabilite/fec?exercice=${exercice}`);
  // ISO 8859-15, as its Content-Type says (issue 60 item 7).
  const text = new TextDecoder("iso-8859-15").decode(await res.arrayBuffer());
  expect(res.status, text).toBe(200);
  const db = createClient({ url: edge.env.LIBSQL_URL });
  const journal = await db.execute({
    sql: `select 1 from "Telechargement" where "quoi" = 'fec' and "reference" = ?`,
    args: [String(exercice)],
  });
  db.close();
  expect(journal.rows.length, "the FEC's download journaled").toBeGreaterThan(0);
  return text;
}
function clos(body: any, annee = 2024) {
  expect(body.error).toEqual({ code: "exercice_clos", message: `L'exercice ${annee} est clos.` });
}

describe("a closed year on the edge", () => {
  it("refuses a payment, a term, an adjustment and an owner entry dated in it; the open year takes them; its FEC never changes", async () => {
    await json(await edge.call("PUT", "/api/agence", { siren: "987654324" }));
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(
      await edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateEntree: "2024-06-01",
        dateDebutBail: "2024-06-01",
      }),
      201,
    );
    const nov = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2024-11-01" }),
      201,
    );
    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "970,50",
        date: "2024-11-06",
        mode: "Virement",
        QuitanceId: nov.id,
      }),
      201,
    );
    const dec = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2024-12-01" }),
      201,
    );

    // Not before its FEC, not by a plain user, then closed once.
    const sansFec = await json(
      await edge.call("POST", "/api/comptabilite/cloture", { exercice: 2024 }),
      409,
    );
    expect(sansFec.error.message).toMatch(/^Exportez d'abord le FEC de l'exercice 2024/);
    const fec = await exporterFec(2024);
    expect((await asUser("POST", "/api/comptabilite/cloture", { exercice: 2024 })).status).toBe(
      403,
    );
    const clot = await json(
      await edge.call("POST", "/api/comptabilite/cloture", { exercice: 2024 }),
      201,
    );
    expect(clot.exercice).toMatchObject({ exercice: 2024, closPar: "admin@edge.test" });
    expect(
      (await json(await edge.call("POST", "/api/comptabilite/cloture", { exercice: 2024 }), 409))
        .error.message,
    ).toBe("L'exercice 2024 est déjà clos.");
    expect((await json(await edge.call("GET", "/api/comptabilite/exercices"))).closJusqua).toBe(
      2024,
    );

    // Every write dated in 2024: a 409 in French, as on Node.
    clos(
      await json(
        await asUser("POST", `/api/Dossier/${d.id}/paiements`, {
          montant: "970,50",
          date: "2024-12-20",
          mode: "Virement",
          QuitanceId: dec.id,
        }),
        409,
      ),
    );
    clos(
      await json(
        await asUser("POST", `/api/Quitance/generate/${d.id}`, { date: "2024-10-01" }),
        409,
      ),
    );
    clos(
      await json(
        await asUser("POST", `/api/Dossier/${d.id}/ajustements`, {
          montant: "20",
          date: "2024-12-15",
          motif: "Geste commercial",
        }),
        409,
      ),
    );
    clos(
      await json(
        await asUser("POST", "/api/Intendance", {
          nature: "depense",
          AppartementId: a.id,
          intitule: "Plombier",
          montant: "180,00",
          numFacture: "P-12",
          date: "2024-12-10",
          payeParAgence: true,
          regle: true,
        }),
        409,
      ),
    );
    // The correction goes on the open year: December 2024's term paid in January 2025.
    await json(
      await asUser("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "970,50",
        date: "2025-01-08",
        mode: "Virement",
        QuitanceId: dec.id,
      }),
      201,
    );
    expect((await json(await edge.call("GET", `/api/Quitance/${dec.id}`))).regle).toBe(true);
    expect(await exporterFec(2024)).toBe(fec);
  });
});

describe("the statements' chain on the edge", () => {
  const janvier = [{ date: "2026-01-05", libelle: "VIR LOYER JANVIER", cents: 97050 }];
  const fevrier = [{ date: "2026-02-05", libelle: "VIR LOYER FEVRIER", cents: 97050 }];
  const form = (texte: string, rupture?: string) => {
    const f = new FormData();
    f.append("file", new File([texte], "bnp.txt"));
    if (rupture !== undefined) f.append("ruptureExpliquee", rupture);
    return f;
  };

  it("refuses a broken chain with both figures, takes an admin's explanation, refuses a user's; the trust account is an admin's", async () => {
    const jan = await json(
      await edge.call(
        "POST",
        "/api/banque/releves",
        form(cfonbBnp("2026-01-01", "2026-01-31", janvier, 100000)),
      ),
      201,
    );
    const fevrierFaux = cfonbBnp("2026-02-01", "2026-02-28", fevrier, 123456);
    const refus = await json(await asUser("POST", "/api/banque/releves", form(fevrierFaux)), 409);
    expect(refus.error.code).toBe("rupture_releve");
    const lu = refus.error.message.replace(/\s/g, " ");
    expect(lu).toContain("Le solde initial de ce relevé (1 234,56 €)");
    expect(lu).toContain(
      `au solde final du relevé précédent (1 970,50 €) du compte « ${BNP.libelle} »`,
    );
    expect(
      (await asUser("POST", "/api/banque/releves", form(fevrierFaux, "Écart expliqué"))).status,
    ).toBe(403);
    const pris = await json(
      await edge.call(
        "POST",
        "/api/banque/releves",
        form(fevrierFaux, "Écart expliqué par la banque"),
      ),
      201,
    );
    expect(pris.releve).toMatchObject({
      ruptureExpliquee: "Écart expliqué par la banque",
      lignes: 1,
    });

    const compte = `/api/banque/comptes/${jan.releve.compteId}`;
    expect((await asUser("PUT", compte, { sequestre: true })).status).toBe(403);
    expect(
      (await json(await asUser("PUT", compte, { libelle: "Séquestre BNP" }))).compte,
    ).toMatchObject({
      sequestre: false,
    });
    expect((await json(await edge.call("PUT", compte, { sequestre: true }))).compte.sequestre).toBe(
      true,
    );
  });
});
