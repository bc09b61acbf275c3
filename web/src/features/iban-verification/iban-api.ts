// No IBAN changed behind anyone's back (issue 59, item 3; ADR 068): an owner's IBAN history and the confirmations by a
// second person, through the contract's routes (worker/domain/contract/iban-verification.ts).
import { queryOptions } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";

export type LigneIban = RowOf<"GET /Client/:id/ibans">;

/** Whose IBAN: an owner's, or a supplier's (issue 76, ADR 119): the same routes under its resource. */
export type Titulaire = "Client" | "Fournisseur";

export const ibansQuery = (id: number, titulaire: Titulaire = "Client") =>
  queryOptions({
    queryKey: [titulaire, id, "ibans"],
    queryFn: () =>
      api<Answer<"GET /Client/:id/ibans">>(
        titulaire === "Client"
          ? route("GET /Client/:id/ibans", { id })
          : route("GET /Fournisseur/:id/ibans", { id }),
      ),
  });

/** Confirms the IBAN read on the screen (`iban`): a change since then is refused (409), not confirmed. */
export const confirmerIbanClient = (id: number, iban: string, titulaire: Titulaire = "Client") =>
  api<Answer<"POST /Client/:id/iban/confirmer">>(
    titulaire === "Client"
      ? route("POST /Client/:id/iban/confirmer", { id })
      : route("POST /Fournisseur/:id/iban/confirmer", { id }),
    { body: { iban } },
  );

export const confirmerSequestre = (iban: string) =>
  api<Answer<"POST /agence/iban/confirmer">>(route("POST /agence/iban/confirmer"), {
    body: { iban },
  });
