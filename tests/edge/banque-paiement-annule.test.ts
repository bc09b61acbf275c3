// ADR 164 on the edge entry: a bank line matched to a tenant's payment waits again (« à rapprocher ») when the
// payment is cancelled or its term set back to unpaid, in the same transaction, once; it can be matched again.
// Round trips counted as the bank's edge tests do.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG_DEJA_ANNULE } from "../../worker/services/compte/paiements";
import { bailImpaye, ligneDuReleve } from "./garanties";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** The line `id` as the bank screen lists it. */
const ligne = async (id: number) =>
  (await json(await edge.call("GET", "/api/banque/lignes"))).data.find(
    (l: { id: number }) => l.id === id,
  );
const resteDu = async (q: number) =>
  (await json(await edge.call("GET", `/api/Quitance/${q}`))).resteDu;

/** A lease, its unpaid term of last month, and a statement line of its rent matched to that term. */
async function rapprochee(nom: string, libelle: string) {
  const { d, q } = await bailImpaye(edge, nom);
  const id = await ligneDuReleve(edge, libelle);
  const m = await json(
    await edge.call("POST", `/api/banque/lignes/${id}/rapprocher`, { DossierId: d, QuitanceId: q }),
  );
  expect(m.ligne.statut).toBe("rapprochée");
  return { d, q, id, paiement: m.paiement.id as number };
}

const attend = { statut: "à rapprocher", DossierId: null, QuitanceId: null, PaiementId: null };

describe("a matched bank line when its payment is cancelled, on the edge", () => {
  it("waits again, once; cancelling twice is refused and changes nothing; matched again", async () => {
    const r = await rapprochee("Rappel", "VIR RAPPELE LOYER");
    const annule = await counted(edge, () =>
      edge.call("POST", `/api/Paiement/${r.paiement}/annuler`, { motif: "Virement rappelé" }),
    );
    await json(annule.res);
    console.log(`[edge] allers-retours libSQL : paiement rapproché annulé ${annule.trips}`);
    // As any payment's cancellation (10 when measured): the line is sent back by the reversal's trigger, no trip.
    expect(annule.trips).toBeLessThanOrEqual(10);
    expect(await ligne(r.id)).toMatchObject(attend);
    expect(await resteDu(r.q)).toBe(970.5);

    const avant = await ligne(r.id);
    const encore = await json(
      await edge.call("POST", `/api/Paiement/${r.paiement}/annuler`, { motif: "Virement rappelé" }),
      409,
    );
    expect(encore.error.message).toBe(MSG_DEJA_ANNULE);
    expect(await ligne(r.id)).toEqual(avant);

    const re = await json(
      await edge.call("POST", `/api/banque/lignes/${r.id}/rapprocher`, {
        DossierId: r.d,
        QuitanceId: r.q,
      }),
    );
    expect(re.ligne).toMatchObject({ statut: "rapprochée", DossierId: r.d });
    expect(await resteDu(r.q)).toBe(0);
  });

  it("« Statut remis à impayé » sends the line of the term's payment back too", async () => {
    const r = await rapprochee("Impayé", "VIR LOYER REMIS IMPAYE");
    await json(await edge.call("GET", `/api/Quitance/switchState/false/${r.q}`));
    expect(await ligne(r.id)).toMatchObject(attend);
    expect(await resteDu(r.q)).toBe(970.5);
  });

  it("« Annuler le rapprochement » of a line that names its payment: reversed once, the line waiting", async () => {
    const r = await rapprochee("Défait", "VIR LOYER DEFAIT");
    const undo = await counted(edge, () => edge.call("POST", `/api/banque/lignes/${r.id}/annuler`));
    expect((await json(undo.res)).ligne).toMatchObject(attend);
    console.log(`[edge] allers-retours libSQL : rapprochement d'un paiement annulé ${undo.trips}`);
    // The batch that finds a payment named, then the transaction that reverses it and replays the account: 14 (15
    // before ADR 164, the split transfer and the payment now read with the line).
    expect(undo.trips).toBeLessThanOrEqual(14);
    expect(await resteDu(r.q)).toBe(970.5);
    await json(await edge.call("POST", `/api/banque/lignes/${r.id}/annuler`), 409);
  });

  it("cancelled and undone at the same time: one succeeds, the other is refused, the line waiting", async () => {
    const r = await rapprochee("Course", "VIR LOYER COURSE");
    const [annule, undo] = await Promise.all([
      edge.call("POST", `/api/Paiement/${r.paiement}/annuler`, { motif: "Erreur" }),
      edge.call("POST", `/api/banque/lignes/${r.id}/annuler`),
    ]);
    expect([annule.status, undo.status].sort()).toEqual([200, 409]);
    expect(await ligne(r.id)).toMatchObject(attend);
    const compte = await json(await edge.call("GET", `/api/Dossier/${r.d}/compte`));
    expect(compte.ecritures.filter((e: { type: string }) => e.type === "annulation")).toHaveLength(
      1,
    );
  });
});
