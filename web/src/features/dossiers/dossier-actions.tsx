import { LogOutIcon } from "lucide-react";
import { useSession } from "@/api/session-store";
import { removeTenant } from "@/api/tenancy";
import { canDelete, type DossierRead } from "@/api/types";
import { MESSAGES, notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { BailDateDialog } from "./bail-date-dialog";
import { RenouvelerBail } from "./renouveler-bail";
import { DonnerConge } from "../reconduction/donner-conge";
import { RouvrirBail } from "../reconduction/rouvrir-bail";
import { aUnPreavis } from "@worker/domain/reconduction/reconduction";
import { regleReconduction } from "@worker/domain/reconduction/regles";
import { typeBail } from "@worker/domain/bail/types-bail";

/** Closed at its end with no notice, of a kind the law renews: the server's « à revoir » rule, for the button. */
const estARevoir = (r: DossierRead) =>
  r.clos &&
  !!r.dateFinBail &&
  !aUnPreavis(r) &&
  !r.etatOut &&
  !r.dateRestitutionCles &&
  !!regleReconduction(typeBail(r.typeBail), false, r.dateFinBail);

/** The lease's actions: its renewal for every staff role, its closing for the roles that may delete. */
export function DossierActions({ record }: { record: DossierRead }) {
  return (
    <>
      <RenouvelerBail record={record} />
      <DonnerConge record={record} />
      {estARevoir(record) ? <RouvrirBail dossierId={record.id} fin={record.dateFinBail} /> : null}
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
