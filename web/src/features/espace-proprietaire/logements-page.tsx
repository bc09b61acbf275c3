import { HomeIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import { EspaceProprietairePage, Vide } from "./espace-proprietaire-page";

const MOIS = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});

// « Mes logements »: a card per lot, its tenant's name, this month's rent called and collected, and the lease's
// arrears in red when there are any; « Loyers à jour » only once the server says a term was called.
export function LogementsPage() {
  const mois = MOIS.format(new Date());
  return (
    <EspaceProprietairePage>
      {({ appartements }) =>
        appartements.length ? (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Mes logements">
            {appartements.map((a) => (
              <li key={a.id}>
                <Card className="h-full gap-3 py-4">
                  <CardHeader className="px-4">
                    <CardTitle className="flex items-start gap-2 text-base">
                      <HomeIcon
                        className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                        aria-hidden
                      />
                      <span className="break-words">{a.adresse}</span>
                    </CardTitle>
                    <p className="text-sm text-muted-foreground">{a.designation}</p>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-2 px-4 text-sm">
                    <p>
                      <span className="text-muted-foreground">Locataire : </span>
                      {a.locataire ?? "Vacant"}
                    </p>
                    <dl className="grid grid-cols-2 gap-2">
                      <div>
                        <dt className="text-muted-foreground">Appelé en {mois}</dt>
                        <dd className="font-medium tabular-nums">{formatMoney(a.loyerAppele)}</dd>
                      </div>
                      <div>
                        <dt className="text-muted-foreground">Encaissé</dt>
                        <dd className="font-medium tabular-nums">{formatMoney(a.loyerEncaisse)}</dd>
                      </div>
                    </dl>
                    {a.impayes > 0 ? (
                      <Badge variant="destructive" className="text-sm">
                        Impayés : {formatMoney(a.impayes)}
                      </Badge>
                    ) : !a.locataire ? null : a.loyersAppeles ? (
                      <Badge variant="success">Loyers à jour</Badge>
                    ) : (
                      // A lease not begun owes nothing, but no rent was called to be « à jour » (walk).
                      <Badge variant="secondary">Aucun loyer appelé</Badge>
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <Vide>Aucun logement n'est à votre nom pour le moment.</Vide>
        )
      }
    </EspaceProprietairePage>
  );
}
