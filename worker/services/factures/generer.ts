import type { Ports } from "../../ports";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { factureComplete } from "./lire";

/** GET /Facture/{id}/generate: the invoice's Factur-X PDF, the same every time (its content never changes). */
export async function genererFacture(ports: Ports, id: number) {
  const f = await factureComplete(ports, id);
  const bytes = await (await pdfs()).facturePdf(f, await documentContext(ports));
  return storeGenerated(
    ports,
    {
      sujet: `Facture/${id}`,
      type: "facture",
      nom: `${f.avoirDe ? "Avoir" : "Facture"} ${f.numero} - ${f.acheteur.nom}`,
      owners: {},
    },
    bytes,
  );
}
