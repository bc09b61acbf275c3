// What the lease PDF says of its guarantee (issue 78 item 3, ADR 122): Visale with its visa's number, a GLI with its
// insurer and contract, so that the tenant reads who guarantees the rent. Nothing for none or a personal guarantor
// (the guarantors are listed by name already).

interface Garantie {
  visale: { numeroVisa: string; dateVisa: string } | null;
  gli: { assureur: string; numeroContrat: string } | null;
}

const dateFr = (iso: string) => iso.split("-").reverse().join("/");

export function mentionGarantie(g: Garantie): [string, string] | null {
  if (g.visale)
    return [
      "Garantie Visale",
      `Action Logement, visa n° ${g.visale.numeroVisa} du ${dateFr(g.visale.dateVisa)}`,
    ];
  if (g.gli)
    return [
      "Assurance loyers impayés (GLI)",
      `${g.gli.assureur}, contrat n° ${g.gli.numeroContrat}`,
    ];
  return null;
}
