import { MonitorSmartphoneIcon } from "lucide-react";
import type { Answer } from "@/api/answers";
import { route } from "@/api/routes";
import { SessionsTable } from "@/features/sessions/sessions-table";
import { espaceApi } from "./espace-api";
import type { EspacePage } from "./page-types";

// « Mes sessions » in the spaces (issue 75, item 6): the account's open sessions, whichever of its spaces each
// opened, with staff's table. Ending this very session brings the sign-in back (the next call is a 401).

function MesSessionsEspace() {
  return (
    <div className="flex flex-col gap-4">
      <SessionsTable
        appels={{
          queryKey: ["espace", "sessions"],
          lister: () => espaceApi<Answer<"GET /espace/sessions">>(route("GET /espace/sessions")),
          deconnecter: (id) =>
            espaceApi<Answer<"DELETE /espace/sessions/:id">>(
              route("DELETE /espace/sessions/:id", { id }),
            ),
          deconnecterAutres: () =>
            espaceApi<Answer<"POST /espace/sessions/deconnecterAutres">>(
              route("POST /espace/sessions/deconnecterAutres"),
            ),
          apresCourante: () => void espaceApi(route("GET /espace/moi")).catch(() => undefined),
        }}
      />
    </div>
  );
}

/** The page, in both spaces' menus (after their own pages). */
export const PAGE_SESSIONS_ESPACE: EspacePage = {
  chemin: "sessions",
  titre: "Mes sessions",
  icone: MonitorSmartphoneIcon,
  component: MesSessionsEspace,
  horsBarreDuBas: true,
};
