// A lease's express renewal (issue 63): the server checks the kind, the dates and the dwelling's decency.
import { api } from "./client";
import { route } from "./routes";
import type { Answer } from "./answers";

/** POST /Dossier/{id}/renouvellement: the new end given, or the kind's legal term without one. */
export const renouvelerBail = (dossierId: number, dateFinBail?: string) =>
  api<Answer<"POST /Dossier/:id/renouvellement">>(
    route("POST /Dossier/:id/renouvellement", { id: dossierId }),
    { body: dateFinBail ? { dateFinBail } : {} },
  );
