// The works' edge tests' set-up (issue 76, ADR 175): an order on a lot with a quote staff have chosen.
import { formDevis } from "../support/devis";
import { type Instance, jsonOf as json } from "./instance";

/**
 * An order of plumbing on `lot` (with `commande`'s fields, its supplier for one), `fournisseur`'s quote of `ht` € HT at
 * 20 % sent and chosen by staff; the order's id.
 */
export async function devisChoisi(
  edge: Instance,
  o: { lot: number; fournisseur: number; ht: string; commande?: Record<string, unknown> },
) {
  const i = await json(
    await edge.call("POST", "/api/interventions", {
      AppartementId: o.lot,
      ...o.commande,
      metier: "plomberie",
      objet: "Chauffe-eau",
    }),
    201,
  );
  const d = await json(
    await edge.call(
      "POST",
      `/api/Intervention/${i.id}/devis`,
      formDevis(o.fournisseur, { montantHT: o.ht }),
    ),
    201,
  );
  await json(await edge.call("POST", `/api/Intervention/${i.id}/devis/${d.data[0].id}/choisir`));
  return i.id as number;
}
