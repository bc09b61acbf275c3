import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { usePickedRecord } from "@/api/search";

// The insurer a GLI contract pays (`ContratGli.FournisseurId`, ADR 128) named by its supplier's raison sociale: the
// contract's row holds only the id.

export const SANS_ASSUREUR_PAYE = "Aucun fournisseur (primes non payables)";

/** One contract's insurer paid, read by its id (the record screen). */
export function AssureurPaye({ id }: { id: number | null }) {
  const picked = usePickedRecord("Fournisseur", id ? String(id) : "");
  if (!id) return <>{SANS_ASSUREUR_PAYE}</>;
  return <>{picked.data?.raisonSociale ?? `Fournisseur n° ${id}`}</>;
}

/** The suppliers' names by id, for a list of contracts (one read of the suppliers' list). */
export function useNomsFournisseurs() {
  const { data } = useQuery(listQuery("Fournisseur"));
  return React.useMemo(() => new Map((data ?? []).map((f) => [f.id, f.raisonSociale])), [data]);
}
