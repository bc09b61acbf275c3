import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { espaceProprietaire } from "@worker/domain/contract/espace";
import { route, withQuery } from "@/api/routes";
import { espaceApi } from "@/features/espace/espace-api";

// The owner's space's reads (issue 62 item 3): the page in one call (GET /api/espace/proprietaire), shared by its
// four screens through TanStack Query; the two PDFs, answered with a signed link the browser downloads as is.

export type EspaceProprietaire = z.output<typeof espaceProprietaire>;

export const espaceProprietaireQuery = queryOptions({
  queryKey: ["espace", "proprietaire"],
  queryFn: ({ signal }) =>
    espaceApi<EspaceProprietaire>(route("GET /espace/proprietaire"), { signal }),
});

/** A signed link downloaded under `nom` (same origin: the `download` attribute keeps the page where it is). */
export function telecharger(url: string, nom: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = nom;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export async function telechargerCompteRendu(du: string, au: string, libelle: string) {
  const { generated } = await espaceApi<{ generated: string }>(
    withQuery(route("GET /espace/proprietaire/compteRendu"), { du, au }),
  );
  telecharger(generated, `Compte-rendu de gérance - ${libelle}.pdf`);
}

export async function telechargerDeclaration(annee: number) {
  const { generated } = await espaceApi<{ generated: string }>(
    route("GET /espace/proprietaire/revenusFonciers/:annee", { annee }),
  );
  telecharger(generated, `Revenus fonciers ${annee}.pdf`);
}

/** An invoice listed without its PDF yet: its route makes it, then the signed link downloads. */
const FACTURE = /^\/api\/espace\/proprietaire\/factures\/(\d+)$/;
export const factureAFaire = (url: string) => {
  const id = FACTURE.exec(url)?.[1];
  return id ? Number(id) : null;
};

export async function telechargerFacture(id: number, libelle: string) {
  const { generated } = await espaceApi<{ generated: string }>(
    route("GET /espace/proprietaire/factures/:id", { id }),
  );
  telecharger(generated, `${libelle}.pdf`);
}
