import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import type { DiagnosticsLot } from "@worker/domain/contract/echeances";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";

// Issue 75 item 7: a lot that cannot be let (class G, energy over the threshold) is said at the lot's field as soon
// as it is chosen, before « Créer », not in a notice that vanishes after it. The reason is the server's (the lot's
// diagnostics read at the lease's start day); the message stays at the field until the lot or the start changes,
// submit or not (the form's validation clears the errors it did not find: it is set again).

const TYPE = "decence";

export function DecenceDuLotEffect() {
  const { control, setError, clearErrors } = useFormContext();
  const lot = String(useWatch({ control, name: "AppartementId" }) ?? "");
  const debut = String(useWatch({ control, name: "dateDebutBail" }) ?? "");
  const { errors } = useFormState({ control, name: "AppartementId" });
  const date = /^\d{4}-\d{2}-\d{2}$/.test(debut) ? debut : null;
  const { data } = useQuery({
    queryKey: ["Appartement", "diagnostics", lot, date],
    enabled: /^\d+$/.test(lot),
    queryFn: ({ signal }) =>
      api<DiagnosticsLot>(
        withQuery(route("GET /Appartement/:id/diagnostics", { id: lot }), { date }),
        { signal },
      ),
  });
  const raison = data && String(data.AppartementId) === lot ? data.decence : null;
  const actuelle = errors.AppartementId;
  React.useEffect(() => {
    if (raison && actuelle?.message !== raison)
      setError("AppartementId", { type: TYPE, message: raison });
    if (!raison && actuelle?.type === TYPE) clearErrors("AppartementId");
  }, [raison, actuelle, setError, clearErrors]);
  return null;
}
