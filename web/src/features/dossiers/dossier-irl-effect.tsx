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
  const { control, getFieldState, setValue } = useFormContext();
  const signature = String(useWatch({ control, name: "dateCreationBail" }) ?? "");
  const { data: table } = useQuery({ ...irlQuery, enabled: creating });

  React.useEffect(() => {
    if (!creating || !table || !/^\d{4}-\d{2}-\d{2}$/.test(signature)) return;
    if (getFieldState("indice").isDirty || getFieldState("indiceTrim").isDirty) return;
    const v = dernierPublie(table, signature);
    const defaut = v ? indiceDuBail(v) : null;
    setValue("indice", inputText(number, defaut?.indice));
    setValue("indiceTrim", defaut?.indiceTrim ?? "");
  }, [creating, table, signature, getFieldState, setValue]);
  return null;
}
