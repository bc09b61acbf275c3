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

/** The IBANs an import brought (ADR 116): the list a second person reads, whether anyone but the importer may. */
export type IbansImport = Answer<"GET /Import/:id/ibans">;
export const ibansImportQuery = (id: number) =>
  queryOptions({
    queryKey: ["Import", id, "ibans"],
    queryFn: () => api<IbansImport>(route("GET /Import/:id/ibans", { id })),
  });

/** Confirms at once the list read (each owner and their IBAN's last four characters), explicitly. */
export const confirmerIbansImport = (id: number, ibans: { ClientId: number; fin: string }[]) =>
  api<Answer<"POST /Import/:id/ibans/confirmer">>(
    route("POST /Import/:id/ibans/confirmer", { id }),
    {
      body: { ibans, confirme: true },
    },
  );

/** The delay mode: each owner told by e-mail, their IBAN used 72 hours later without opposition. */
export const prevenirProprietairesImport = (id: number) =>
  api<Answer<"POST /Import/:id/ibans/delai">>(route("POST /Import/:id/ibans/delai", { id }));
