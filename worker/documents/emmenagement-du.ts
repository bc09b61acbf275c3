import { euros } from "./layout";

// The move-in charges still owed (the deposit, the tenant's letting fees), said apart from the rent on the tenant's
// attestations: they are no « loyers et charges » (domain/attestations/reste-loyers.ts).

/** The sentence for `emmenagement` cents still owed, or null when nothing is. */
export const phraseEmmenagementDu = (emmenagement: number) =>
  emmenagement > 0
    ? `Reste également dû, hors loyers et charges : ${euros(emmenagement)} au titre du dépôt de garantie et des frais d'entrée.`
    : null;
