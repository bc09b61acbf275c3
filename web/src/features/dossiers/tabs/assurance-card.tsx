import { useQuery } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import type { DossierRead } from "@/api/types";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatDateTime } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";

// The tenant's home insurance on the lease (issue 62, item 5; loi 89-462 art. 7 g): the insurer and the end date
// the lease holds (red when past or missing), and the certificates sent, each opened by its signed link.

const ROUGE = "font-medium text-[oklch(0.45_0.19_27)]";

export function AssuranceCard({ record }: { record: DossierRead }) {
  const { data } = useQuery({
    queryKey: ["Dossier", record.id, "assurances"],
    queryFn: ({ signal }) =>
      api<Answer<"GET /Dossier/:id/assurances">>(
        route("GET /Dossier/:id/assurances", { id: record.id }),
        { signal },
      ),
  });
  const fin = record.assuranceDateFin ?? null;
  const echue = fin === null || fin < parisToday();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assurance habitation</CardTitle>
        <CardDescription>
          L'attestation que le locataire remet chaque année, envoyée depuis son espace ; il reçoit
          un rappel un mois avant sa fin, et l'agence un e-mail à la date de fin.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">Assureur</dt>
          <dd>{record.assuranceAssureur || "—"}</dd>
          <dt className="text-muted-foreground">Fin de l'attestation</dt>
          <dd className={echue ? ROUGE : undefined}>
            {fin ? `${formatDate(fin)}${echue ? " (échue)" : ""}` : "Aucune attestation"}
          </dd>
        </dl>
        {data && data.data.length > 0 && (
          <ul className="flex flex-col divide-y rounded-md border text-sm">
            {data.data.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <a href={a.url} target="_blank" rel="noreferrer" className="font-medium underline">
                  {a.nom}
                </a>
                <span className="text-muted-foreground">
                  jusqu'au {formatDate(a.dateFin)}
                  {a.assureur ? ` · ${a.assureur}` : ""} · reçue le {formatDateTime(a.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
