import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { agenceQuery } from "@/features/mandats/mandats-api";
import { notify } from "@/lib/notify";
import { deuxFacteurs } from "./deux-facteurs-api";
import { SecuriteCompte } from "./securite-compte";

/** The agency's rule (admins): every staff account must have a second factor to use the back-office. */
function ExigerDeuxFacteurs() {
  const qc = useQueryClient();
  const { user } = useSession();
  const { data } = useQuery(agenceQuery);
  const [pending, setPending] = React.useState(false);
  const exige = data?.exigerDeuxFacteurs ?? false;

  async function changer(valeur: boolean) {
    setPending(true);
    try {
      const saved = await deuxFacteurs.exiger(valeur);
      qc.setQueryData(agenceQuery.queryKey, saved);
      notify.info(
        valeur
          ? "Le second facteur est désormais exigé pour tout le personnel."
          : "Le second facteur n'est plus exigé.",
      );
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Règle de l'agence</CardTitle>
        <CardDescription>
          Un compte du personnel sans second facteur ne peut alors que le configurer. Activez
          d'abord le vôtre ci-dessus.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-3">
          <Switch
            id="exiger-deux-facteurs"
            checked={exige}
            disabled={pending || !data || (!exige && !user?.deuxFacteurs)}
            onCheckedChange={changer}
          />
          <Label htmlFor="exiger-deux-facteurs" className="font-normal">
            Exiger un second facteur pour tout le personnel
          </Label>
        </div>
      </CardContent>
    </Card>
  );
}

/** Paramètres > Sécurité (admins): their own second factor and the agency's rule. */
export function SecuriteTab() {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <SecuriteCompte />
      <ExigerDeuxFacteurs />
    </div>
  );
}
