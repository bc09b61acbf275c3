import { LogOutIcon } from "lucide-react";
import { useSession } from "@/api/session-store";
import { removeTenant } from "@/api/tenancy";
import { canDelete, type DossierRead } from "@/api/types";
import { MESSAGES, notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { BailDateDialog } from "./bail-date-dialog";
import { RenouvelerBail } from "./renouveler-bail";

/** The lease's actions: its renewal for every staff role, its closing for the roles that may delete. */
export function DossierActions({ record }: { record: DossierRead }) {
  return (
    <>
      <RenouvelerBail record={record} />
      <CloreBail record={record} />
    </>
  );
}

/**
 * "Clore le bail" on a running dossier: the lease ends on the day given, today by default (tenant/remove?date=); the
 * last month's term runs to that day and none after it. The apartment's history says so and turns Vacant when nobody
 * else lives there. tenant/remove is for the roles that may delete (spec 6); the others end a lease by its end date
 * in the form.
 */
function CloreBail({ record }: { record: DossierRead }) {
  const role = useSession().user?.role;
  if (record.clos || !canDelete(role)) return null;
  return (
    <BailDateDialog
      action="Clore le bail"
      icone={<LogOutIcon />}
      titre="Clore le bail ?"
      description={() =>
        "Le bail se termine à la date choisie : le dernier terme court jusqu'à ce jour, au prorata des jours occupés, et aucun terme n'est émis après. L'historique de l'appartement le mentionne."
      }
      champ={{ id: "clore-bail-date", label: "Date de fin du bail", erreur: "date" }}
      dateInitiale={parisToday}
      destructive
      executer={async (date) => {
        await removeTenant(record.AppartementId, record.LocataireId, date);
        notify.info(MESSAGES.saved);
      }}
    />
  );
}
