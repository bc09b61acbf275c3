import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { irlQuery } from "@/api/irl";
import { inputText } from "@/components/form-values";
import { dernierPublie, indiceDuBail } from "@worker/domain/irl/valeurs";

const number = { name: "indice", label: "", type: "number" } as const;

/**
 * Issue 23: a new lease shows the IRL the server will give it, the last quarter published by its signature date
 * (« Création du bail »), and follows that date while the user has not typed an index of their own. The server
 * decides (services/irl/bail.ts): fields left blank here get the same values there.
 */
export function DossierIrlEffect({ creating }: { creating: boolean }) {
  const { control, getValues, setValue } = useFormContext();
  const signature = String(useWatch({ control, name: "dateCreationBail" }) ?? "");
  const { data: table } = useQuery({ ...irlQuery, enabled: creating });
  // What this effect last wrote: fields that no longer hold it were typed by the user, and are theirs.
  const written = React.useRef({ indice: "", indiceTrim: "" });

  React.useEffect(() => {
    if (!creating || !table || !/^\d{4}-\d{2}-\d{2}$/.test(signature)) return;
    const shown = written.current;
    if (
      String(getValues("indice") ?? "") !== shown.indice ||
      String(getValues("indiceTrim") ?? "") !== shown.indiceTrim
    )
      return;
    const v = dernierPublie(table, signature);
    const defaut = v ? indiceDuBail(v) : null;
    written.current = {
      indice: inputText(number, defaut?.indice),
      indiceTrim: defaut?.indiceTrim ?? "",
    };
    setValue("indice", written.current.indice);
    setValue("indiceTrim", written.current.indiceTrim);
  }, [creating, table, signature, getValues, setValue]);
  return null;
}
