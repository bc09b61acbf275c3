// Issue 76, item 3 on the edge entry (workerd, libSQL over HTTP): a quote within the mandate's ceiling is ordered
// by staff's choice; above it the lot's owners decide in their space: 60 % accepting suffices, 50/50 needs both, a
// refusal goes back to staff, a decision twice is the first one (the unique index), another owner's order is 404
// and the supplier's IBAN is never shown. The same rules as tests/api/travaux/devis-approbation.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { devisChoisi as devisChoisiSur } from "./devis";
import { fournisseurValide } from "../support/travaux";
import { ouvrirEspaceProprietaire } from "./espace-session";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let plombier = 0;
let n = 0;
beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  plombier = (await json(await edge.call("POST", "/api/Fournisseur", fournisseurValide()), 201)).id;
});

/** A lot whose owners hold these shares, under a mandate whose works ceiling is 500 € TTC; their tokens. */
async function lotDe(parts: number[]) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const m = await json(
    await edge.call("POST", "/api/Mission", { ...valid.Mission(), plafondTravauxTTC: 500 }),
    201,
  );
  await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
  const jetons: string[] = [];
  for (const p of parts) {
    const mail = `indivisaire${++n}@example.fr`;
    const c = await json(
      await edge.call("POST", "/api/Client", { ...valid.Client(), mailPerso: mail }),
      201,
    );
    // The shares as a confirmed change leaves them (their second person's check has its own tests).
    await sqlDe(
      edge,
      `insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart") values (?, ?, ?)`,
      [a.id, c.id, p],
    );
    jetons.push(await ouvrirEspaceProprietaire(edge, c.id, mail));
  }
  return { lot: a.id as number, jetons };
}

/** An order on the lot, the plumber's quote of `ht` € HT at 20 % chosen by staff; the order's id. */
const devisChoisi = (lot: number, ht: string) =>
  devisChoisiSur(edge, { lot, fournisseur: plombier, ht });

const enTantQue = (jeton: string, method: string, path: string, body?: unknown) =>
  edge.send(
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    {
      Authorization: `Token ${jeton}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    false,
  );
const decider = (jeton: string, id: number, decision: string, commentaire?: string) =>
  enTantQue(jeton, "POST", `/api/espace/proprietaire/interventions/${id}/decision`, {
    decision,
    commentaire,
  });
const etatDe = async (id: number) =>
  (await json(await edge.call("GET", `/api/Intervention/${id}`))).etat;

describe("quotes and the owners' approval on the edge", () => {
  it("orders a quote within the ceiling without the owners; its order of service is a PDF", async () => {
    const { lot } = await lotDe([100]);
    const id = await devisChoisi(lot, "400");
    expect(await etatDe(id)).toBe("commandee");
    const ordre = await edge.call("GET", `/api/Intervention/${id}/ordre`);
    expect(ordre.status).toBe(200);
    expect(ordre.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await ordre.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("60/40: the 60 % owner's acceptance orders the work, in one batch; the owner never reads the IBAN", async () => {
    const { lot, jetons } = await lotDe([60, 40]);
    const id = await devisChoisi(lot, "1000");
    expect(await etatDe(id)).toBe("attente_proprietaire");
    // The owners' e-mail prints the amount as the agency writes it (walk 94: « 1200.00 € TTC »).
    const boite = await json(await edge.call("GET", "/api/Outbox"));
    const demandes = (boite.data as { id: number; subject: string }[]).filter((m) =>
      m.subject.startsWith("Travaux à approuver"),
    );
    const dernier = Math.max(...demandes.map((m) => m.id));
    const mail = await json(await edge.call("GET", `/api/Outbox/${dernier}`));
    expect(mail.body).toContain(
      "dépasse le plafond de travaux de votre mandat : 1\u00a0200,00\u00a0€ TTC.",
    );
    const liste = await json(
      await enTantQue(jetons[0]!, "GET", "/api/espace/proprietaire/interventions"),
    );
    expect(liste.data).toEqual([
      expect.objectContaining({ id, aDecider: true, montantTTC: 120000 }),
    ]);
    expect(JSON.stringify(liste)).not.toContain(fournisseurValide().iban);
    const oui = await counted(edge, () => decider(jetons[0]!, id, "accepte"));
    expect(await json(oui.res)).toMatchObject({ maDecision: "accepte", etat: "commandee" });
    // The session's check, then the one batch: the decision, the order's move and the answer.
    expect(oui.trips).toBe(2);
  });

  it("50/50 needs both; a decision twice is the first; a refusal goes back to staff; another owner's is 404", async () => {
    const { lot, jetons } = await lotDe([50, 50]);
    const id = await devisChoisi(lot, "1000");
    await json(await decider(jetons[0]!, id, "accepte"));
    expect(await etatDe(id)).toBe("attente_proprietaire");
    expect((await json(await decider(jetons[0]!, id, "refuse"))).maDecision).toBe("accepte");
    const autre = await lotDe([100]);
    expect((await decider(autre.jetons[0]!, id, "accepte")).status).toBe(404);
    await json(await decider(jetons[1]!, id, "accepte"));
    expect(await etatDe(id)).toBe("commandee");

    const second = await devisChoisi(lot, "2000");
    await json(await decider(jetons[1]!, second, "refuse", "Trop cher"));
    const lu = await json(await edge.call("GET", `/api/Intervention/${second}`));
    expect(lu.etat).toBe("devis_recu");
    expect(lu.historique.at(-1).commentaire).toContain("Trop cher");
  });
});
